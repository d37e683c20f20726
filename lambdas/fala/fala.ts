/**
 * The speech endpoint (POST /api/fala): Amazon Polly, pt-BR neural voices, MP3. The voice is the
 * doctor's (shared/medicos.ts) or a preset's; Camila's 'nova' by default. When Polly is not
 * configured or fails, the answer is a 503 with a pt-BR text and the SPA speaks with the browser's
 * speech synthesis instead. The text is never logged.
 */
import { SynthesizeSpeechCommand, type PollyClient } from '@aws-sdk/client-polly';
import { pollyVozDoMedico, pollyVozPorPreset, VOZ_PADRAO, type PollyVoiceId } from '#shared/medicos.js';
import { mensagensChat, type FalaRequest, type FalaResponse } from '#shared/schemas/chat.js';
import { ServiceUnavailableError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { RateLimiter } from '../common/rate-limit.js';

export interface FalaDependencies {
  /** Absent when Polly is not configured: every call answers 503 and the browser voice takes over. */
  readonly polly?: PollyClient;
  readonly rateLimiter: RateLimiter;
}

export interface FalaService {
  sintetizar(input: FalaRequest, ip: string): Promise<FalaResponse>;
}

/** The Polly voice of a request: the doctor's, else the preset's, else the default preset's. */
export function vozPolly(input: Pick<FalaRequest, 'voz' | 'medicoId'>): PollyVoiceId {
  if (input.medicoId !== undefined) return pollyVozDoMedico(input.medicoId);
  return pollyVozPorPreset[input.voz ?? VOZ_PADRAO];
}

export function createFalaService(deps: FalaDependencies): FalaService {
  const indisponivel = (cause?: unknown) => new ServiceUnavailableError(mensagensChat.falaIndisponivel, { cause });

  return {
    async sintetizar(input, ip) {
      const polly = deps.polly;
      // Checked before counting: without Polly the page learns at once to use the browser's voice.
      if (!polly) throw indisponivel();
      await deps.rateLimiter.hit('fala', ip);
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
