/**
 * Which consultation engine this environment answers with, decided from the environment alone, so
 * that a route that only reports it (GET /api/chat/estado) does not bundle the engine.
 */
import type { ConsultaEngine } from './engine.js';

export type AmbienteIa = Readonly<Record<string, string | undefined>>;

/** The Bedrock model (or inference profile) of this environment, if one is configured. */
export function configuredModelId(env: AmbienteIa): string | undefined {
  const modelo = env.BEDROCK_MODEL_ID?.trim();
  return modelo ? modelo : undefined;
}

/** The engine that answers in this environment: Bedrock when a model is configured (the local stack configures its own), else none. */
export function configuredEngine(env: AmbienteIa): ConsultaEngine['nome'] | null {
  return configuredModelId(env) === undefined ? null : 'bedrock';
}
