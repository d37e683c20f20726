/**
 * POST /api/chat/receita (chat token in `x-chat-token`): "Gerar Receita Médica" asks the
 * consultation engine for the physician's drafts (docs/validacao-medica.md); the patient is told
 * the prescription awaits a physician. An entry of its own, so the engine is bundled only where it
 * is used.
 */
import { receitaRequestSchema } from '#shared/schemas/chat.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createConsultaEngineFromEnv, precarregarBedrock } from '../ia/engine-factory.js';
import { chatServiceOfEntry, chatToken, limitarAcessoChat } from './dependencies.js';

const MAX_BODY_BYTES = 2 * 1024;

const chatService = chatServiceOfEntry({ engine: () => createConsultaEngineFromEnv() });

export const gerarReceita = httpHandler('chat-receita', async (event) => {
  const { medicoId } = parseBody(event, receitaRequestSchema, MAX_BODY_BYTES);
  // The drafts are asked for after the reads: the engine's Bedrock half loads meanwhile.
  precarregarBedrock();
  await limitarAcessoChat(event);
  return json(201, await chatService().gerarReceita(chatToken(event), medicoId));
});
