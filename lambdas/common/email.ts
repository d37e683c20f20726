/**
 * Transactional e-mail through Amazon SES v2 (`SendEmail`), From = `EMAIL_REMETENTE`. In the local
 * stage the SES v2 stand-in (`AWS_ENDPOINT_URL_SESV2`, infra/local/ses.ts) keeps every message in its mailbox.
 * One client per container; e-mail addresses and bodies are never logged.
 */

type Env = Readonly<Record<string, string | undefined>>;

export interface MensagemEmail {
  readonly para: string;
  readonly assunto: string;
  readonly texto: string;
  readonly html?: string;
  /** Reply-To: where an answer goes (the contact form's sender), when not to the From. */
  readonly responderPara?: string;
}

export type EnviarEmail = (mensagem: MensagemEmail) => Promise<void>;

/**
 * RFC 2047: a display name with non-ASCII characters ("ZapSaúde") goes as a UTF-8 encoded-word,
 * which SES requires of the From header; a plain address passes unchanged.
 */
export function remetenteCodificado(remetente: string): string {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(remetente);
  if (!match) return remetente.trim();
  const [, nome = '', endereco = ''] = match;
  const semAspas = nome.replace(/^"(.*)"$/, '$1');
  if (semAspas === '') return endereco;
  if (/^[\x20-\x7e]*$/.test(semAspas)) return `"${semAspas.replace(/["\\]/g, '\\$&')}" <${endereco}>`;
  return `=?UTF-8?B?${Buffer.from(semAspas, 'utf8').toString('base64')}?= <${endereco}>`;
}

let envioPadrao: EnviarEmail | undefined;

/**
 * The container's sender: SES v2 in the Lambda's region, or the local stand-in. The SES SDK
 * (ses-envio.ts) is imported on the first send, not with this module: the handlers that send e-mail
 * do it after their reads and writes, and their cold import stays within the bench's budget
 * (test/bench/lambda-bundles.ts).
 */
export function envioEmailFromEnv(env: Env = process.env): EnviarEmail {
  if (envioPadrao) return envioPadrao;
  const remetente = env.EMAIL_REMETENTE?.trim();
  if (!remetente) throw new Error('Missing environment variable EMAIL_REMETENTE');
  let envio: Promise<EnviarEmail> | undefined;
  envioPadrao = async (mensagem) => {
    envio ??= import('./ses-envio.js').then(
      ({ createEnvioEmail, sesClientFromEnv }) => createEnvioEmail({ ses: sesClientFromEnv(env), remetente }),
      (error: unknown) => {
        envio = undefined;
        throw error;
      },
    );
    await (await envio)(mensagem);
  };
  return envioPadrao;
}

/** Sends one e-mail with the container's sender. */
export function enviarEmail(mensagem: MensagemEmail): Promise<void> {
  return envioEmailFromEnv()(mensagem);
}

/** Text placed inside an HTML body: the five characters HTML gives meaning to, escaped. */
export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
