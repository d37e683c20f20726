/**
 * The consultation chat's HTTP routes (API Gateway) that need neither the consultation engine nor
 * the PDF renderers: POST /api/chat/intake, GET /api/chat/estado, POST /api/chat/anexos/upload
 * (chat token in `x-chat-token`) and GET /api/chat/historico (Cognito session). The streamed
 * message is stream-handler.ts, the prescription receita-handler.ts, the end encerrar-handler.ts,
 * the PDF downloads pdf-handler.ts. Tokens never appear in logs.
 */
import { anexoUploadRequestSchema, intakeRequestSchema } from '#shared/schemas/chat.js';
import { callerIdentity } from '../common/cognito-user.js';
import { UnauthorizedError } from '../common/errors.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { chatServiceOfEntry, chatToken, limitarAcessoChat, medicoIdDaQuery } from './dependencies.js';

const chatService = chatServiceOfEntry();

/** The intake form is the largest body: a few hundred bytes of fields. */
const MAX_INTAKE_BYTES = 8 * 1024;
const MAX_BODY_BYTES = 2 * 1024;

export const iniciarIntake = httpHandler('chat-intake', async (event) => {
  const { medicoId, dados } = parseBody(event, intakeRequestSchema, MAX_INTAKE_BYTES);
  await limitarAcessoChat(event);
  const { status, body } = await chatService().intake(chatToken(event), medicoId, dados);
  return json(status, body);
});

export const obterEstado = httpHandler('chat-estado', async (event) =>
  json(200, await chatService().estado(chatToken(event), await medicoIdDaQuery(event))),
);

export const iniciarUploadAnexo = httpHandler('chat-anexo-upload', async (event) => {
  const input = parseBody(event, anexoUploadRequestSchema, MAX_BODY_BYTES);
  await limitarAcessoChat(event);
  return json(201, await chatService().iniciarUploadAnexo(chatToken(event), input));
});

export const listarHistorico = httpHandler('chat-historico', async (event) => {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  return json(200, await chatService().historico(caller));
});
