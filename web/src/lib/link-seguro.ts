import { readText, removeKeys, writeText } from './browser-storage.js';

/**
 * The secure link's address: `/chat-seguro#<token>`. The token travels in the fragment, which the
 * browser never sends to a server, so it reaches neither CloudFront's nor the WAF's logs
 * (docs/arquitetura.md#chat-tokens); the page moves it to session storage and drops the fragment.
 */
export const caminhoLinkSeguro = (token: string): string => `/chat-seguro#${encodeURIComponent(token)}`;

const chavePendente = 'chat_token:link-seguro';

/** The token a `/chat-seguro#<token>` address carries, or undefined when it has no fragment at all. */
export function tokenDoFragmento(hash: string): string | undefined {
  if (!hash) return undefined;
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    // A fragment mangled by a mail client: no token the server could know.
    return '';
  }
}

/**
 * The secure link's token while it is validated, once the fragment has left the address: in this
 * tab's session storage, so a reload during the validation finds it again.
 */
export function guardarLinkSeguroPendente(token: string): void {
  writeText('session', chavePendente, token);
}

export function lerLinkSeguroPendente(): string | undefined {
  return readText('session', chavePendente)?.trim() || undefined;
}

export function esquecerLinkSeguroPendente(): void {
  removeKeys('session', chavePendente);
}
