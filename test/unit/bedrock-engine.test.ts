import {
  AccessDeniedException,
  ConverseCommand,
  ConverseStreamCommand,
  ModelStreamErrorException,
  ThrottlingException,
  ValidationException,
  type BedrockRuntimeClient,
  type ConverseCommandOutput,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { findMedico } from '../../shared/medicos.js';
import { mensagens } from '../../shared/messages.js';
import type { DadosPaciente } from '../../shared/schemas/consulta-chat.js';
import { construirMensagensBedrock, createBedrockEngine, TURNO_INICIAL_PACIENTE } from '../../lambdas/ia/bedrock-engine.js';
import { CABECALHO_RASCUNHO_RECEITA, IaIndisponivelError, type MensagemHistorico, type RespostaInput } from '../../lambdas/ia/engine.js';

const MODEL_ID = 'us.anthropic.claude-sonnet-4-20250514-v1:0';

const paciente: DadosPaciente = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62.5,
  altura: 165,
  imc: '23,0',
  bebe: 'nao',
  fuma: 'parou',
  esporte: 'corrida',
  consultaPara: 'proprio',
  menor: false,
};

const historico: MensagemHistorico[] = [
  { autor: 'medico', texto: 'Olá, Maria! Recebi seus dados. Qual é o motivo da consulta?' },
  { autor: 'paciente', texto: 'Estou com febre' },
  { autor: 'paciente', texto: 'e dor no corpo' },
  { autor: 'medico', texto: 'Desde quando?' },
  { autor: 'paciente', texto: '   ' },
];

const input: RespostaInput = {
  medico: findMedico(1),
  paciente,
  historico,
  mensagem: 'Há 3 dias, nota 7.',
  arquivos: ['hemograma.pdf'],
};

// Recorded from a ConverseStream call (anthropic model, us-east-1), ids and timings kept.
const eventosGravados: ConverseStreamOutput[] = [
  { messageStart: { role: 'assistant' } },
  { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Entendi, febre' } } },
  { contentBlockDelta: { contentBlockIndex: 0, delta: { text: ' e dor no corpo há 3 dias,' } } },
  { contentBlockDelta: { contentBlockIndex: 0, delta: { text: ' com intensidade 7.' } } },
  { contentBlockDelta: { contentBlockIndex: 0, delta: { text: ' Você notou tosse ou coriza?' } } },
  { contentBlockStop: { contentBlockIndex: 0 } },
  { messageStop: { stopReason: 'end_turn' } },
  { metadata: { usage: { inputTokens: 1184, outputTokens: 41, totalTokens: 1225 }, metrics: { latencyMs: 1532 } } },
];

async function* stream(eventos: readonly ConverseStreamOutput[], falha?: { depois: number; erro: unknown }): AsyncGenerator<ConverseStreamOutput> {
  for (const [indice, evento] of eventos.entries()) {
    if (falha && indice === falha.depois) throw falha.erro;
    yield evento;
  }
}

/** A client whose `send` records the command and answers like the SDK does. */
function clienteFalso(responder: (comando: unknown) => Promise<unknown>): { client: BedrockRuntimeClient; comandos: unknown[] } {
  const comandos: unknown[] = [];
  const client = {
    send: async (comando: unknown) => {
      comandos.push(comando);
      return responder(comando);
    },
  } as unknown as BedrockRuntimeClient;
  return { client, comandos };
}

async function coletar(iteravel: AsyncIterable<string>): Promise<{ pedacos: string[]; erro?: unknown }> {
  const pedacos: string[] = [];
  try {
    for await (const pedaco of iteravel) pedacos.push(pedaco);
  } catch (erro) {
    return { pedacos, erro };
  }
  return { pedacos };
}

describe('createBedrockEngine: ConverseStream request', () => {
  it('sends the model, the server-built system prompt, alternating messages and the inference config', async () => {
    const { client, comandos } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventosGravados) }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    await coletar(engine.responder(input));

    expect(comandos).toHaveLength(1);
    const comando = comandos[0];
    expect(comando).toBeInstanceOf(ConverseStreamCommand);
    const pedido = (comando as ConverseStreamCommand).input;
    expect(pedido.modelId).toBe(MODEL_ID);
    expect(pedido.inferenceConfig).toEqual({ maxTokens: 4000, temperature: 0.7 });
    expect(pedido.system).toHaveLength(1);
    const system = pedido.system?.[0] && 'text' in pedido.system[0] ? pedido.system[0].text : '';
    expect(system).toContain('Você é Dr. Rafael Monteiro, médico virtual de inteligência artificial da ZapSaúde, na especialidade Clínica Geral');
    expect(system).toContain('- Peso: 62,5 kg; altura: 165 cm; IMC: 23,0');
    expect(system).toContain('- hemograma.pdf');
    expect(system).toContain('NÃO se apresente de novo');
    expect(system).toContain('a conversa tem 6 mensagens');
    expect(pedido.messages).toEqual([
      { role: 'user', content: [{ text: TURNO_INICIAL_PACIENTE }] },
      { role: 'assistant', content: [{ text: 'Olá, Maria! Recebi seus dados. Qual é o motivo da consulta?' }] },
      { role: 'user', content: [{ text: 'Estou com febre\n\ne dor no corpo' }] },
      { role: 'assistant', content: [{ text: 'Desde quando?' }] },
      { role: 'user', content: [{ text: 'Há 3 dias, nota 7.' }] },
    ]);
  });

  it('honours the configured limits', async () => {
    const { client, comandos } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventosGravados) }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID, maxTokens: 1000, temperature: 0.5 });

    await coletar(engine.responder(input));

    expect((comandos[0] as ConverseStreamCommand).input.inferenceConfig).toEqual({ maxTokens: 1000, temperature: 0.5 });
  });

  it('tells the model about a red flag found in the message', async () => {
    const { client, comandos } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventosGravados) }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    await coletar(engine.responder({ ...input, mensagem: 'Agora estou com dor no peito' }));

    const system = (comandos[0] as ConverseStreamCommand).input.system?.[0];
    expect(system && 'text' in system ? system.text : '').toMatch(/ALERTA DO SISTEMA: .*\(cardiaca\).*SAMU 192/s);
  });
});

describe('createBedrockEngine: stream parsing', () => {
  it('yields the text deltas of the recorded events, in order', async () => {
    const { client } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventosGravados) }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    const { pedacos, erro } = await coletar(engine.responder(input));

    expect(erro).toBeUndefined();
    expect(pedacos).toEqual(['Entendi, febre', ' e dor no corpo há 3 dias,', ' com intensidade 7.', ' Você notou tosse ou coriza?']);
    expect(engine.nome).toBe('bedrock');
  });

  it('turns a throttlingException thrown mid-stream into the pt-BR sending error, after the chunks already produced', async () => {
    const erroSdk = new ThrottlingException({ message: 'Too many tokens, please wait before trying again.', $metadata: {} });
    const { client } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventosGravados, { depois: 3, erro: erroSdk }) }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    const { pedacos, erro } = await coletar(engine.responder(input));

    expect(pedacos).toEqual(['Entendi, febre', ' e dor no corpo há 3 dias,']);
    expect(erro).toBeInstanceOf(IaIndisponivelError);
    expect(erro).toMatchObject({
      motivo: 'limite',
      status: 429,
      retentavel: true,
      erroOrigem: 'ThrottlingException',
      message: mensagens.envio.erroEnviar.titulo,
      descricao: mensagens.envio.erroEnviar.descricao,
    });
    expect((erro as Error).cause).toBe(erroSdk);
  });

  it('treats an exception member inside an event as a failure too', async () => {
    const eventos: ConverseStreamOutput[] = [
      { messageStart: { role: 'assistant' } },
      {
        modelStreamErrorException: new ModelStreamErrorException({
          message: 'model stream error',
          originalStatusCode: 500,
          originalMessage: 'boom',
          $metadata: {},
        }),
      },
    ];
    const { client } = clienteFalso(async () => ({ $metadata: {}, stream: stream(eventos) }));

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'modelo', status: 503, message: mensagens.envio.erroComunicacao, erroOrigem: 'ModelStreamErrorException' });
  });

  it('maps a ValidationException from send to a typed error and yields nothing', async () => {
    const { client } = clienteFalso(async () => {
      throw new ValidationException({ message: 'Input is too long for requested model.', $metadata: {} });
    });

    const { pedacos, erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(pedacos).toEqual([]);
    expect(erro).toMatchObject({ motivo: 'requisicao-invalida', status: 502, retentavel: false, erroOrigem: 'ValidationException' });
  });

  it('maps AccessDeniedException to "Erro na comunicação"', async () => {
    const { client } = clienteFalso(async () => {
      throw new AccessDeniedException({ message: 'You do not have access to the model', $metadata: {} });
    });

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'acesso-negado', status: 503, message: 'Erro na comunicação' });
  });

  it('fails with resposta-vazia when the stream carries no text', async () => {
    const { client } = clienteFalso(async () => ({
      $metadata: {},
      stream: stream([{ messageStart: { role: 'assistant' } }, { messageStop: { stopReason: 'end_turn' } }]),
    }));

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'resposta-vazia' });
  });
});

describe('createBedrockEngine: draft prescription', () => {
  const respostaGravada: ConverseCommandOutput = {
    $metadata: { httpStatusCode: 200 },
    output: { message: { role: 'assistant', content: [{ text: 'Paciente: Maria Silva\n1) Paracetamol 500 mg, via oral, 1 comprimido a cada 6 horas.' }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 900, outputTokens: 120, totalTokens: 1020 },
    metrics: { latencyMs: 2100 },
  };

  it('calls Converse at temperature 0.3 with the prescription prompt and puts the draft header first', async () => {
    const { client, comandos } = clienteFalso(async () => respostaGravada);
    const engine = createBedrockEngine({ client, modelId: MODEL_ID, agora: () => new Date('2026-11-22T15:00:00Z') });

    const receita = await engine.gerarReceita({
      medico: findMedico(1),
      nomePaciente: 'Maria Silva',
      motivo: 'Síndrome gripal',
      contexto: 'Paciente: febre há 3 dias',
    });

    const comando = comandos[0] as ConverseCommand;
    expect(comando).toBeInstanceOf(ConverseCommand);
    expect(comando.input.inferenceConfig).toEqual({ maxTokens: 4000, temperature: 0.3 });
    const pedido = comando.input.messages?.[0]?.content?.[0];
    expect(pedido && 'text' in pedido ? pedido.text : '').toMatch(/Especialidade: Clínica Geral\nPaciente: Maria Silva\nData: 22\/11\/2026/);
    expect(receita.startsWith(CABECALHO_RASCUNHO_RECEITA)).toBe(true);
    expect(receita).toContain('Paracetamol 500 mg, via oral');
  });

  it('fails with the prescription error text', async () => {
    const { client } = clienteFalso(async () => {
      throw new ThrottlingException({ message: 'slow down', $metadata: {} });
    });

    await expect(createBedrockEngine({ client, modelId: MODEL_ID }).gerarReceita({ medico: findMedico(1), motivo: 'x', contexto: '' })).rejects.toMatchObject({
      message: 'Erro ao gerar receita',
      descricao: 'Não foi possível gerar a receita médica.',
      operacao: 'receita',
    });
  });
});

describe('construirMensagensBedrock', () => {
  it('keeps only the most recent messages and still starts with a user turn', () => {
    const longo: MensagemHistorico[] = Array.from({ length: 10 }, (_, i) => ({ autor: i % 2 === 0 ? 'medico' : 'paciente', texto: `m${i}` }));

    const mensagens = construirMensagensBedrock(longo, 'agora', 5);

    expect(mensagens.map((mensagem) => mensagem.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(mensagens[0]?.content?.[0]).toEqual({ text: TURNO_INICIAL_PACIENTE });
    expect(mensagens.at(-1)?.content?.[0]).toEqual({ text: 'm9\n\nagora' });
  });
});
