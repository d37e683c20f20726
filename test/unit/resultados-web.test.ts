/**
 * What the patient reads of the physician validation (CFM 2.454/2026, docs/validacao-medica.md),
 * without a browser: the status words, the physician's line, the expected time, the documents a
 * decision offers, when the chat keeps asking after the end, and the results link's fragment and
 * session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultadoValidacao } from '#shared/schemas/validacao.js';
import { INTERVALO_SEM_TEMPO_REAL_MS, intervaloDeLeitura } from '#web/features/chat/hooks/use-validacao-consulta.js';
import {
  consultaDoFragmento,
  esquecerSessaoResultados,
  guardarSessaoResultados,
  lerSessaoResultados,
} from '#web/features/resultados/sessao-resultados.js';
import {
  assinaturaMedico,
  detalheMedicamento,
  documentosOferecidos,
  formatarPrevisao,
  rotulosStatusValidacao,
  tituloDecisao,
  validacaoDecidida,
} from '#web/lib/validacao-paciente.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const medico = { nome: 'Dra. Helena Prado', crm: '123456', uf: 'sp' };
const dipirona = { nome: 'Dipirona', dose: '500 mg', via: 'oral', posologia: 'de 6 em 6 horas, se dor ou febre', duracao: 'por 3 dias' };
const validada: ResultadoValidacao = {
  status: 'validada',
  decididoEm: '2026-11-25T14:05:00.000Z',
  medico,
  mensagem: 'Repouse e beba bastante água.',
  receita: { medicamentos: [dipirona], orientacoes: '' },
  documentos: { receita: true, relatorio: true },
};

describe('the validation as the patient reads it', () => {
  it('names the four statuses with the badge words', () => {
    expect(rotulosStatusValidacao).toEqual({ 'em-consulta': 'Em consulta', aguardando: 'Aguardando médico', validada: 'Validada', recusada: 'Recusada' });
    expect(validacaoDecidida('aguardando')).toBe(false);
    expect(validacaoDecidida('em-consulta')).toBe(false);
    expect(validacaoDecidida('validada')).toBe(true);
    expect(validacaoDecidida('recusada')).toBe(true);
  });

  it('says who validated, with the CRM and its state (and the RQE when there is one)', () => {
    expect(assinaturaMedico(medico)).toBe('Dra. Helena Prado — CRM 123456/SP');
    expect(assinaturaMedico({ ...medico, rqe: '9876' })).toBe('Dra. Helena Prado — CRM 123456/SP · RQE 9876');
    expect(tituloDecisao(validada)).toBe('Receita validada por Dra. Helena Prado — CRM 123456/SP');
    expect(tituloDecisao({ ...validada, receita: { medicamentos: [], orientacoes: '' } })).toBe('Avaliação validada por Dra. Helena Prado — CRM 123456/SP');
    expect(tituloDecisao({ status: 'recusada', medico, mensagem: 'Procure uma avaliação presencial.' })).toBe('Orientação de Dra. Helena Prado — CRM 123456/SP');
  });

  it('writes the expected answer time in Brasília time, as today, tomorrow or a date', () => {
    // Prepare: 10:00 in Brasília (13:00 UTC).
    const agora = new Date('2026-11-25T13:00:00.000Z');

    // Act / Assess
    expect(formatarPrevisao('2026-11-25T14:00:00.000Z', agora)).toBe('hoje às 11:00');
    expect(formatarPrevisao('2026-11-26T02:30:00.000Z', agora)).toBe('hoje às 23:30');
    expect(formatarPrevisao('2026-11-26T12:15:00.000Z', agora)).toBe('amanhã às 09:15');
    expect(formatarPrevisao('2026-11-28T12:15:00.000Z', agora)).toBe('28/11/2026 às 09:15');
    expect(formatarPrevisao('não é data', agora)).toBeUndefined();
  });

  it('lists a medicine as dose, route, posology and duration', () => {
    expect(detalheMedicamento(dipirona)).toBe('500 mg · oral · de 6 em 6 horas, se dor ou febre · por 3 dias');
    expect(detalheMedicamento({ ...dipirona, via: '', duracao: ' ' })).toBe('500 mg · de 6 em 6 horas, se dor ou febre');
  });

  it('offers the validated prescription only when a physician validated one, and nothing before a decision', () => {
    expect(documentosOferecidos({ status: 'aguardando', previstoAte: '2026-11-25T14:00:00.000Z' })).toEqual({ receita: false, relatorio: false });
    expect(documentosOferecidos({ status: 'em-consulta' })).toEqual({ receita: false, relatorio: false });
    expect(documentosOferecidos(validada)).toEqual({ receita: true, relatorio: true });
    expect(documentosOferecidos({ ...validada, documentos: { receita: false, relatorio: true } })).toEqual({ receita: false, relatorio: true });
    // A refusal never carries a prescription, whatever the answer says.
    expect(documentosOferecidos({ status: 'recusada', medico, mensagem: 'Procure um pronto-socorro.', documentos: { receita: true, relatorio: true } })).toEqual({
      receita: false,
      relatorio: true,
    });
    // Without the server's list: what the decision implies.
    const { documentos: _lista, ...semLista } = validada;
    expect(documentosOferecidos(semLista)).toEqual({ receita: true, relatorio: true });
  });
});

describe('the chat after the end', () => {
  it('reads the state every 30 s only while the realtime channel is down and no physician has decided', () => {
    expect(intervaloDeLeitura('aguardando', 'indisponivel')).toBe(INTERVALO_SEM_TEMPO_REAL_MS);
    expect(INTERVALO_SEM_TEMPO_REAL_MS).toBe(30_000);
    expect(intervaloDeLeitura('aguardando', 'conectando')).toBe(30_000);
    expect(intervaloDeLeitura(undefined, 'indisponivel')).toBe(30_000);
    expect(intervaloDeLeitura('aguardando', 'conectado')).toBe(false);
    expect(intervaloDeLeitura('validada', 'indisponivel')).toBe(false);
    expect(intervaloDeLeitura('recusada', 'indisponivel')).toBe(false);
  });
});

describe('the e-mailed results link', () => {
  const id = '3f1c2b1e-8a4d-4c6e-9b7a-1d2e3f4a5b6c';

  it('reads the consultation from the fragment, and nothing else', () => {
    expect(consultaDoFragmento(`#consulta=${id}`)).toBe(id);
    expect(consultaDoFragmento(`#consulta=${id.toUpperCase()}`)).toBe(id);
    expect(consultaDoFragmento('')).toBeUndefined();
    expect(consultaDoFragmento('#consulta=')).toBeUndefined();
    expect(consultaDoFragmento('#consulta=../../etc')).toBeUndefined();
    expect(consultaDoFragmento(`#outra=${id}`)).toBeUndefined();
  });

  it('keeps the results session in the tab until it expires', () => {
    // Prepare: a tab's session storage.
    const dados = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => dados.get(k) ?? null,
      setItem: (k: string, v: string) => void dados.set(k, v),
      removeItem: (k: string) => void dados.delete(k),
    };
    vi.stubGlobal('window', { sessionStorage, localStorage: sessionStorage });
    const agora = Date.parse('2026-11-25T13:00:00.000Z');

    // Act
    guardarSessaoResultados({ token: 'tok', expiraEm: '2026-11-25T13:30:00.000Z', consultaId: id });

    // Assess
    expect(lerSessaoResultados(agora)).toEqual({ token: 'tok', expiraEm: '2026-11-25T13:30:00.000Z', consultaId: id });
    expect(lerSessaoResultados(agora + 31 * 60_000)).toBeUndefined();
    expect(dados.size).toBe(0);
    guardarSessaoResultados({ token: 'tok', expiraEm: '2026-11-25T13:30:00.000Z', consultaId: id });
    esquecerSessaoResultados();
    expect(lerSessaoResultados(agora)).toBeUndefined();
  });
});
