/**
 * The consultation engine of this environment: Bedrock, through the AWS SDK's Bedrock Runtime
 * client, with the stage's model (BEDROCK_MODEL_ID), timed, its token usage and failures counted and
 * each failure logged by its name only. A failure reaches the patient as the chat's pt-BR error
 * ("Erro na comunicação") and the patient's message stays stored, to be sent again.
 *
 * The local stage runs this same code: the local stack serves Bedrock Runtime's Converse and
 * ConverseStream on loopback (infra/local/bedrock-runtime.ts, answered by the offline pt-BR engine)
 * and points the SDK at it with AWS_ENDPOINT_URL_BEDROCK_RUNTIME.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { logger as loggerPadrao } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { sdkClientConfig } from '../common/sdk-config.js';
import { traceClient } from '../common/tracer.js';
import { configuredModelId, type AmbienteIa } from './ambiente.js';
import { createBedrockEngine, type BedrockRuntime } from './bedrock-engine.js';
import {
  IaIndisponivelError,
  type ConsultaEngine,
  type OperacaoIa,
  type RascunhoGerado,
  type RascunhoInput,
  type RespostaInput,
} from './engine.js';

/** Only the upstream error's name is logged: never the patient's text (LGPD art. 11). */
export interface RegistroFalhaIa {
  warn(mensagem: string, atributos: Record<string, string>): void;
}

export interface EngineDependencies {
  /** Bedrock Runtime; default: the container's SDK client. */
  readonly client?: BedrockRuntime;
  readonly logger?: RegistroFalhaIa;
}

/** A long answer is generated for a while: this bounds the wait for each piece of it, not the whole. */
const BEDROCK_SOCKET_TIMEOUT_MS = 60_000;

let bedrockClient: BedrockRuntimeClient | undefined;

/** The container's Bedrock Runtime client, made on first use. */
function bedrockClientFromEnv(env: AmbienteIa): BedrockRuntimeClient {
  bedrockClient ??= traceClient(
    new BedrockRuntimeClient({
      ...sdkClientConfig(env),
      // The SDK's own HTTP/2 handler settings (one stream per session), with the idle bound added.
      requestHandler: { requestTimeout: BEDROCK_SOCKET_TIMEOUT_MS, disableConcurrentStreams: true },
    }),
  );
  return bedrockClient;
}

function nomeDaFalha(erro: unknown): string {
  if (erro instanceof IaIndisponivelError) return erro.erroOrigem;
  if (erro instanceof Error) return erro.name;
  return 'desconhecido';
}

/** The same engine, calling `aoFalhar` with each failure before passing it on. */
function comFalhasRegistradas(engine: ConsultaEngine, aoFalhar: (erro: unknown, operacao: OperacaoIa) => void): ConsultaEngine {
  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    try {
      yield* engine.responder(input);
    } catch (erro) {
      aoFalhar(erro, 'resposta');
      throw erro;
    }
  }

  async function gerarRascunho(input: RascunhoInput): Promise<RascunhoGerado> {
    try {
      return await engine.gerarRascunho(input);
    } catch (erro) {
      aoFalhar(erro, 'rascunho');
      throw erro;
    }
  }

  return { nome: engine.nome, responder, gerarRascunho };
}

/** The consultation engine for this environment (see the module comment). */
export function createConsultaEngineFromEnv(
  env: AmbienteIa = process.env,
  dependencias: EngineDependencies = {},
): ConsultaEngine {
  const modelId = configuredModelId(env);
  if (modelId === undefined) throw new Error('No Bedrock model is configured (BEDROCK_MODEL_ID)');
  const client = dependencias.client ?? bedrockClientFromEnv(env);
  const maxTokens = Number(env.BEDROCK_MAX_TOKENS);
  const bedrock = createBedrockEngine({
    client,
    modelId,
    ...(Number.isInteger(maxTokens) && maxTokens > 0 ? { maxTokens } : {}),
    aoMedirUso: (uso) => {
      recordMetric('aiInputTokens', uso.inputTokens);
      recordMetric('aiOutputTokens', uso.outputTokens);
    },
  });
  const registro = dependencias.logger ?? loggerPadrao;
  return comMetricas(
    comFalhasRegistradas(bedrock, (erro, operacao) => {
      recordMetric('aiFailure', 1);
      registro.warn('Bedrock falhou', { errorName: nomeDaFalha(erro), operacao });
    }),
  );
}

/**
 * The same engine, timing what the patient waits for: the first chunk of an answer and the whole
 * answer, prescription or drafts (business metrics AiFirstChunkLatency and AiResponseDuration).
 */
export function comMetricas(engine: ConsultaEngine, registrar: typeof recordMetric = recordMetric): ConsultaEngine {
  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    const inicio = Date.now();
    let primeiro = true;
    for await (const trecho of engine.responder(input)) {
      if (primeiro) {
        registrar('aiFirstChunkLatency', Date.now() - inicio);
        primeiro = false;
      }
      yield trecho;
    }
    registrar('aiResponseDuration', Date.now() - inicio);
  }

  async function gerarRascunho(input: RascunhoInput): Promise<RascunhoGerado> {
    const inicio = Date.now();
    const gerado = await engine.gerarRascunho(input);
    registrar('aiResponseDuration', Date.now() - inicio);
    return gerado;
  }

  return { nome: engine.nome, responder, gerarRascunho };
}
