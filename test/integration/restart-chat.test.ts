/**
 * "`npm start` restarted in the middle of a chat loses nothing": a stack of its own (own data folder,
 * fixed ports as `npm start` has) takes a free consultation, the intake and two messages, stops,
 * starts again on the same data, and the patient's page (GET /api/chat/estado with the same token)
 * shows the whole transcript, and the patient goes on writing and ends the consultation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '#infra/local/stack.js';
import type { EncerrarResponse, EstadoChatResponse } from '#shared/schemas/chat.js';
import { criarConsultaGratuita, enviarMensagemChat, freeStackPorts, newEmail, newIp, request } from './pagamentos-helpers.js';

const DADOS = {
  nome: 'Caetano Reis',
  idade: '38',
  peso: '80',
  altura: '178',
  bebe: 'ocasionalmente',
  fuma: 'nao',
  esporte: 'corrida',
  consultaPara: 'proprio',
  consentimentoDados: true,
  consentimentoTermos: true,
};

const enviar = (apiUrl: string, token: string, ip: string, texto: string) =>
  enviarMensagemChat(apiUrl, { token, ip, medicoId: 8, texto });

it('keeps a chat across a restart and lets the patient continue and finish', { timeout: 180_000 }, async () => {
  // Prepare: a stack of our own, on the ports a restart will reuse.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-restart-chat-'));
  const ports = await freeStackPorts();
  const ip = newIp();
  let stack: LocalStack | undefined = await startLocalStack({ dataDir, ports });
  try {
    const free = await criarConsultaGratuita(
      { apiUrl: stack.apiUrl, sesUrl: stack.env.AWS_ENDPOINT_URL_SESV2! },
      { nome: 'Caetano Reis', email: newEmail('reinicio-chat'), medicoId: 8 },
      ip,
    );
    expect(free.status).toBe(201);
    const { chatToken } = free.body as { chatToken: string };
    const headers = { 'x-chat-token': chatToken };
    expect((await request(stack.apiUrl, '/api/chat/intake', { ip, headers, body: { medicoId: 8, dados: DADOS } })).status).toBe(201);
    expect((await enviar(stack.apiUrl, chatToken, ip, 'Estou com dor de garganta desde ontem.')).status).toBe(200);
    expect((await enviar(stack.apiUrl, chatToken, ip, 'Também tenho um pouco de febre.')).status).toBe(200);
    const before = (await request<EstadoChatResponse>(stack.apiUrl, '/api/chat/estado?medicoId=8', { method: 'GET', ip, headers })).body;
    expect(before.mensagens).toHaveLength(5);

    // Act: stop everything, start again on the same data, and the patient's page asks for the state.
    await stack.close();
    stack = undefined;
    stack = await startLocalStack({ dataDir, ports });
    const after = await request<EstadoChatResponse>(stack.apiUrl, '/api/chat/estado?medicoId=8', { method: 'GET', ip, headers });
    const continued = await enviar(stack.apiUrl, chatToken, ip, 'A febre passou com antitérmico.');
    const ended = await request<EncerrarResponse>(stack.apiUrl, '/api/chat/encerrar', { ip, headers, body: { medicoId: 8, motivo: 'avaliacao', avaliacao: 4 } });
    const final = (await request<EstadoChatResponse>(stack.apiUrl, '/api/chat/estado?medicoId=8', { method: 'GET', ip, headers })).body;

    // Assess: the same transcript and consultation, still running; the patient continues and ends it.
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      consultaId: before.consultaId,
      intakeFeito: true,
      encerrada: false,
      iniciadaEm: before.iniciadaEm,
      dadosPaciente: before.dadosPaciente,
      mensagens: before.mensagens,
    });
    expect(after.body.segundosRestantes).toBeGreaterThan(0);
    expect(continued.status).toBe(200);
    expect(continued.eventos.some((evento) => evento.tipo === 'texto')).toBe(true);
    expect(ended.status).toBe(200);
    expect(final.encerrada).toBe(true);
    expect(final.mensagens.slice(0, 5)).toEqual(before.mensagens);
    expect(final.mensagens.map((mensagem) => mensagem.autor)).toEqual(['medico', 'paciente', 'medico', 'paciente', 'medico', 'paciente', 'medico', 'medico']);
    expect(final.mensagens.at(-1)?.texto).toContain('4 estrelas');
  } finally {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
