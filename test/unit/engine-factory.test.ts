import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import type { BedrockRuntime } from '../../lambdas/common/aws/bedrock.js';
import { AwsError } from '../../lambdas/common/aws/client.js';
import { findMedico } from '../../shared/medicos.js';
import type { DadosPaciente } from '../../shared/schemas/consulta-chat.js';
import { bedrockConfigurado } from '../../lambdas/ia/ambiente.js';
import { createConsultaEngineFromEnv, registrarMotorLocal, type RegistroFalhaIa } from '../../lambdas/ia/engine-factory.js';
import type { RespostaInput } from '../../lambdas/ia/engine.js';
import { createOfflineEngine } from '../../infra/local/offline-engine/offline-engine.js';

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

async function* eventos(lista: readonly ConverseStreamOutput[], erroDepois?: { indice: number; erro: unknown }) {
  for (const [indice, evento] of lista.entries()) {
    if (erroDepois?.indice === indice) throw erroDepois.erro;
    yield evento;
  }
}

/** A Bedrock Runtime whose every call answers with `resposta` (its stream) or its error. */
function cliente(resposta: () => Promise<{ stream?: AsyncIterable<ConverseStreamOutput> }>): BedrockRuntime {
  return {
    converseStream: async () => (await resposta()).stream ?? eventos([]),
    converse: async () => {
      await resposta();
      return { output: { message: { role: 'assistant', content: [] } }, stopReason: 'end_turn', usage: undefined, metrics: undefined };
    },
  };
}

const erroAws = (nome: string, mensagem: string) => new AwsError(nome, `Bedrock: ${mensagem}`, { status: 400 });

function registroFalso(): RegistroFalhaIa & { chamadas: Array<[string, Record<string, string>]> } {
  const chamadas: Array<[string, Record<string, string>]> = [];
  return { chamadas, warn: (mensagem, atributos) => chamadas.push([mensagem, atributos]) };
}

async function texto(iteravel: AsyncIterable<string>): Promise<string> {
  let saida = '';
  for await (const pedaco of iteravel) saida += pedaco;
  return saida;
}

describe('bedrockConfigurado', () => {
  it.each([
    [{}, false],
    [{ STAGE: 'prod' }, false],
    [{ STAGE: 'prod', BEDROCK_MODEL_ID: '  ' }, false],
    [{ STAGE: 'prod', BEDROCK_MODEL_ID: 'modelo' }, true],
    [{ STAGE: 'local', BEDROCK_MODEL_ID: 'modelo' }, false],
    [{ STAGE: 'local', BEDROCK_MODEL_ID: 'modelo', BEDROCK_ENABLED: 'true' }, true],
  ])('%j → %s', (env, esperado) => {
    expect(bedrockConfigurado(env)).toBe(esperado);
  });
});

describe('createConsultaEngineFromEnv', () => {
  it('uses the registered local engine when no model is configured, and locally unless Bedrock is enabled', () => {
    registrarMotorLocal(createOfflineEngine);

    expect(createConsultaEngineFromEnv({}).nome).toBe('offline');
    expect(createConsultaEngineFromEnv({ STAGE: 'local', BEDROCK_MODEL_ID: 'modelo' }).nome).toBe('offline');
    expect(createConsultaEngineFromEnv(AMBIENTE_AWS, { client: cliente(async () => ({})) }).nome).toBe('bedrock');
  });

  it('streams Bedrock text when Bedrock answers', async () => {
    const client = cliente(async () => ({ stream: eventos([{ contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Resposta do modelo' } } }]) }));

    const engine = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registroFalso() });

    expect(await texto(engine.responder(input))).toBe('Resposta do modelo');
  });

  it('passes a Bedrock failure on as the chat\'s typed error, logging only the error name', async () => {
    const registro = registroFalso();
    const client = cliente(async () => {
      throw erroAws('AccessDeniedException', 'no access to model for account 123456789012');
    });

    const engine = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro });

    await expect(texto(engine.responder(input))).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'acesso-negado', message: 'Erro na comunicação' });
    expect(registro.chamadas).toEqual([['Bedrock falhou', { erro: 'AccessDeniedException', operacao: 'resposta' }]]);
    expect(JSON.stringify(registro.chamadas)).not.toMatch(/febre|dipirona|Maria|123456789012/);
  });

  it('passes on a failure in the middle of the stream after the text already produced', async () => {
    const registro = registroFalso();
    const client = cliente(async () => ({
      stream: eventos(
        [
          { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Começo' } } },
          { contentBlockDelta: { contentBlockIndex: 0, delta: { text: ' e fim' } } },
        ],
        { indice: 1, erro: erroAws('ThrottlingException', 'slow') },
      ),
    }));
    const pedacos: string[] = [];

    const consumir = async () => {
      for await (const pedaco of createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro }).responder(input)) pedacos.push(pedaco);
    };

    await expect(consumir()).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'limite' });
    expect(pedacos).toEqual(['Começo']);
    expect(registro.chamadas).toEqual([['Bedrock falhou', { erro: 'ThrottlingException', operacao: 'resposta' }]]);
  });

  it('passes on failed drafts, logging only the error name and the operation', async () => {
    const registro = registroFalso();
    const client = cliente(async () => {
      throw erroAws('ThrottlingException', 'slow');
    });

    const rascunho = createConsultaEngineFromEnv(AMBIENTE_AWS, { client, logger: registro }).gerarRascunho({
      medico: findMedico(1),
      paciente,
      historico: input.historico,
      arquivos: [],
      sinaisAlerta: [],
      conteudoRetido: ['Tome dipirona 500 mg.'],
    });

    await expect(rascunho).rejects.toMatchObject({ name: 'IaIndisponivelError', motivo: 'limite', operacao: 'rascunho' });
    expect(registro.chamadas).toEqual([['Bedrock falhou', { erro: 'ThrottlingException', operacao: 'rascunho' }]]);
    expect(JSON.stringify(registro.chamadas)).not.toMatch(/dipirona|Maria/);
  });

});
