/**
 * POST /api/chat/mensagens: the patient's message and the doctor's answer, streamed as NDJSON
 * (shared/chat-stream.ts). In AWS this route is a Lambda Function URL in RESPONSE_STREAM mode behind
 * CloudFront (route `streaming: true`); locally the API server calls the same export with a
 * writable bound to the HTTP response. Errors before the answer starts (access, size, rate, count,
 * attachments) are ordinary JSON answers with their status; once streaming, a failure is an
 * `erro` event and the patient's message stays stored.
 */
import { CHAT_STREAM_CONTENT_TYPE, EMERGENCIA_HEADER, serializarEvento } from '#shared/chat-stream.js';
import { mensagens } from '#shared/messages.js';
import { enviarMensagemRequestSchema } from '#shared/schemas/chat.js';
import { BadRequestError } from '../common/errors.js';
import { parseBody, type HttpEvent } from '../common/http.js';
import { logger } from '../common/logger.js';
import {
  endStream,
  httpResponseStreamFrom,
  streamifyResponse,
  writeChunk,
  writeErrorResponse,
  type StreamingHandler,
} from '../common/streaming.js';
import { createConsultaEngineFromEnv, precarregarBedrock } from '../ia/engine-factory.js';
import type { ChatService, GuardaTriagem } from './chat.js';
import { chatServiceOfEntry, chatToken, limitarAcessoChat } from './dependencies.js';

/** 2000 characters of up to 4 bytes each, JSON escaping and five attachment keys. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The streaming handler over any chat service (the export below uses the container's own) and a
 * per-IP cap counted before the token is looked up.
 */
export function createEnviarMensagemHandler(
  service: () => ChatService,
  limitar: (event: HttpEvent) => Promise<void> = async () => undefined,
): StreamingHandler {
  return async (event, responseStream) => {
    let preparado;
    try {
      let input;
      try {
        input = parseBody(event, enviarMensagemRequestSchema, MAX_BODY_BYTES);
      } catch (error) {
        // Every refusal of a message reads as the sending toast (docs/regras-do-produto.md#the-chat) with its reason.
        if (error instanceof BadRequestError) throw new BadRequestError(mensagens.envio.erroEnviar.titulo, { descricao: error.message, cause: error });
        throw error;
      }
      await limitar(event);
      preparado = await service().enviarMensagem(chatToken(event), input);
    } catch (error) {
      await writeErrorResponse(responseStream, error, 'chat-mensagens');
      return;
    }

    const stream = httpResponseStreamFrom(responseStream, {
      statusCode: 200,
      headers: {
        'content-type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...(preparado.emergencia ? { [EMERGENCIA_HEADER]: preparado.emergencia.tipo } : {}),
      },
    });
    try {
      // Consumed to the end even if the patient left: the answer is still stored for the re-entry.
      for await (const evento of preparado.eventos) await writeChunk(stream, serializarEvento(evento));
    } catch (error) {
      logger.error('chat stream failed', { errorName: error instanceof Error ? error.name : typeof error });
      await writeChunk(
        stream,
        serializarEvento({ tipo: 'erro', error: mensagens.envio.erroComunicacao, mensagemPacienteId: preparado.mensagemPacienteId }),
      );
    }
    await endStream(stream);
  };
}

let guarda: Promise<GuardaTriagem> | undefined;

/**
 * The triage catalogue and the Bedrock half of the engine are the two largest parts of this
 * Lambda's code: they are imported while the first send reads the database, not with the cold start
 * (test/bench/lambda-bundles.ts holds it to 80 ms).
 */
const carregarTriagem = (): Promise<GuardaTriagem> =>
  (guarda ??= import('#shared/triagem/index.js').then(
    ({ avaliarTriagem, emergenciaDoEnvio }) => ({ avaliar: avaliarTriagem, emergenciaDoEnvio }),
    (erro: unknown) => {
      guarda = undefined;
      throw erro;
    },
  ));

export const enviarMensagem = streamifyResponse(
  createEnviarMensagemHandler(
    chatServiceOfEntry({ engine: () => createConsultaEngineFromEnv(), triagem: carregarTriagem }),
    async (event) => {
      // The engine is called after the send's reads and writes: it loads meanwhile.
      precarregarBedrock();
      await limitarAcessoChat(event);
    },
  ),
);
