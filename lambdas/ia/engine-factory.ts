/**
 * Chooses the consultation engine from the environment: Bedrock when a model is configured (and,
 * in the local stage, explicitly enabled), with the offline engine as the fallback whenever Bedrock
 * fails before its first chunk; otherwise the offline engine.
 */
import { createBedrockRuntimeFromEnv, type BedrockRuntime } from '../common/aws/bedrock.js';
import { logger as loggerPadrao } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { bedrockConfigurado, type AmbienteIa } from './ambiente.js';
import { createBedrockEngine } from './bedrock-engine.js';
import { IaIndisponivelError, type ConsultaEngine, type OperacaoIa, type ReceitaInput, type RespostaInput } from './engine.js';
import { createOfflineEngine } from './offline-engine.js';

/** Only the upstream error's name is logged: never the patient's text (LGPD art. 11). */
export interface RegistroFalhaIa {
  warn(mensagem: string, atributos: Record<string, string>): void;
}

export interface DependenciasFabrica {
  readonly client?: BedrockRuntime;
  readonly logger?: RegistroFalhaIa;
  readonly offline?: ConsultaEngine;
}

function nomeDaFalha(erro: unknown): string {
  if (erro instanceof IaIndisponivelError) return erro.erroOrigem;
  if (erro instanceof Error) return erro.name;
  return 'desconhecido';
}

/**
 * An engine that answers with `principal` and switches to `reserva` when `principal` fails before
 * producing anything. A failure after the first chunk is rethrown: mixing two answers would be
 * incoherent, and the chat keeps the patient's message to retry.
 */
export function comReserva(
  principal: ConsultaEngine,
  reserva: ConsultaEngine,
  aoFalhar: (erro: unknown, operacao: OperacaoIa) => void,
): ConsultaEngine {
  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    const iterador = principal.responder(input)[Symbol.asyncIterator]();
    let primeiro: IteratorResult<string>;
    try {
      primeiro = await iterador.next();
    } catch (erro) {
      aoFalhar(erro, 'resposta');
      yield* reserva.responder(input);
      return;
    }
    try {
      let atual = primeiro;
      while (!atual.done) {
        yield atual.value;
        atual = await iterador.next();
      }
    } finally {
      await iterador.return?.();
    }
  }

  async function gerarReceita(input: ReceitaInput): Promise<string> {
    try {
      return await principal.gerarReceita(input);
    } catch (erro) {
      aoFalhar(erro, 'receita');
      return reserva.gerarReceita(input);
    }
  }

  return { nome: principal.nome, responder, gerarReceita };
}

/** The consultation engine for this environment (see the module comment). */
export function createConsultaEngineFromEnv(
  env: AmbienteIa = process.env,
  dependencias: DependenciasFabrica = {},
): ConsultaEngine {
  const offline = dependencias.offline ?? createOfflineEngine();
  if (!bedrockConfigurado(env)) return offline;
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
    comReserva(bedrock, offline, (erro, operacao) => {
      recordMetric('aiFallback', 1);
      registro.warn('Bedrock falhou; resposta pelo motor offline', { erro: nomeDaFalha(erro), operacao });
    }),
  );
}

/**
 * The same engine, timing what the patient waits for: the first chunk of an answer and the whole
 * answer or prescription (business metrics AiFirstChunkLatency and AiResponseDuration).
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

  async function gerarReceita(input: ReceitaInput): Promise<string> {
    const inicio = Date.now();
    const texto = await engine.gerarReceita(input);
    registrar('aiResponseDuration', Date.now() - inicio);
    return texto;
  }

  return { nome: engine.nome, responder, gerarReceita };
}
