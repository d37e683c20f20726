/**
 * The keys of `promo_redemptions` ("one free consultation per person"): `email#<hash>` of the
 * canonical e-mail (shared/email-canonico.ts) and `cpf#<hash>` of the CPF's 11 digits, so the table
 * holds neither in clear (LGPD: it must tell people apart, not know who they are).
 *
 * The hash is scrypt with a fixed salt per kind of key: deterministic (the same person always meets
 * the same key) and slow on purpose. A CPF has only 10^9 values (9 digits and 2 check digits), so a
 * fast hash such as sha256 is reversed by trying them all in minutes; at ~35 ms a key (N=2^14, r=8,
 * measured on the build machine) that is ~1 CPU-year per salt. E-mails are guessable from leaked
 * lists the same way. The parameters are part of the keys: changing them makes every redemption new.
 */
import { scrypt } from 'node:crypto';
import { emailCanonico } from '#shared/email-canonico.js';

const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const SAL = { email: 'zapsaude:promo_redemptions:email:v1', cpf: 'zapsaude:promo_redemptions:cpf:v1' } as const;

const hashLento = (valor: string, sal: string): Promise<string> =>
  new Promise((resolve, reject) => {
    scrypt(valor, sal, 32, SCRYPT, (error, chave) => (error ? reject(error) : resolve(chave.toString('hex'))));
  });

/** The redemption key of an e-mail: its canonical form, hashed. */
export const chaveResgateEmail = async (email: string): Promise<string> => `email#${await hashLento(emailCanonico(email), SAL.email)}`;

/** The redemption key of a CPF (11 digits, as the schemas output it), hashed. */
export const chaveResgateCpf = async (cpf: string): Promise<string> => `cpf#${await hashLento(cpf.replace(/\D/g, ''), SAL.cpf)}`;

/** The redemption keys of one person: the e-mail's and, when known, the CPF's (computed in parallel). */
export function chavesResgate(email: string | undefined, cpf: string | undefined): Promise<string[]> {
  return Promise.all([...(email ? [chaveResgateEmail(email)] : []), ...(cpf ? [chaveResgateCpf(cpf)] : [])]);
}
