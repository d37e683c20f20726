/**
 * Which consultation engine this environment answers with, decided from the environment alone, so
 * that a route that only reports it (GET /api/chat/estado) does not bundle the engines.
 */
import type { ConsultaEngine } from './engine.js';

export type AmbienteIa = Readonly<Record<string, string | undefined>>;

/** Whether this environment asks for Bedrock: a model id, and outside the local stage or with BEDROCK_ENABLED=true. */
export function bedrockConfigurado(env: AmbienteIa): boolean {
  const modelo = env.BEDROCK_MODEL_ID?.trim();
  if (!modelo) return false;
  return env.STAGE !== 'local' || env.BEDROCK_ENABLED === 'true';
}

/** The name of the engine that answers in this environment (Bedrock, with the offline engine as its fallback). */
export function motorConfigurado(env: AmbienteIa): ConsultaEngine['nome'] {
  return bedrockConfigurado(env) ? 'bedrock' : 'offline';
}
