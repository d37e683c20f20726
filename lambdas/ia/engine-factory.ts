/**
 * The consultation engine of this environment: Bedrock, through the AWS SDK's Bedrock Runtime
 * client, with the stage's model (BEDROCK_MODEL_ID), timed, its token usage and failures counted and
 * each failure logged by its name only. A failure reaches the patient as the chat's pt-BR error
 * ("Erro na comunicação") and the patient's message stays stored, to be sent again.
 *
 * The local stage runs this same code: the local stack serves Bedrock Runtime's Converse and
 * ConverseStream on loopback (infra/local/bedrock-runtime.ts, answered by the offline pt-BR engine)
 * and points the SDK at it with AWS_ENDPOINT_URL_BEDROCK_RUNTIME.
 *
 * The Bedrock half (bedrock-client.ts: the SDK client, the engine, its prompts) is imported on the
 * first model call, or earlier with `precarregarBedrock()` while a route reads the database: it is
 * the largest part of the chat Lambdas' code, and their cold import stays within the bench's budget
 * (test/bench/lambda-bundles.ts).
 */
import { logger as loggerPadrao } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { configuredModelId, type AmbienteIa } from './ambiente.js';
import type { BedrockRuntime } from './bedrock-engine.js';
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

/** The Bedrock engine and the container's client, loaded once (see the module comment). */
let bedrock: Promise<typeof import('./bedrock-client.js')> | undefined;
const carregarBedrock = (): Promise<typeof import('./bedrock-client.js')> =>
  (bedrock ??= import('./bedrock-client.js').catch((erro: unknown) => {
    bedrock = undefined;
    throw erro;
  }));

/** Starts loading the Bedrock half now, so that the first model call does not wait for it. */
export function precarregarBedrock(): void {
  carregarBedrock().catch(() => undefined);
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
  const maxTokens = Number(env.BEDROCK_MAX_TOKENS);
  let engine: Promise<ConsultaEngine> | undefined;
  const carregar = (): Promise<ConsultaEngine> =>
    (engine ??= carregarBedrock().then(({ createBedrockEngine, bedrockClientFromEnv }) =>
      createBedrockEngine({
        client: dependencias.client ?? bedrockClientFromEnv(env),
        modelId,
        ...(Number.isInteger(maxTokens) && maxTokens > 0 ? { maxTokens } : {}),
        aoMedirUso: (uso) => {
          recordMetric('aiInputTokens', uso.inputTokens);
          recordMetric('aiOutputTokens', uso.outputTokens);
        },
      }),
    ).catch((erro: unknown) => {
      engine = undefined;
      throw erro;
    }));
  const bedrockEngine: ConsultaEngine = {
    nome: 'bedrock',
    async *responder(input) {
      yield* (await carregar()).responder(input);
    },
    gerarRascunho: async (input) => (await carregar()).gerarRascunho(input),
  };
  const registro = dependencias.logger ?? loggerPadrao;
  return comMetricas(
    comFalhasRegistradas(bedrockEngine, (erro, operacao) => {
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
