/**
 * POST /api/chat/mensagens: sends the patient's message and reads the doctor's answer as NDJSON
 * events as they arrive (shared/chat-stream.ts). In AWS the route is a Lambda Function URL behind
 * CloudFront with origin access control, which signs only requests that carry the body's SHA-256
 * in `x-amz-content-sha256`; the header is sent everywhere, so the local stage runs the same code.
 */
import { lerEventosChat, type EventoChat } from '#shared/chat-stream.js';
import { mensagens } from '#shared/messages.js';
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import { ApiRequestError } from '#web/lib/api-client.js';
import { toastDoErro } from '#web/lib/api-errors.js';
import type { ChatCredencial } from './consulta-chat.js';

/** A refusal before the answer started (access, size, rate, count, time): nothing was stored. */
export class EnvioRecusadoError extends Error {
  constructor(
    readonly status: number,
    readonly titulo: string,
    readonly descricao: string,
  ) {
    super(titulo);
    this.name = 'EnvioRecusadoError';
  }
}

/** Hex SHA-256 of the exact body bytes. */
export async function sha256Hex(corpo: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(corpo));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}


export interface EnvioMensagem {
  readonly texto: string;
  readonly arquivos: readonly string[];
  /** "Tentar novamente": the stored message whose answer failed is answered, not stored again. */
  readonly reenvio?: { readonly mensagemPacienteId?: string };
}

/**
 * Sends one message and yields the answer's events. Throws EnvioRecusadoError when the server
 * refused the message before storing it, and a network failure as the communication error.
 */
export async function* enviarMensagem(c: ChatCredencial, envio: EnvioMensagem, signal?: AbortSignal): AsyncGenerator<EventoChat> {
  const corpo = JSON.stringify({
    medicoId: c.medicoId,
    texto: envio.texto,
    ...(envio.arquivos.length > 0 ? { arquivos: envio.arquivos } : {}),
    ...(envio.reenvio ? { reenvio: envio.reenvio } : {}),
  });
  let resposta: Response;
  try {
    resposta = await fetch('/api/chat/mensagens', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CHAT_TOKEN_HEADER]: c.token,
        'x-amz-content-sha256': await sha256Hex(corpo),
      },
      body: corpo,
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new EnvioRecusadoError(0, mensagens.envio.erroComunicacao, mensagens.envio.erroEnviar.descricao);
  }
  const tipo = resposta.headers.get('content-type') ?? '';
  if (!resposta.ok || !tipo.includes('ndjson') || !resposta.body) {
    const json = (await resposta.json().catch(() => undefined)) as { error?: string; descricao?: string } | undefined;
    // The same toast as any refused call: the server's title and reason, or the sending toast around its text.
    const toast = toastDoErro(json?.error ? new ApiRequestError(resposta.status, json.error, json.descricao) : undefined, mensagens.envio.erroEnviar);
    throw new EnvioRecusadoError(resposta.status, toast.titulo, toast.descricao);
  }
  try {
    yield* lerEventosChat(resposta.body);
  } catch {
    // The connection broke mid-answer: the patient's message is stored, the answer may be too.
    yield { tipo: 'erro', error: mensagens.envio.erroComunicacao, descricao: mensagens.envio.erroEnviar.descricao };
  }
}
