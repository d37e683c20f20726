/**
 * Triage through the real local API (docs/triagem.md): the level the guard gives the conversation,
 * reported by `estado` and announced in the answer stream when it rises, the answer that opens with
 * the urgency at `emergencia` and `pronto-socorro`, a level never lowered, the intake's sex, and the
 * physicians' queue ordered by the level the chat raised.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventoChat } from '#shared/chat-stream.js';
import { filaResponseSchema } from '#shared/schemas/validacao.js';
import { mensagensIntake } from '#shared/schemas/consulta-chat.js';
import type { EstadoChatResponse } from '#shared/schemas/chat.js';
import { enviarMensagemChat, request } from './pagamentos-helpers.js';
import { consultaComIntake, consultaGratuita, DADOS_INTAKE, tokenMedicaLocal, type ConsultaAberta } from './validacao-helpers.js';

const stack = inject('stack');
let medica: string;

beforeAll(async () => {
  medica = await tokenMedicaLocal(stack);
});


const enviar = async (c: ConsultaAberta, texto: string): Promise<EventoChat[]> => {
  const resposta = await enviarMensagemChat(stack.apiUrl, { token: c.chatToken, ip: c.ip, medicoId: c.medicoId, texto });
  expect(resposta.status).toBe(200);
  return resposta.eventos;
};

const estado = async (c: ConsultaAberta): Promise<EstadoChatResponse> => {
  const resposta = await request<EstadoChatResponse>(stack.apiUrl, `/api/chat/estado?medicoId=${c.medicoId}`, {
    method: 'GET',
    ip: c.ip,
    headers: { 'x-chat-token': c.chatToken },
  });
  expect(resposta.status).toBe(200);
  return resposta.body;
};

const encerrar = async (c: ConsultaAberta) => {
  const resposta = await request(stack.apiUrl, '/api/chat/encerrar', {
    ip: c.ip,
    headers: { 'x-chat-token': c.chatToken },
    body: { medicoId: c.medicoId, motivo: 'avaliacao', avaliacao: 5 },
  });
  expect(resposta.status).toBe(200);
};

const textoDe = (eventos: readonly EventoChat[]): string =>
  eventos.flatMap((evento) => (evento.tipo === 'texto' ? [evento.texto] : [])).join('');

const fila = async () => {
  const resposta = await fetch(`${stack.apiUrl}/api/medico/fila`, { headers: { authorization: `Bearer ${medica}` } });
  expect(resposta.status).toBe(200);
  return filaResponseSchema.parse(await resposta.json()).casos;
};

describe('triage level of a consultation', () => {
  it('is provisional before any complaint and self-care for a mild cold, announced in the stream', async () => {
    // Prepare
    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-leve' });
    expect((await estado(c)).triagem).toEqual({ nivel: 'consulta', motivos: [] });

    // Act
    const eventos = await enviar(c, 'To com coriza e espirrando desde ontem, sem febre e sem falta de ar.');

    // Assess
    expect(eventos[0]).toEqual({ tipo: 'triagem', triagem: { nivel: 'autocuidado', motivos: ['Sintomas leves, sem sinais de alerta'] } });
    expect(eventos.some((evento) => evento.tipo === 'emergencia')).toBe(false);
    expect(textoDe(eventos)).not.toMatch(/^Antes de/);
    expect((await estado(c)).triagem.nivel).toBe('autocuidado');
  });

  it('reads signs spread over messages: the banner comes first, then the level, then the answer opens with the urgency; never lowered', async () => {
    // Prepare
    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-meningite' });

    // Act 1: fever alone.
    const primeira = await enviar(c, 'to com febre desde ontem e dor de cabeca');

    // Assess 1: no banner; the level is assessed, below emergencia.
    expect(primeira.some((evento) => evento.tipo === 'emergencia')).toBe(false);
    expect((await estado(c)).triagem.nivel).not.toBe('emergencia');

    // Act 2: a stiff neck in the next message.
    const segunda = await enviar(c, 'agora o pescoço ta duro, nao consigo encostar o queixo no peito');

    // Assess 2
    expect(segunda[0]).toMatchObject({ tipo: 'emergencia', emergencia: { tipo: 'meningite' } });
    expect(segunda[1]).toMatchObject({ tipo: 'triagem', triagem: { nivel: 'emergencia' } });
    expect(segunda[1]?.tipo === 'triagem' && segunda[1].triagem.motivos).toContain('Febre com rigidez de nuca ou dor ao olhar para a luz');
    expect(textoDe(segunda)).toMatch(/^Antes de qualquer outra pergunta: .*SAMU 192/);
    const depois = await estado(c);
    expect(depois.triagem.nivel).toBe('emergencia');
    expect(depois.mensagens.at(-1)?.texto).toMatch(/^Antes de qualquer outra pergunta/);

    // Act 3: the patient says it got better.
    const terceira = await enviar(c, 'ah agora melhorou, ja passou, to bem');

    // Assess 3: the level stays; nothing announced; the answer still opens with the urgency.
    expect(terceira.some((evento) => evento.tipo === 'triagem' || evento.tipo === 'emergencia')).toBe(false);
    expect(textoDe(terceira)).toMatch(/^Antes de qualquer outra pergunta/);
    expect((await estado(c)).triagem).toEqual(depois.triagem);
  });

  it('at pronto-socorro the answer opens by sending the patient to the emergency room now', async () => {
    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-colica' });

    await enviar(c, 'do nada comecou uma dor horrivel nas costas do lado direito');
    const eventos = await enviar(c, 'ela desce pra virilha e ja vomitei 3 vezes');

    expect(eventos.some((evento) => evento.tipo === 'emergencia')).toBe(false);
    expect(eventos[0]).toMatchObject({ tipo: 'triagem', triagem: { nivel: 'pronto-socorro' } });
    expect(textoDe(eventos)).toMatch(/^Antes de continuarmos: .*pronto-socorro/);
    expect((await estado(c)).triagem.nivel).toBe('pronto-socorro');
  });

  it('takes the sex from the intake (a late period with belly pain) and refuses an invalid one in Portuguese', async () => {
    const invalida = await consultaGratuita(stack.apiUrl, { rotulo: 'triagem-sexo-invalido' });
    const recusa = await request<{ error: string }>(stack.apiUrl, '/api/chat/intake', {
      ip: invalida.ip,
      headers: { 'x-chat-token': invalida.chatToken },
      body: { medicoId: invalida.medicoId, dados: { ...DADOS_INTAKE, sexo: 'outro' } },
    });
    expect(recusa.status).toBe(400);
    expect(JSON.stringify(recusa.body)).toContain(mensagensIntake.sexoInvalido);

    const c = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-ectopica', dados: { ...DADOS_INTAKE, sexo: 'feminino' } });
    expect((await estado(c)).dadosPaciente?.sexo).toBe('feminino');
    const eventos = await enviar(c, 'minha menstruacao ta atrasada e to com uma dor forte no pe da barriga');
    expect(eventos[0]).toMatchObject({ tipo: 'triagem', triagem: { nivel: 'pronto-socorro' } });
  });

  it("orders the physicians' queue by the level the chat raised, before waiting time", async () => {
    // Prepare: a mild case ends first, an urgent one later.
    const leve = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-fila-leve' });
    await enviar(leve, 'Estou com um pouco de caspa faz uns dias.');
    await encerrar(leve);
    const urgente = await consultaComIntake(stack.apiUrl, { rotulo: 'triagem-fila-urgente' });
    await enviar(urgente, 'meu xixi ta ardendo');
    await enviar(urgente, 'e to com febre de 39 e dor nas costas, ja vomitei');
    await encerrar(urgente);

    // Act
    const casos = await fila();

    // Assess
    const posicao = (consultaId: string) => casos.findIndex((caso) => caso.consultaId === consultaId);
    expect(posicao(urgente.consultaId)).toBeGreaterThanOrEqual(0);
    expect(posicao(leve.consultaId)).toBeGreaterThan(posicao(urgente.consultaId));
    expect(casos[posicao(urgente.consultaId)]?.triagem.nivel).toBe('pronto-socorro');
  });
});
