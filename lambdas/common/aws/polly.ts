/**
 * Amazon Polly's SynthesizeSpeech (REST-JSON: POST /v1/speech, the audio as the answer's body).
 */
import { createAwsServiceFromEnv, type AwsService } from './client.js';

export interface SynthesizeSpeechInput {
  readonly Engine: 'neural' | 'standard' | 'long-form' | 'generative';
  readonly LanguageCode: string;
  readonly VoiceId: string;
  readonly OutputFormat: 'mp3' | 'ogg_vorbis' | 'pcm';
  readonly TextType: 'text' | 'ssml';
  readonly Text: string;
}

export interface Polly {
  /** The synthesised audio, whole. */
  synthesizeSpeech(input: SynthesizeSpeechInput): Promise<Uint8Array>;
}

export function createPolly(service: AwsService): Polly {
  return {
    async synthesizeSpeech(input) {
      const { body } = await service.send({
        operation: 'SynthesizeSpeech',
        path: '/v1/speech',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return new Uint8Array(body);
    },
  };
}

/** Polly in POLLY_REGION (or the Lambda's region), with its role. */
export function createPollyFromEnv(env: NodeJS.ProcessEnv = process.env, options: { maxAttempts?: number } = {}): Polly {
  return createPolly(
    createAwsServiceFromEnv(env, {
      signingName: 'polly',
      traceName: 'Polly',
      endpointId: 'POLLY',
      regionalEndpoint: (region) => `https://polly.${region}.amazonaws.com`,
      ...(env.POLLY_REGION ? { region: env.POLLY_REGION } : {}),
      ...options,
    }),
  );
}
