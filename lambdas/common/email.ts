/**
 * Transactional e-mail through Amazon SES v2 (`SendEmail`), From = `EMAIL_REMETENTE`. In the local
 * stage the SES v2 stand-in (`AWS_ENDPOINT_URL_SESV2`, infra/local/ses.ts) keeps every message in its mailbox.
 * One client per container; e-mail addresses and bodies are never logged.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { sdkClientConfig } from './sdk-config.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface MensagemEmail {
  readonly para: string;
  readonly assunto: string;
  readonly texto: string;
  readonly html?: string;
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

export function createEnvioEmail(deps: { ses: SESv2Client; remetente: string }): EnviarEmail {
  const from = remetenteCodificado(deps.remetente);
  return async (mensagem) => {
    await deps.ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [mensagem.para] },
        Content: {
          Simple: {
            Subject: { Data: mensagem.assunto, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mensagem.texto, Charset: 'UTF-8' },
              ...(mensagem.html === undefined ? {} : { Html: { Data: mensagem.html, Charset: 'UTF-8' } }),
            },
          },
        },
      }),
    );
  };
}

let sesClient: SESv2Client | undefined;
let envioPadrao: EnviarEmail | undefined;

/**
 * The container's sender: SES v2 in the Lambda's region, or the local stand-in. The SDK is imported
 * with the module: measured with the bench (test/bench/lambda-bundles.ts), loading it with
 * `await import()` on the first send left the cold import of the Lambdas that send e-mail as it was
 * (esbuild keeps the whole client in a lazily evaluated module) and only delayed that first send.
 */
export function envioEmailFromEnv(env: Env = process.env): EnviarEmail {
  if (envioPadrao) return envioPadrao;
  const remetente = env.EMAIL_REMETENTE?.trim();
  if (!remetente) throw new Error('Missing environment variable EMAIL_REMETENTE');
  sesClient ??= new SESv2Client(sdkClientConfig(env));
  envioPadrao = createEnvioEmail({ ses: sesClient, remetente });
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
