/**
 * The local Bedrock runtime (infra/local/bedrock-runtime.ts) as the AWS SDK's BedrockRuntimeClient
 * sees it: ConverseStream's event sequence and usage, Converse's answer, the token limit, and
 * Bedrock's errors for what it refuses.
 */
import http2 from 'node:http2';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  type ConverseStreamOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMedico } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import { construirMensagensBedrock } from '#lambdas/ia/bedrock-engine.js';
import type { RespostaInput } from '#lambdas/ia/engine.js';
import { construirSystemPrompt } from '#lambdas/ia/system-prompt.js';
import { estimarTokens, MODELO_BEDROCK_LOCAL, startBedrockRuntime, type LocalBedrockRuntime } from '#infra/local/bedrock-runtime.js';
import { responderOffline } from '#infra/local/offline-engine/offline-engine.js';

const paciente: DadosPaciente = {
  nome: 'Maria Silva',
  idade: 34,
  peso: 62.5,
  altura: 165,
  imc: '23,0',
  bebe: 'nao',
  fuma: 'nao',
  esporte: '',
  consultaPara: 'proprio',
  menor: false,
};

const input: RespostaInput = {
  medico: findMedico(1),
  paciente,
  historico: [{ autor: 'medico', texto: 'Olá, Maria! Qual é o motivo da consulta?' }],
  mensagem: 'Estou com febre e tosse há 3 dias',
  arquivos: ['hemograma.pdf'],
};

const system = [{ text: construirSystemPrompt({ medico: input.medico, paciente, arquivos: input.arquivos, totalMensagens: 2 }) }];
const messages: Message[] = construirMensagensBedrock(input.historico, input.mensagem);

let runtime: LocalBedrockRuntime;
let client: BedrockRuntimeClient;

const clientCom = (accessKeyId: string) =>
  new BedrockRuntimeClient({ region: 'us-east-1', endpoint: runtime.endpoint, credentials: { accessKeyId, secretAccessKey: 'local' }, maxAttempts: 1 });

beforeAll(async () => {
  runtime = await startBedrockRuntime();
  client = clientCom('local');
});

afterAll(async () => {
  client.destroy();
  await runtime.close();
});

describe('the local Bedrock runtime through the SDK client', () => {
  it('streams the offline engine\'s answer as ConverseStream events, ending with the usage', async () => {
    const { stream } = await client.send(new ConverseStreamCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages, inferenceConfig: { maxTokens: 4000, temperature: 0.7 } }));
    const eventos: ConverseStreamOutput[] = [];
    for await (const evento of stream ?? []) eventos.push(evento);

    const tipos = eventos.map((evento) => Object.keys(evento).find((chave) => chave !== '$unknown'));
    expect(tipos[0]).toBe('messageStart');
    expect(tipos.slice(-3)).toEqual(['contentBlockStop', 'messageStop', 'metadata']);
    expect(new Set(tipos.slice(1, -3))).toEqual(new Set(['contentBlockDelta']));
    const texto = eventos.map((evento) => evento.contentBlockDelta?.delta?.text ?? '').join('');
    expect(texto).toBe(responderOffline(input));
    expect(eventos.at(-2)?.messageStop?.stopReason).toBe('end_turn');
    const usage = eventos.at(-1)?.metadata?.usage;
    expect(usage?.outputTokens).toBeGreaterThanOrEqual(estimarTokens(texto));
    expect(usage?.inputTokens).toBeGreaterThanOrEqual(estimarTokens(system[0]!.text));
    expect(usage?.totalTokens).toBe((usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0));
  });

  it('answers Converse with the whole text and stops at maxTokens as a model does', async () => {
    const inteira = await client.send(new ConverseCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages }));
    const cortada = await client.send(new ConverseCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages, inferenceConfig: { maxTokens: 10 } }));

    expect(inteira.output?.message?.content?.[0]?.text).toBe(responderOffline(input));
    expect(inteira.stopReason).toBe('end_turn');
    expect(cortada.stopReason).toBe('max_tokens');
    expect(cortada.usage?.outputTokens).toBeLessThanOrEqual(10);
    expect(responderOffline(input).startsWith(cortada.output?.message?.content?.[0]?.text ?? 'x')).toBe(true);
  });

  it.each([
    ['an unknown model', { modelId: 'anthropic.claude-3-haiku-20240307-v1:0', system, messages }, 'ResourceNotFoundException'],
    ['a prompt that is not ours', { modelId: MODELO_BEDROCK_LOCAL, system: [{ text: 'You are a helpful assistant.' }], messages }, 'ValidationException'],
    ['a conversation starting with the assistant', { modelId: MODELO_BEDROCK_LOCAL, system, messages: messages.slice(1) }, 'ValidationException'],
    ['a temperature above 1', { modelId: MODELO_BEDROCK_LOCAL, system, messages, inferenceConfig: { temperature: 2 } }, 'ValidationException'],
  ])('refuses %s as Bedrock does', async (_caso, pedido, erro) => {
    await expect(client.send(new ConverseCommand(pedido))).rejects.toMatchObject({ name: erro, $metadata: { httpStatusCode: erro === 'ValidationException' ? 400 : 404 } });
  });

  it('refuses a request signed with other credentials', async () => {
    const outro = clientCom('AKIAOUTRA');

    await expect(outro.send(new ConverseCommand({ modelId: MODELO_BEDROCK_LOCAL, system, messages }))).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    outro.destroy();
  });

  it('refuses an unsigned request and a body that is not JSON', async () => {
    const sessao = http2.connect(runtime.endpoint);
    const enviar = (headers: http2.OutgoingHttpHeaders, corpo: string) =>
      new Promise<{ status: number; tipo: string; corpo: string }>((resolve, reject) => {
        const pedido = sessao.request({ ':method': 'POST', ':path': `/model/${MODELO_BEDROCK_LOCAL}/converse`, 'content-type': 'application/json', ...headers });
        let resposta = '';
        let status = 0;
        let tipo = '';
        pedido.on('response', (cabecalhos) => {
          status = Number(cabecalhos[':status']);
          tipo = String(cabecalhos['x-amzn-errortype'] ?? '');
        });
        pedido.on('data', (parte: Buffer) => (resposta += parte.toString('utf8')));
        pedido.on('end', () => resolve({ status, tipo, corpo: resposta }));
        pedido.on('error', reject);
        pedido.end(corpo);
      });
    const assinatura = `AWS4-HMAC-SHA256 Credential=local/20261125/us-east-1/bedrock/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`;

    const semAssinatura = await enviar({}, '{}');
    const naoJson = await enviar({ authorization: assinatura }, 'não é json');
    sessao.close();

    expect(semAssinatura).toMatchObject({ status: 403, tipo: expect.stringMatching(/^MissingAuthenticationTokenException:/) });
    expect(naoJson).toMatchObject({ status: 400, tipo: expect.stringMatching(/^ValidationException:/) });
    expect(JSON.parse(naoJson.corpo)).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
