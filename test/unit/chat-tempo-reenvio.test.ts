/**
 * The chat's countdown and warnings (use-tempo-consulta.ts), the failed message's "Tentar novamente"
 * in the screen's reducer (consulta-estado.ts), and which stored send a retry answers on the server
 * (lambdas/chat/mensagem.ts).
 */
import { describe, expect, it } from 'vitest';
import { envioAReenviar, envioSemResposta } from '#lambdas/chat/mensagem.js';
import type { MensagemItem } from '#lambdas/common/mensagens-repository.js';
import { mensagensChat } from '#shared/schemas/chat.js';
import { estadoInicial, mensagemComFalha, motivoParaNaoEnviar, reduzirConsulta, type EstadoConsulta } from '#web/features/chat/consulta-estado.js';
import { avisoPara, formatarRestante, segundosAgora } from '#web/features/chat/hooks/use-tempo-consulta.js';

const AGORA = '2030-03-01T10:00:00.000Z';

describe('the countdown of the 30 minutes', () => {
  it('counts from the server’s figure and the seconds since its answer, never below 0', () => {
    const recebido = Date.parse(AGORA);
    expect(segundosAgora(1800, recebido, recebido)).toBe(1800);
    expect(segundosAgora(1800, recebido, recebido + 61_500)).toBe(1739);
    expect(segundosAgora(5, recebido, recebido + 10_000)).toBe(0);
  });

  it('shows mm:ss', () => {
    expect(formatarRestante(1800)).toBe('30:00');
    expect(formatarRestante(299)).toBe('04:59');
    expect(formatarRestante(0)).toBe('00:00');
  });

  it('warns at 5 minutes and at 1 minute, the most pressing one winning', () => {
    expect(avisoPara(301)).toBeUndefined();
    expect(avisoPara(300)?.titulo).toBe('Faltam 5 minutos');
    expect(avisoPara(61)?.titulo).toBe('Faltam 5 minutos');
    expect(avisoPara(60)?.titulo).toBe('Falta 1 minuto');
    expect(avisoPara(1)?.titulo).toBe('Falta 1 minuto');
  });
});

describe('a failed answer on the screen', () => {
  const enviado = (texto: string): EstadoConsulta =>
    reduzirConsulta(estadoInicial, {
      tipo: 'envioIniciado',
      pacientes: [{ id: 'local-1', autor: 'paciente', texto, tipo: 'text', criadoEm: AGORA, pendente: true }],
      respostaId: 'local-2',
      texto,
      agora: AGORA,
    });

  it('keeps the message with "Tentar novamente" and the failed stream’s id', () => {
    // Act
    const falhou = reduzirConsulta(enviado('Dor de garganta'), { tipo: 'respostaFalhou', mensagemPacienteId: 'srv-1' });

    // Assess
    expect(falhou.respondendo).toBeUndefined();
    expect(falhou.mensagens).toEqual([{ id: 'local-1', autor: 'paciente', texto: 'Dor de garganta', tipo: 'text', criadoEm: AGORA, pendente: false, falhou: { mensagemPacienteId: 'srv-1' } }]);
    expect(mensagemComFalha(falhou)?.id).toBe('local-1');
    // Typed again by hand, the same text would be a silent repeat: the hook turns it into the retry instead.
    expect(motivoParaNaoEnviar(falhou, 'Dor de garganta', 0)).toBe('repetida');
  });

  it('awaits the answer again on retry, and keeps the retry offered when the server refuses it', () => {
    const falhou = reduzirConsulta(enviado('Dor de garganta'), { tipo: 'respostaFalhou', mensagemPacienteId: 'srv-1' });

    const reenviando = reduzirConsulta(falhou, { tipo: 'reenvioIniciado', id: 'local-1', respostaId: 'local-3', agora: AGORA });
    expect(reenviando.respondendo).toBe('local-3');
    expect(mensagemComFalha(reenviando)).toBeUndefined();
    expect(reenviando.mensagens.map((m) => m.id)).toEqual(['local-1', 'local-3']);

    const recusado = reduzirConsulta(reenviando, { tipo: 'reenvioRecusado', id: 'local-1', falhou: { mensagemPacienteId: 'srv-1' } });
    expect(recusado.respondendo).toBeUndefined();
    expect(recusado.mensagens.map((m) => m.id)).toEqual(['local-1']);
    expect(mensagemComFalha(recusado)?.falhou).toEqual({ mensagemPacienteId: 'srv-1' });

    const respondido = reduzirConsulta(reenviando, { tipo: 'respostaConcluida', mensagemId: 'srv-2', seq: 3 });
    expect(mensagemComFalha(respondido)).toBeUndefined();
    expect(respondido.mensagens.map((m) => m.id)).toEqual(['local-1', 'srv-2']);
  });
});

describe('which stored send a retry answers', () => {
  const item = (seq: number, autor: MensagemItem['autor'], texto: string, tipo: MensagemItem['tipo'] = 'text'): MensagemItem => ({
    consulta_id: 'c1',
    seq,
    id: `00000000-0000-4000-8000-00000000000${seq}`,
    autor,
    texto,
    tipo,
    criado_em: AGORA,
  });
  const transcript = [item(1, 'medico', 'Olá'), item(2, 'paciente', 'exame.pdf', 'file'), item(3, 'paciente', 'Dor no peito')];

  it('finds the patient’s messages after the doctor’s last answer', () => {
    expect(envioSemResposta(transcript).map((m) => m.seq)).toEqual([2, 3]);
    expect(envioSemResposta([...transcript, item(4, 'medico', 'Entendi')])).toEqual([]);
  });

  it('answers the named waiting message, and refuses one that is not waiting', () => {
    const id = transcript[2]!.id;
    expect(envioAReenviar(transcript, { texto: 'Dor no peito', reenvio: { mensagemPacienteId: id } })?.map((m) => m.seq)).toEqual([2, 3]);
    expect(() => envioAReenviar(transcript, { texto: 'Outra coisa', reenvio: { mensagemPacienteId: id } })).toThrow(mensagensChat.reenvioInvalido);
    expect(() => envioAReenviar([...transcript, item(4, 'medico', 'Entendi')], { texto: 'Dor no peito', reenvio: { mensagemPacienteId: id } })).toThrow(
      mensagensChat.reenvioInvalido,
    );
  });

  it('without an id, matches the same text or stores the send as new; a plain send is never a retry', () => {
    expect(envioAReenviar(transcript, { texto: 'Dor no peito', reenvio: {} })).toHaveLength(2);
    expect(envioAReenviar(transcript, { texto: 'Nunca chegou', reenvio: {} })).toBeUndefined();
    expect(envioAReenviar(transcript, { texto: 'Dor no peito' })).toBeUndefined();
  });
});
