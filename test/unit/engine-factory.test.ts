/**
 * The engine of an environment: Bedrock through the SDK client whenever a model is configured. The
 * local stage's model is the local Bedrock runtime (infra/local/bedrock-runtime.ts), reached through
 * AWS_ENDPOINT_URL_BEDROCK_RUNTIME as the local stack sets it; failures are injected with the
 * scripted stand-in (fixtures/bedrock-stand-in.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMedico } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { configuredEngine, configuredModelId } from '#lambdas/ia/ambiente.js';
import { createConsultaEngineFromEnv, type RegistroFalhaIa } from '#lambdas/ia/engine-factory.js';
import type { RespostaInput } from '#lambdas/ia/engine.js';
import { responderOffline } from '#infra/local/offline-engine/offline-engine.js';
import { MODELO_BEDROCK_LOCAL, startBedrockRuntime, type LocalBedrockRuntime } from '#infra/local/bedrock-runtime.js';
import { startBedrockStandIn, type BedrockStandIn, type StandInAnswer } from './fixtures/bedrock-stand-in.js';

const paciente: DadosPaciente = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62,
  altura: 165,
  imc: '22,8',
  bebe: 'nao',
  fuma: 'nao',
  esporte: '',
  consultaPara: 'proprio',
  menor: false,
};

const input: RespostaInput = {
  medico: findMedico(1),
  paciente,
  historico: [{ autor: 'medico', texto: 'Olá! Qual é o principal motivo da consulta?' }],
  mensagem: 'Estou com febre e tosse, sou alérgica a dipirona',
  arquivos: [],
};

const AMBIENTE_AWS = { STAGE: 'prod', BEDROCK_MODEL_ID: 'us.anthropic.claude-sonnet-4-20250514-v1:0', AWS_REGION: 'us-east-1' };
const AMBIENTE_LOCAL = { STAGE: 'local', BEDROCK_MODEL_ID: MODELO_BEDROCK_LOCAL, AWS_REGION: 'us-east-1' };

let local: LocalBedrockRuntime;
let standIn: BedrockStandIn;
let responderStandIn: () => StandInAnswer = () => ({ stream: [] });
const endpointAnterior = process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;

beforeAll(async () => {
  local = await startBedrockRuntime();
  standIn = await startBedrockStandIn(() => responderStandIn());
  // As the local stack does: the SDK reads the endpoint from the standard variable.
  process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = local.endpoint;
});

afterAll(async () => {
  if (endpointAnterior === undefined) delete process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
  else process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = endpointAnterior;
  await Promise.all([local.close(), standIn.close()]);
});

/** The scripted stand-in's client, answering every call with `resposta`. */
function clienteRoteirizado(resposta: StandInAnswer) {
  responderStandIn = () => resposta;
  return standIn.client;
}

function registroFalso(): RegistroFalhaIa & { chamadas: Array<[string, Record<string, string>]> } {
  const chamadas: Array<[string, Record<string, string>]> = [];
  return { chamadas, warn: (mensagem, atributos) => chamadas.push([mensagem, atributos]) };
}

async function texto(iteravel: AsyncIterable<string>): Promise<string> {
  let saida = '';
  for await (const pedaco of iteravel) saida += pedaco;
  return saida;
}

describe('configuredModelId and configuredEngine', () => {
  it.each([
    [{}, undefined, null],
    [{ STAGE: 'prod' }, undefined, null],
    [{ STAGE: 'prod', BEDROCK_MODEL_ID: '  ' }, undefined, null],
    [{ STAGE: 'prod', BEDROCK_MODEL_ID: ' modelo ' }, 'modelo', 'bedrock'],
    [{ STAGE: 'local', BEDROCK_MODEL_ID: MODELO_BEDROCK_LOCAL }, MODELO_BEDROCK_LOCAL, 'bedrock'],
  ])('%j → %s, %s', (env, modelo, engine) => {
    expect(configuredModelId(env)).toBe(modelo);
    expect(configuredEngine(env)).toBe(engine);
  });
});

describe('createConsultaEngineFromEnv', () => {
  it('refuses to build an engine without a model', () => {
    expect(() => createConsultaEngineFromEnv({ STAGE: 'local' })).toThrow(/BEDROCK_MODEL_ID/);
  });

  it('answers locally through the SDK client and the local Bedrock runtime, as in AWS', async () => {
    const engine = createConsultaEngineFromEnv(AMBIENTE_LOCAL, { logger: registroFalso() });

    const resposta = await texto(engine.responder(input));

    expect(engine.nome).toBe('bedrock');
    // The offline engine's own answer to the same input, read back from the prompt.
    expect(resposta).toBe(responderOffline(input));
    expect(resposta).toMatch(/^Obrigado pelas informações\. Anotei: febre e tosse; alergia a dipirona\./);
  });

  it('records the local model as the author of the drafts', async () => {
    const engine = createConsultaEngineFromEnv(AMBIENTE_LOCAL, { logger: registroFalso() });

    const gerado = await engine.gerarRascunho({ medico: findMedico(1), paciente, historico: [...input.historico, { autor: 'paciente', texto: input.mensagem }], arquivos: [], sinaisAlerta: [], conteudoRetido: [] });

    expect(gerado.modelo).toBe(MODELO_BEDROCK_LOCAL);
    expect(gerado.rascunho.nota.subjetivo).toContain('dipirona');
  });

  it('streams Bedrock text when Bedrock answers', async () => {
    const client = clienteRoteirizado({ stream: [{ contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Resposta do modelo' } } }] });

    const engine = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registroFalso() });

    expect(await texto(engine.responder(input))).toBe('Resposta do modelo');
  });

  it('passes a Bedrock failure on as the chat\'s typed error, logging only the error name', async () => {
    const registro = registroFalso();
    const client = clienteRoteirizado({ status: 403, errorType: 'AccessDeniedException', message: 'no access to model for account 123456789012' });

    const engine = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro });

    await expect(texto(engine.responder(input))).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'acesso-negado', message: 'Erro na comunicação' });
    expect(registro.chamadas).toEqual([['Bedrock falhou', { errorName: 'AccessDeniedException', operacao: 'resposta' }]]);
    expect(JSON.stringify(registro.chamadas)).not.toMatch(/febre|dipirona|Maria|123456789012/);
  });

  it('passes on a failure in the middle of the stream after the text already produced', async () => {
    const registro = registroFalso();
    const client = clienteRoteirizado({
      stream: [
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Começo' } } },
        { exception: 'throttlingException', message: 'Too many tokens, please wait before trying again.' },
      ],
    });
    const pedacos: string[] = [];

    const consumir = async () => {
      for await (const pedaco of createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro }).responder(input)) pedacos.push(pedaco);
    };

    await expect(consumir()).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'limite' });
    expect(pedacos).toEqual(['Começo']);
    expect(registro.chamadas).toEqual([['Bedrock falhou', { errorName: 'ThrottlingException', operacao: 'resposta' }]]);
  });

  it('passes on failed drafts, logging only the error name and the operation', async () => {
    const registro = registroFalso();
    const client = clienteRoteirizado({ status: 429, errorType: 'ThrottlingException', message: 'slow' });

    const rascunho = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro }).gerarRascunho({
      medico: findMedico(1),
      paciente,
      historico: input.historico,
      arquivos: [],
      sinaisAlerta: [],
      conteudoRetido: ['Tome dipirona 500 mg.'],
    });

    await expect(rascunho).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'limite', operacao: 'rascunho' });
    expect(registro.chamadas).toEqual([['Bedrock falhou', { errorName: 'ThrottlingException', operacao: 'rascunho' }]]);
    expect(JSON.stringify(registro.chamadas)).not.toMatch(/dipirona|Maria/);
  });
});
