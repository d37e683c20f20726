/**
 * The Bedrock engine: ConverseStream for answers (system prompt built here, on the server),
 * Converse for draft prescriptions and for the physician's drafts (temperature 0.3; the drafts as
 * JSON parsed by rascunhoClinicoSchema). Every failure becomes an IaIndisponivelError with the
 * chat's pt-BR text.
 */
import {
  ConverseCommand,
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ConverseStreamOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import { iaConfig } from '#shared/constants.js';
import { rascunhoClinicoSchema, type RascunhoClinico } from '#shared/schemas/validacao.js';
import {
  comTriagemMinima,
  IaIndisponivelError,
  type ConsultaEngine,
  type RascunhoGerado,
  type RascunhoInput,
  type MensagemHistorico,
  type MotivoFalhaIa,
  type OperacaoIa,
  type RespostaInput,
} from './engine.js';
import {
  construirPedidoRascunho,
  construirSystemPrompt,
  construirSystemPromptRascunho,
} from './system-prompt.js';

/** The one call the engine makes on Bedrock Runtime: the SDK client's `send` (Converse and ConverseStream). */
export type BedrockRuntime = Pick<BedrockRuntimeClient, 'send'>;

export interface BedrockEngineOptions {
  readonly client: BedrockRuntime;
  /** Model or inference-profile id, configured per stage. */
  readonly modelId: string;
  /** Default 4000 (iaConfig.maxTokens). */
  readonly maxTokens?: number;
  /** Default 0.7 (iaConfig.temperatura). */
  readonly temperature?: number;
  /** Default 0.3 (iaConfig.temperaturaReceita). */
  readonly temperaturaReceita?: number;
  /** Most recent transcript messages sent to the model; the patient data is in the system prompt anyway. */
  readonly maxMensagensHistorico?: number;
  /** Receives the token usage Bedrock reports for each answer or prescription (for the metrics). */
  readonly aoMedirUso?: (uso: UsoTokens) => void;
}

/** Tokens one model call consumed, as Bedrock reports them. */
export interface UsoTokens {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

function usoInformado(usage: { inputTokens?: number; outputTokens?: number } | undefined): UsoTokens | undefined {
  if (usage?.inputTokens === undefined && usage?.outputTokens === undefined) return undefined;
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/**
 * Bedrock requires the conversation to start with a user turn; the chat starts with the doctor's
 * greeting, which answers the intake form, so this stands in for the form.
 */
export const TURNO_INICIAL_PACIENTE = '[O paciente preencheu o formulário de início da consulta.]';

const MAX_MENSAGENS_HISTORICO_PADRAO = 60;

/**
 * The Converse `messages`: patient → user, doctor → assistant, blank messages dropped, consecutive
 * turns of one role merged (Bedrock requires alternation), starting with a user turn and ending
 * with the patient's message.
 */
export function construirMensagensBedrock(
  historico: readonly MensagemHistorico[],
  mensagem: string,
  maxMensagens = MAX_MENSAGENS_HISTORICO_PADRAO,
): Message[] {
  const turnos = [...historico, { autor: 'paciente' as const, texto: mensagem }]
    .map((item) => ({ role: item.autor === 'paciente' ? ('user' as const) : ('assistant' as const), text: item.texto.trim() }))
    .filter((turno) => turno.text !== '')
    .slice(-maxMensagens);
  const unidos: Array<{ role: 'user' | 'assistant'; text: string }> = [];
  for (const turno of turnos) {
    const anterior = unidos.at(-1);
    if (anterior && anterior.role === turno.role) anterior.text = `${anterior.text}\n\n${turno.text}`;
    else unidos.push({ ...turno });
  }
  if (unidos[0]?.role !== 'user') unidos.unshift({ role: 'user', text: TURNO_INICIAL_PACIENTE });
  return unidos.map((turno) => ({ role: turno.role, content: [{ text: turno.text }] }));
}

const MOTIVO_POR_ERRO: Readonly<Record<string, MotivoFalhaIa>> = {
  ThrottlingException: 'limite',
  ServiceQuotaExceededException: 'limite',
  TooManyRequestsException: 'limite',
  ValidationException: 'requisicao-invalida',
  AccessDeniedException: 'acesso-negado',
  ResourceNotFoundException: 'acesso-negado',
  UnrecognizedClientException: 'acesso-negado',
  ExpiredTokenException: 'acesso-negado',
  InvalidSignatureException: 'acesso-negado',
  CredentialsProviderError: 'acesso-negado',
  ModelErrorException: 'modelo',
  ModelTimeoutException: 'modelo',
  ModelNotReadyException: 'modelo',
  ModelStreamErrorException: 'modelo',
  ServiceUnavailableException: 'indisponivel',
  InternalServerException: 'indisponivel',
};

function nomeDoErro(erro: unknown): string {
  if (erro instanceof Error) return erro.name;
  if (typeof erro === 'object' && erro !== null && 'name' in erro && typeof erro.name === 'string') return erro.name;
  return 'desconhecido';
}

/** Maps a Bedrock or stream error to the typed AI error. */
export function paraErroIa(erro: unknown, operacao: OperacaoIa): IaIndisponivelError {
  if (erro instanceof IaIndisponivelError) return erro;
  const nome = nomeDoErro(erro);
  return new IaIndisponivelError(MOTIVO_POR_ERRO[nome] ?? 'indisponivel', operacao, { cause: erro, erroOrigem: nome });
}

function textoDoEvento(evento: ConverseStreamOutput): string | undefined {
  const delta = evento.contentBlockDelta?.delta;
  return delta !== undefined && 'text' in delta && typeof delta.text === 'string' ? delta.text : undefined;
}

/**
 * The drafts in the model's answer: the JSON object, with or without a ```json fence or words
 * around it, parsed by rascunhoClinicoSchema. Undefined when it does not parse.
 */
export function lerRascunhoDoModelo(texto: string): RascunhoClinico | undefined {
  const semCerca = texto.replace(/```(?:json)?/gi, '');
  const inicio = semCerca.indexOf('{');
  const fim = semCerca.lastIndexOf('}');
  if (inicio < 0 || fim <= inicio) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(semCerca.slice(inicio, fim + 1));
  } catch {
    return undefined;
  }
  const resultado = z.safeParse(rascunhoClinicoSchema, json);
  return resultado.success ? resultado.data : undefined;
}

const PEDIDO_CORRECAO = 'A resposta anterior não era um JSON válido no formato pedido. Responda de novo SOMENTE com o objeto JSON, exatamente no formato indicado.';

/** The Bedrock implementation of the consultation engine. */
export function createBedrockEngine(options: BedrockEngineOptions): ConsultaEngine {
  const maxTokens = options.maxTokens ?? iaConfig.maxTokens;
  const temperature = options.temperature ?? iaConfig.temperatura;
  const temperaturaReceita = options.temperaturaReceita ?? iaConfig.temperaturaReceita;
  const maxMensagens = options.maxMensagensHistorico ?? MAX_MENSAGENS_HISTORICO_PADRAO;

  async function* responder(input: RespostaInput): AsyncGenerator<string> {
    // The chat ran the triage guard on this message before calling the engine.
    const { emergencia } = input;
    const system = construirSystemPrompt({
      medico: input.medico,
      paciente: input.paciente,
      arquivos: input.arquivos,
      totalMensagens: input.historico.length + 1,
      ...(emergencia === undefined ? {} : { emergencia }),
      ...(input.triagem ? { triagem: input.triagem } : {}),
    });
    let stream: AsyncIterable<ConverseStreamOutput>;
    try {
      const resposta = await options.client.send(
        new ConverseStreamCommand({
          modelId: options.modelId,
          system: [{ text: system }],
          messages: construirMensagensBedrock(input.historico, input.mensagem, maxMensagens),
          inferenceConfig: { maxTokens, temperature },
        }),
      );
      if (!resposta.stream) throw new IaIndisponivelError('resposta-vazia', 'resposta', { erroOrigem: 'RespostaVazia' });
      stream = resposta.stream;
    } catch (erro) {
      throw paraErroIa(erro, 'resposta');
    }

    let produziu = false;
    const iterador = stream[Symbol.asyncIterator]();
    while (true) {
      let proximo: IteratorResult<ConverseStreamOutput>;
      try {
        proximo = await iterador.next();
      } catch (erro) {
        // ConverseStream reports throttling and model errors inside the stream, after a 200: the
        // SDK throws them as its named exceptions (ThrottlingException, ModelStreamErrorException...).
        throw paraErroIa(erro, 'resposta');
      }
      if (proximo.done) break;
      // ConverseStream ends with a metadata event carrying the usage.
      const uso = usoInformado(proximo.value.metadata?.usage);
      if (uso) options.aoMedirUso?.(uso);
      const texto = textoDoEvento(proximo.value);
      if (texto !== undefined && texto !== '') {
        produziu = true;
        yield texto;
      }
    }
    if (!produziu) throw new IaIndisponivelError('resposta-vazia', 'resposta', { erroOrigem: 'RespostaVazia' });
  }

  /** The text of one Converse call (non-streaming), its usage reported. */
  async function conversar(system: string, mensagens: Message[], operacao: OperacaoIa): Promise<string> {
    try {
      const resposta = await options.client.send(
        new ConverseCommand({
          modelId: options.modelId,
          system: [{ text: system }],
          messages: mensagens,
          inferenceConfig: { maxTokens, temperature: temperaturaReceita },
        }),
      );
      const uso = usoInformado(resposta.usage);
      if (uso) options.aoMedirUso?.(uso);
      return (resposta.output?.message?.content ?? [])
        .map((bloco) => ('text' in bloco && typeof bloco.text === 'string' ? bloco.text : ''))
        .join('')
        .trim();
    } catch (erro) {
      throw paraErroIa(erro, operacao);
    }
  }

  async function gerarRascunho(input: RascunhoInput): Promise<RascunhoGerado> {
    const system = construirSystemPromptRascunho(input.medico);
    const pedido: Message = { role: 'user', content: [{ text: construirPedidoRascunho(input) }] };
    const primeira = await conversar(system, [pedido], 'rascunho');
    let rascunho = lerRascunhoDoModelo(primeira);
    if (rascunho === undefined) {
      // One retry, showing the model its own answer and asking for the JSON alone.
      const segunda = await conversar(
        system,
        [pedido, { role: 'assistant', content: [{ text: primeira === '' ? '{}' : primeira }] }, { role: 'user', content: [{ text: PEDIDO_CORRECAO }] }],
        'rascunho',
      );
      rascunho = lerRascunhoDoModelo(segunda);
    }
    if (rascunho === undefined) throw new IaIndisponivelError('resposta-invalida', 'rascunho', { erroOrigem: 'RascunhoInvalido' });
    return { rascunho: comTriagemMinima(rascunho, input.triagem), modelo: options.modelId };
  }

  return { nome: 'bedrock', responder, gerarRascunho };
}
