/**
 * The speech endpoint (POST /api/fala): Amazon Polly, pt-BR neural voices, MP3.
 *
 * Who may use which voice: anyone, Camila's (the support assistant speaks to anonymous visitors on
 * the public site); a doctor's voice, or any other preset, only with a live chat token of that
 * consultation (`x-chat-token`), so the public route cannot be used as a free text-to-speech
 * service in every voice. Every call is counted per IP first (rate_limits, scope `fala`) and the
 * text is bounded by the shared schema.
 *
 * When Polly is not configured or fails, the answer is a 503 with a pt-BR text and the SPA speaks
 * with the browser's speech synthesis instead. The text is never logged.
 */
import { SynthesizeSpeechCommand, type PollyClient } from '@aws-sdk/client-polly';
import { pollyVozDoMedico, pollyVozPorPreset, VOZ_PADRAO, type PollyVoiceId } from '#shared/medicos.js';
import { mensagensChat, type FalaRequest, type FalaResponse } from '#shared/schemas/chat.js';
import { ServiceUnavailableError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { RateLimiter } from '../common/rate-limit.js';

/** Camila's preset: Polly's pt-BR female neural voice 'Camila', the only one open to anonymous callers. */
export const VOZ_CAMILA = 'nova' as const;

/**
 * Checks the caller's chat token for a doctor's voice (`medicoId`, when the request names one):
 * resolves when the token gives access, throws the 401 or 403 of the chat otherwise.
 */
export type AutorizarVoz = (token: string | undefined, medicoId: number | undefined) => Promise<void>;

export interface FalaDependencies {
  /** Absent when Polly is not configured: every call answers 503 and the browser voice takes over. */
  readonly polly?: PollyClient;
  readonly rateLimiter: RateLimiter;
  readonly autorizarVoz: AutorizarVoz;
}

/** Who is asking: the address the limit counts, and the chat token when the page has one. */
export interface OrigemFala {
  readonly ip: string;
  readonly chatToken?: string;
}

export interface FalaService {
  sintetizar(input: FalaRequest, origem: OrigemFala): Promise<FalaResponse>;
}

/** The Polly voice of a request: the doctor's, else the preset's, else the default preset's. */
export function vozPolly(input: Pick<FalaRequest, 'voz' | 'medicoId'>): PollyVoiceId {
  if (input.medicoId !== undefined) return pollyVozDoMedico(input.medicoId);
  return pollyVozPorPreset[input.voz ?? VOZ_PADRAO];
}

/** Whether a request asks for Camila's voice only (no doctor, her preset or none): open to anyone. */
export function pedeVozDaCamila(input: Pick<FalaRequest, 'voz' | 'medicoId'>): boolean {
  return input.medicoId === undefined && (input.voz ?? VOZ_PADRAO) === VOZ_CAMILA;
}

export function createFalaService(deps: FalaDependencies): FalaService {
  const indisponivel = (cause?: unknown) => new ServiceUnavailableError(mensagensChat.falaIndisponivel, { cause });

  return {
    async sintetizar(input, origem) {
      const polly = deps.polly;
      // Checked before counting: without Polly the page learns at once to use the browser's voice.
      if (!polly) throw indisponivel();
      // Counted before the token lookup, so guessing tokens here meets the 429 too.
      await deps.rateLimiter.hit('fala', origem.ip);
      if (!pedeVozDaCamila(input)) await deps.autorizarVoz(origem.chatToken, input.medicoId);
      let audio: Uint8Array | undefined;
      try {
        const resposta = await polly.send(
          new SynthesizeSpeechCommand({
            Engine: 'neural',
            LanguageCode: 'pt-BR',
            VoiceId: vozPolly(input),
            OutputFormat: 'mp3',
            TextType: 'text',
            Text: input.texto,
          }),
        );
        audio = await resposta.AudioStream?.transformToByteArray();
      } catch (error) {
        logger.warn('speech synthesis failed', { errorName: error instanceof Error ? error.name : typeof error });
        throw indisponivel(error);
      }
      if (!audio || audio.length === 0) {
        logger.warn('speech synthesis returned no audio', {});
        throw indisponivel();
      }
      return { audioContent: Buffer.from(audio).toString('base64'), contentType: 'audio/mpeg' };
    },
  };
}
