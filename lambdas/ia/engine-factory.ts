/**
 * Chooses the consultation engine from the environment.
 *
 * In AWS: Bedrock with the stage's model, timed, its token usage and failures counted and each
 * failure logged by its name only. A failure reaches the patient as the chat's pt-BR error
 * ("Erro na comunicação", site-and-accounts §5 and journeys §8) and the patient's message stays
 * stored, to be sent again.
 *
 * Where no Bedrock model is configured (the local stage, DESIGN §2) the engine is the stand-in
 * for Bedrock that the local stack registers: the offline pt-BR engine of infra/local, which is
 * never bundled into a Lambda (it is local tooling, like DynamoDB Local).
 */
import { createBedrockRuntimeFromEnv, type BedrockRuntime } from '../common/aws/bedrock.js';
import { logger as loggerPadrao } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { bedrockConfigurado, type AmbienteIa } from './ambiente.js';
import { createBedrockEngine } from './bedrock-engine.js';
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

export interface DependenciasFabrica {
  readonly client?: BedrockRuntime;
  readonly logger?: RegistroFalhaIa;
}

let motorLocal: (() => ConsultaEngine) | undefined;

/** Registers the local stack's stand-in for Bedrock (infra/local/stack.ts does, before serving the handlers). */
export function registrarMotorLocal(fabrica: () => ConsultaEngine): void {
  motorLocal = fabrica;
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
  dependencias: DependenciasFabrica = {},
): ConsultaEngine {
  if (!bedrockConfigurado(env)) {
    if (!motorLocal) throw new Error('No Bedrock model is configured (BEDROCK_MODEL_ID) and no local engine is registered');
    return motorLocal();
  }
  const client = dependencias.client ?? createBedrockRuntimeFromEnv(env);
  const maxTokens = Number(env.BEDROCK_MAX_TOKENS);
  const bedrock = createBedrockEngine({
    client,
    modelId: (env.BEDROCK_MODEL_ID ?? '').trim(),
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
      registro.warn('Bedrock falhou', { erro: nomeDaFalha(erro), operacao });
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
