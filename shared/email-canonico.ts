/**
 * The canonical form of an e-mail address for "one free consultation per person": the addresses one
 * mailbox receives under its provider's own rules collapse to one string. Used ONLY for that key;
 * the stored e-mail and the address mail is sent to stay as the person typed them.
 *
 * Rules applied (each is the provider's documented behaviour; any other domain keeps its local part,
 * since a `+` or a dot may be a real part of an address elsewhere — RFC 5233 sub-addressing is each
 * server's choice):
 * - Gmail (`gmail.com`, `googlemail.com`): dots in the local part are ignored and anything after `+`
 *   is a tag, both delivered to the same inbox; `googlemail.com` is the same mailbox as `gmail.com`.
 * - Outlook.com (`outlook.com[.br]`, `hotmail.com[.br]`, `live.com`, `msn.com`): `+tag` plus
 *   addressing is delivered to the account; dots are significant and kept.
 * - iCloud Mail (`icloud.com`, `me.com`, `mac.com`): `+tag` address tags are delivered to the
 *   account (receive only); dots are kept.
 * Not applied: Yahoo's `-` disposable addresses use a base name chosen apart from the account and are
 * created one by one in its settings, so stripping them could merge two people's addresses.
 */

const GMAIL = new Set(['gmail.com', 'googlemail.com']);
const SUBENDERECO_MAIS = new Set([
  'outlook.com',
  'outlook.com.br',
  'hotmail.com',
  'hotmail.com.br',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
]);

const semEtiqueta = (local: string): string => {
  const mais = local.indexOf('+');
  return mais < 0 ? local : local.slice(0, mais);
};

/** The address as one mailbox: lower-cased, trimmed, with the provider's dot and plus rules applied. */
export function emailCanonico(email: string): string {
  const normalizado = email.trim().toLowerCase();
  const arroba = normalizado.lastIndexOf('@');
  if (arroba <= 0) return normalizado;
  const local = normalizado.slice(0, arroba);
  const dominio = normalizado.slice(arroba + 1);
  if (GMAIL.has(dominio)) return `${semEtiqueta(local).replaceAll('.', '')}@gmail.com`;
  if (SUBENDERECO_MAIS.has(dominio)) return `${semEtiqueta(local)}@${dominio}`;
  return normalizado;
}
