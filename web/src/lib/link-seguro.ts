/**
 * The secure link's address: `/chat-seguro#<token>`. The token travels in the fragment, which the
 * browser never sends to a server, so it reaches neither CloudFront's nor the WAF's logs
 * (docs/arquitetura.md#chat-tokens); the page moves it to session storage and drops the fragment.
 */
export const caminhoLinkSeguro = (token: string): string => `/chat-seguro#${encodeURIComponent(token)}`;
