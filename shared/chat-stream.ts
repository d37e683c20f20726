/**
 * The wire format of the doctor's streamed answer (POST /api/chat/mensagens): newline-delimited
 * JSON (`application/x-ndjson`), one event per line, written by the Lambda as the model produces
 * text and read by the SPA as it arrives. Order: `emergencia` first when the triage guard found an
 * emergency (the banner shows whatever the model says), then `triagem` when the consultation's
 * level rose (docs/triagem.md), then `texto` chunks, then exactly one `fim` (the answer was stored)
 * or `erro` (the model failed; the patient's message stays stored).
 */
import * as z from 'zod/mini';
import { lazySchema } from './schemas/lazy-schema.js';
import { tiposEmergencia } from './emergencia.js';
import { mensagens } from './messages.js';
import { triagemSchema } from './schemas/validacao.js';

/** Content type of the stream. */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/** Response header that also carries the red flag's type, for clients that look before reading the body. */
export const EMERGENCIA_HEADER = 'x-emergencia';

export const eventoChatSchema = lazySchema(() => z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('emergencia'),
    emergencia: z.object({ tipo: z.enum(tiposEmergencia), titulo: z.string(), orientacao: z.string() }),
  }),
  /** The consultation's triage level rose (or was first assessed): the page shows the new orientation. */
  z.object({ tipo: z.literal('triagem'), triagem: triagemSchema }),
  z.object({ tipo: z.literal('texto'), texto: z.string() }),
  z.object({
    tipo: z.literal('fim'),
    /** The stored doctor answer. */
    mensagemId: z.string(),
    seq: z.number().check(z.int()),
    /** The stored patient message it answers. */
    mensagemPacienteId: z.string(),
  }),
  z.object({
    tipo: z.literal('erro'),
    /** Toast title, e.g. 'Erro na comunicação' or 'Erro ao enviar mensagem'. */
    error: z.string(),
    descricao: z.optional(z.string()),
    mensagemPacienteId: z.optional(z.string()),
  }),
]));

export type EventoChat = z.infer<typeof eventoChatSchema>;

/** One event as one line of the stream. */
export function serializarEvento(evento: EventoChat): string {
  return `${JSON.stringify(evento)}\n`;
}

/** What a line that is not a valid event becomes: the chat's communication error. */
const eventoIlegivel: EventoChat = { tipo: 'erro', error: mensagens.envio.erroComunicacao };

function lerLinha(linha: string): EventoChat | undefined {
  if (linha.trim() === '') return undefined;
  try {
    const resultado = eventoChatSchema.safeParse(JSON.parse(linha));
    return resultado.success ? resultado.data : eventoIlegivel;
  } catch {
    return eventoIlegivel;
  }
}

export interface LeitorEventosChat {
  /** Feeds a piece of text as received (lines may be split anywhere); returns the complete events. */
  push(pedaco: string): EventoChat[];
  /** The event of a last line without its newline, if any. */
  end(): EventoChat[];
}

/** An incremental NDJSON reader: chunk boundaries need not match line boundaries. */
export function createLeitorEventosChat(): LeitorEventosChat {
  let resto = '';
  return {
    push(pedaco) {
      resto += pedaco;
      const linhas = resto.split('\n');
      resto = linhas.pop() ?? '';
      return linhas.map(lerLinha).filter((evento): evento is EventoChat => evento !== undefined);
    },
    end() {
      const ultimo = lerLinha(resto);
      resto = '';
      return ultimo === undefined ? [] : [ultimo];
    },
  };
}

/** The events of a response body as they arrive (fetch's `response.body` or any byte iterable). */
export async function* lerEventosChat(corpo: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<EventoChat> {
  const decoder = new TextDecoder();
  const leitor = createLeitorEventosChat();
  if ('getReader' in corpo) {
    const reader = corpo.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yield* leitor.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    for await (const pedaco of corpo) yield* leitor.push(decoder.decode(pedaco, { stream: true }));
  }
  yield* leitor.push(decoder.decode());
  yield* leitor.end();
}
