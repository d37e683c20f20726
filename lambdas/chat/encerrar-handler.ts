/**
 * POST /api/chat/encerrar (chat token in `x-chat-token`): the end of the consultation. An entry of
 * its own because the end asks the consultation engine for the physician's drafts before the case
 * goes to the queue (docs/validacao-medica.md); the engine is bundled only where it is used.
 */
import { encerrarRequestSchema } from '#shared/schemas/chat.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createConsultaEngineFromEnv, precarregarBedrock } from '../ia/engine-factory.js';
import { chatServiceOfEntry, chatToken, limitarAcessoChat } from './dependencies.js';

const MAX_BODY_BYTES = 2 * 1024;

const chatService = chatServiceOfEntry({ engine: () => createConsultaEngineFromEnv() });

export const encerrarConsulta = httpHandler('chat-encerrar', async (event) => {
  const input = parseBody(event, encerrarRequestSchema, MAX_BODY_BYTES);
  // The drafts are asked for after the reads: the engine's Bedrock half loads meanwhile.
  precarregarBedrock();
  await limitarAcessoChat(event);
  return json(200, await chatService().encerrar(chatToken(event), input));
});
