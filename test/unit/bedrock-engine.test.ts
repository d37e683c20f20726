/**
 * The Bedrock engine through the AWS SDK's Bedrock Runtime client, against a loopback stand-in that
 * speaks Bedrock's wire protocol (fixtures/bedrock-stand-in.ts): recorded ConverseStream events,
 * exception frames inside the stream, and error answers.
 */
import { ThrottlingException, type ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMedico } from '#shared/medicos.js';
import { mensagens } from '#shared/messages.js';
import { detectarEmergencia } from '#shared/triagem/index.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { construirMensagensBedrock, createBedrockEngine, TURNO_INICIAL_PACIENTE } from '#lambdas/ia/bedrock-engine.js';
import { IaIndisponivelError, type MensagemHistorico, type RespostaInput } from '#lambdas/ia/engine.js';
import { AVISO_AVALIACAO_MEDICA, filtrarResposta, type TrechoFiltrado } from '#lambdas/ia/guarda-clinica.js';
import { rascunhoClinicoSchema } from '#shared/schemas/validacao.js';
import { startBedrockStandIn, type BedrockStandIn, type RecordedRequest, type StandInAnswer, type StreamFrame } from './fixtures/bedrock-stand-in.js';

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

/** The recorded events, with Bedrock's exception frame after the first `depois`. */
const comExcecao = (depois: number, exception: string, message: string): StreamFrame[] => [
  ...eventosGravados.slice(0, depois),
  { exception, message },
];

let standIn: BedrockStandIn;
let responder: (pedido: RecordedRequest) => StandInAnswer = () => ({ stream: eventosGravados });
beforeAll(async () => {
  standIn = await startBedrockStandIn((pedido) => responder(pedido));
});
afterAll(() => standIn.close());

/** The stand-in's client, answering with `resposta`; `pedidos` are the requests it received. */
function clienteFalso(resposta: (pedido: RecordedRequest) => StandInAnswer) {
  responder = resposta;
  standIn.requests.length = 0;
  return { client: standIn.client, pedidos: standIn.requests };
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
    const { client, pedidos } = clienteFalso(() => ({ stream: eventosGravados }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    await coletar(engine.responder(input));

    expect(pedidos).toHaveLength(1);
    const pedido = pedidos[0]!;
    expect(pedido.method).toBe('POST');
    expect(pedido.path).toBe(`/model/${encodeURIComponent(MODEL_ID)}/converse-stream`);
    expect(pedido.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTE\/\d{8}\/us-east-1\/bedrock\/aws4_request, /);
    expect(pedido.body.inferenceConfig).toEqual({ maxTokens: 4000, temperature: 0.7 });
    const systemBlocos = pedido.body.system as Array<{ text: string }>;
    expect(systemBlocos).toHaveLength(1);
    const system = systemBlocos[0]!.text;
    expect(system).toContain('Você é Dr. Rafael Monteiro, médico virtual de inteligência artificial da ZapSaúde, na especialidade Clínica Geral');
    expect(system).toContain('- Peso: 62,5 kg; altura: 165 cm; IMC: 23,0');
    expect(system).toContain('- hemograma.pdf');
    expect(system).toContain('NÃO se apresente de novo');
    expect(system).toContain('a conversa tem 6 mensagens');
    expect(pedido.body.messages).toEqual([
      { role: 'user', content: [{ text: TURNO_INICIAL_PACIENTE }] },
      { role: 'assistant', content: [{ text: 'Olá, Maria! Recebi seus dados. Qual é o motivo da consulta?' }] },
      { role: 'user', content: [{ text: 'Estou com febre\n\ne dor no corpo' }] },
      { role: 'assistant', content: [{ text: 'Desde quando?' }] },
      { role: 'user', content: [{ text: 'Há 3 dias, nota 7.' }] },
    ]);
  });

  it('honours the configured limits', async () => {
    const { client, pedidos } = clienteFalso(() => ({ stream: eventosGravados }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID, maxTokens: 1000, temperature: 0.5 });

    await coletar(engine.responder(input));

    expect(pedidos[0]?.body.inferenceConfig).toEqual({ maxTokens: 1000, temperature: 0.5 });
  });

  it('tells the model about the red flag the chat found in the message', async () => {
    const { client, pedidos } = clienteFalso(() => ({ stream: eventosGravados }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });
    const mensagem = 'Agora estou com dor no peito';
    const emergencia = detectarEmergencia(mensagem);

    await coletar(engine.responder({ ...input, mensagem, ...(emergencia ? { emergencia } : {}) }));

    const system = (pedidos[0]?.body.system as Array<{ text: string }>)[0]?.text;
    expect(system).toMatch(/ALERTA DO SISTEMA: .*\(cardiaca\).*SAMU 192/s);
  });
});

describe('createBedrockEngine: stream parsing', () => {
  it('yields the text deltas of the recorded events, in order', async () => {
    const { client } = clienteFalso(() => ({ stream: eventosGravados }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    const { pedacos, erro } = await coletar(engine.responder(input));

    expect(erro).toBeUndefined();
    expect(pedacos).toEqual(['Entendi, febre', ' e dor no corpo há 3 dias,', ' com intensidade 7.', ' Você notou tosse ou coriza?']);
    expect(engine.nome).toBe('bedrock');
  });

  it('turns a throttlingException frame mid-stream into the pt-BR sending error, after the chunks already produced', async () => {
    const { client } = clienteFalso(() => ({ stream: comExcecao(3, 'throttlingException', 'Too many tokens, please wait before trying again.') }));
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
    expect((erro as Error).cause).toBeInstanceOf(ThrottlingException);
  });

  it('treats a model stream error frame as a failure too', async () => {
    const { client } = clienteFalso(() => ({ stream: comExcecao(1, 'modelStreamErrorException', 'model stream error') }));

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'modelo', status: 503, message: mensagens.envio.erroComunicacao, erroOrigem: 'ModelStreamErrorException' });
  });

  it('maps a ValidationException answer to a typed error and yields nothing', async () => {
    const { client } = clienteFalso(() => ({ status: 400, errorType: 'ValidationException', message: 'Input is too long for requested model.' }));

    const { pedacos, erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(pedacos).toEqual([]);
    expect(erro).toMatchObject({ motivo: 'requisicao-invalida', status: 502, retentavel: false, erroOrigem: 'ValidationException' });
  });

  it('maps AccessDeniedException to "Erro na comunicação"', async () => {
    const { client } = clienteFalso(() => ({ status: 403, errorType: 'AccessDeniedException', message: 'You do not have access to the model' }));

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'acesso-negado', status: 503, message: 'Erro na comunicação' });
  });

  it('fails with resposta-vazia when the stream carries no text', async () => {
    const { client } = clienteFalso(() => ({ stream: [{ messageStart: { role: 'assistant' } }, { messageStop: { stopReason: 'end_turn' } }] }));

    const { erro } = await coletar(createBedrockEngine({ client, modelId: MODEL_ID }).responder(input));

    expect(erro).toMatchObject({ motivo: 'resposta-vazia' });
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

describe('createBedrockEngine through the clinical guard (CFM 2.454/2026)', () => {
  it('holds back a dose the model streamed, split across events, and streams the notice instead', async () => {
    const { client } = clienteFalso(() => ({
      stream: [
        { messageStart: { role: 'assistant' } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Entendi, febre há 3 dias. Tome dipi' } } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'rona 500 mg de 6 em 6 horas.' } } },
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: ' Se tiver falta de ar, ligue 192.' } } },
        { messageStop: { stopReason: 'end_turn' } },
      ],
    }));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });
    const trechos: TrechoFiltrado[] = [];

    for await (const trecho of filtrarResposta(engine.responder(input))) trechos.push(trecho);

    const texto = trechos.flatMap((trecho) => (trecho.tipo === 'texto' ? [trecho.texto] : [])).join('');
    expect(texto).toBe(`Entendi, febre há 3 dias. ${AVISO_AVALIACAO_MEDICA} Se tiver falta de ar, ligue 192.`);
    expect(trechos.filter((trecho) => trecho.tipo === 'retido')).toEqual([{ tipo: 'retido', texto: 'Tome dipirona 500 mg de 6 em 6 horas.', motivo: 'dose' }]);
  });
});

describe('createBedrockEngine: the drafts for the physician', () => {
  // Recorded shape of a Converse answer whose text is the drafts' JSON.
  const rascunhoGravado = {
    nota: {
      subjetivo: 'Febre e dor no corpo há 3 dias, intensidade 7/10; tosse e coriza. Nega doenças crônicas; sem medicamentos em uso; sem alergias.',
      objetivo: 'Idade: 34 anos; peso: 62,5 kg; altura: 165 cm; IMC: 23,0. Anexo: hemograma.pdf.',
      avaliacao: {
        diferenciais: [
          { hipotese: 'Síndrome gripal', raciocinio: 'Febre, mialgia, tosse e coriza de início agudo.' },
          { hipotese: 'Dengue', raciocinio: 'Febre e mialgia; sem dor retro-orbitária ou manchas relatadas.' },
        ],
        sinaisAlerta: ['Falta de ar: a descartar'],
      },
      plano: { exames: [], orientacoes: 'Repouso e hidratação.', retorno: 'Se febre por mais de 3 dias ou falta de ar, procurar atendimento.' },
    },
    receita: {
      medicamentos: [{ nome: 'Paracetamol 500 mg', dose: '1 comprimido', via: 'oral', posologia: 'de 6 em 6 horas, se febre ou dor', duracao: 'por até 3 dias' }],
      orientacoes: 'Não exceder 4 comprimidos por dia.',
    },
    mensagemPaciente: 'Olá, Maria. Revisei a sua consulta: o quadro é compatível com síndrome gripal.',
    triagem: { nivel: 'autocuidado', motivos: ['Sem sinais de alarme.'] },
  };
  const respostaConverse = (texto: string) => ({
    json: {
      output: { message: { role: 'assistant', content: [{ text: texto }] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 2100, outputTokens: 640, totalTokens: 2740 },
      metrics: { latencyMs: 5400 },
    },
  });
  const pedidoRascunho = {
    medico: findMedico(1),
    paciente,
    historico,
    arquivos: ['hemograma.pdf'],
    sinaisAlerta: [] as string[],
    conteudoRetido: ['Tome dipirona 500 mg de 6 em 6 horas.'],
  };

  it('asks Converse for JSON only, with the transcript, the held-back content and the exact shape, and parses the answer', async () => {
    const { client, pedidos } = clienteFalso(() => respostaConverse(JSON.stringify(rascunhoGravado)));
    const engine = createBedrockEngine({ client, modelId: MODEL_ID });

    const gerado = await engine.gerarRascunho(pedidoRascunho);

    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]?.path).toBe(`/model/${encodeURIComponent(MODEL_ID)}/converse`);
    expect(pedidos[0]?.body.inferenceConfig).toEqual({ maxTokens: 4000, temperature: 0.3 });
    const system = (pedidos[0]?.body.system as Array<{ text: string }>)[0]?.text ?? '';
    expect(system).toContain('Responda SOMENTE com um objeto JSON válido');
    expect(system).toContain('"mensagemPaciente"');
    expect(system).toContain('emergencia | pronto-socorro | consulta-24h | consulta | autocuidado');
    const pedido = (pedidos[0]?.body.messages as Array<{ content: Array<{ text: string }> }>)[0]?.content[0]?.text ?? '';
    expect(pedido).toContain('- Peso: 62,5 kg; altura: 165 cm; IMC: 23,0');
    expect(pedido).toContain('- hemograma.pdf');
    expect(pedido).toContain('- Tome dipirona 500 mg de 6 em 6 horas.');
    expect(pedido).toContain('Paciente: Estou com febre');
    expect(gerado.modelo).toBe(MODEL_ID);
    expect(rascunhoClinicoSchema.parse(gerado.rascunho)).toEqual(rascunhoGravado);
  });

  it('reads the JSON inside a code fence', async () => {
    const { client } = clienteFalso(() => respostaConverse(`Aqui está:\n\`\`\`json\n${JSON.stringify(rascunhoGravado, null, 2)}\n\`\`\``));

    const { rascunho } = await createBedrockEngine({ client, modelId: MODEL_ID }).gerarRascunho(pedidoRascunho);

    expect(rascunho.nota.avaliacao.diferenciais[0]?.hipotese).toBe('Síndrome gripal');
  });

  it('never gives a level lower than the triage guard set during the chat, and keeps its reasons first', async () => {
    const { client } = clienteFalso(() => respostaConverse(JSON.stringify(rascunhoGravado)));
    const triagem = { nivel: 'emergencia' as const, motivos: ['Falta de ar ou dificuldade para respirar'] };

    const { rascunho } = await createBedrockEngine({ client, modelId: MODEL_ID }).gerarRascunho({ ...pedidoRascunho, triagem });

    expect(rascunho.triagem).toEqual(triagem);
  });

  it('asks once more after an answer that does not parse, and uses the second answer', async () => {
    let chamadas = 0;
    const { client, pedidos } = clienteFalso(() => respostaConverse(++chamadas === 1 ? 'Claro! Segue o rascunho: {"nota": ' : JSON.stringify(rascunhoGravado)));

    const { rascunho } = await createBedrockEngine({ client, modelId: MODEL_ID }).gerarRascunho(pedidoRascunho);

    expect(pedidos).toHaveLength(2);
    expect((pedidos[1]?.body.messages as Array<{ role: string }>).map((mensagem) => mensagem.role)).toEqual(['user', 'assistant', 'user']);
    expect(rascunho.triagem.nivel).toBe('autocuidado');
  });

  it('fails with a typed error when the answer does not match the schema twice', async () => {
    const invalido = { ...rascunhoGravado, triagem: { nivel: 'urgente', motivos: [] } };
    const { client, pedidos } = clienteFalso(() => respostaConverse(JSON.stringify(invalido)));

    const erro = await createBedrockEngine({ client, modelId: MODEL_ID })
      .gerarRascunho(pedidoRascunho)
      .catch((falha: unknown) => falha);

    expect(pedidos).toHaveLength(2);
    expect(erro).toBeInstanceOf(IaIndisponivelError);
    expect(erro).toMatchObject({ motivo: 'resposta-invalida', operacao: 'rascunho', status: 502, erroOrigem: 'RascunhoInvalido', message: 'Erro ao gerar receita' });
  });

  it('maps a Bedrock error to the typed error', async () => {
    const { client } = clienteFalso(() => ({ status: 429, errorType: 'ThrottlingException', message: 'slow down' }));

    await expect(createBedrockEngine({ client, modelId: MODEL_ID }).gerarRascunho(pedidoRascunho)).rejects.toMatchObject({
      motivo: 'limite',
      operacao: 'rascunho',
      erroOrigem: 'ThrottlingException',
    });
  });
});
