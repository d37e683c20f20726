/**
 * The SES v2 half of email.ts, imported on the container's first send: `SendEmail` with the From
 * header encoded for SES, on the container's one SES v2 client (traced like every AWS client).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { remetenteCodificado, type EnviarEmail } from './email.js';
import { sdkClientConfig } from './sdk-config.js';
import { traceClient } from './tracer.js';

export function createEnvioEmail(deps: { ses: SESv2Client; remetente: string }): EnviarEmail {
  const from = remetenteCodificado(deps.remetente);
  return async (mensagem) => {
    await deps.ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [mensagem.para] },
        ...(mensagem.responderPara === undefined ? {} : { ReplyToAddresses: [mensagem.responderPara] }),
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

/** The container's SES v2 client, made on first use. */
export function sesClientFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): SESv2Client {
  sesClient ??= traceClient(new SESv2Client(sdkClientConfig(env)));
  return sesClient;
}
