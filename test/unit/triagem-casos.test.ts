import { describe, expect, it } from 'vitest';
import { niveisTriagem, type NivelTriagem } from '../../shared/schemas/validacao.js';
import type { CasoAvaliacao } from '../triagem/caso-avaliacao.js';
import { casosAvaliacao } from '../triagem/casos.js';
import { casosComplementares } from '../triagem/casos-complementares.js';

// The evaluation set is only worth its numbers if every case is well formed; these checks read the
// cases' shape, never their clinical content.

const prefixoDoNivel: Record<NivelTriagem, string> = {
  emergencia: 'emg-',
  'pronto-socorro': 'ps-',
  'consulta-24h': 'c24-',
  consulta: 'con-',
  autocuidado: 'auto-',
};

const contarPorNivel = (casos: readonly CasoAvaliacao[]) =>
  Object.fromEntries(niveisTriagem.map((nivel) => [nivel, casos.filter((caso) => caso.nivel === nivel).length]));

const problemasDoCaso = (caso: CasoAvaliacao): string[] => {
  const problemas: string[] = [];
  if (!(niveisTriagem as readonly string[]).includes(caso.nivel)) problemas.push(`nível desconhecido ${caso.nivel}`);
  if (caso.mensagens.length < 1 || caso.mensagens.length > 4) problemas.push(`${caso.mensagens.length} mensagens`);
  caso.mensagens.forEach((mensagem, i) => {
    if (mensagem.trim() === '') problemas.push(`mensagem ${i} vazia`);
    if (mensagem.length > 500) problemas.push(`mensagem ${i} com ${mensagem.length} caracteres`);
  });
  const { idade, sexo } = caso.paciente;
  if (!Number.isInteger(idade) || idade < 0 || idade > 110) problemas.push(`idade ${idade}`);
  if (sexo !== undefined && sexo !== 'feminino' && sexo !== 'masculino') problemas.push(`sexo ${String(sexo)}`);
  if (caso.condicao.trim() === '') problemas.push('condição vazia');
  if (caso.fonte.trim() === '') problemas.push('fonte vazia');
  return problemas;
};

const casosMalFormados = (casos: readonly CasoAvaliacao[]) =>
  casos.map((caso) => ({ id: caso.id, problemas: problemasDoCaso(caso) })).filter(({ problemas }) => problemas.length > 0);

describe('conjunto de avaliação da triagem', () => {
  it('has at least 200 cases, 40 per level', () => {
    const contagem = contarPorNivel(casosAvaliacao);

    expect(casosAvaliacao.length).toBeGreaterThanOrEqual(200);
    for (const nivel of niveisTriagem) expect(contagem[nivel], nivel).toBeGreaterThanOrEqual(40);
  });

  it('has every case well formed', () => {
    expect(casosMalFormados(casosAvaliacao)).toEqual([]);
  });

  it('names each case by its level', () => {
    const foraDoPadrao = casosAvaliacao
      .filter((caso) => !new RegExp(`^${prefixoDoNivel[caso.nivel]}\\d{3}$`).test(caso.id))
      .map((caso) => caso.id);

    expect(foraDoPadrao).toEqual([]);
  });
});

describe('conjunto reservado da triagem', () => {
  it('has at least 50 cases, 10 per level', () => {
    const contagem = contarPorNivel(casosComplementares);

    expect(casosComplementares.length).toBeGreaterThanOrEqual(50);
    for (const nivel of niveisTriagem) expect(contagem[nivel], nivel).toBeGreaterThanOrEqual(10);
  });

  it('has every case well formed, with a res- id', () => {
    const semPrefixo = casosComplementares.filter((caso) => !/^res-\d{3}$/.test(caso.id)).map((caso) => caso.id);

    expect(casosMalFormados(casosComplementares)).toEqual([]);
    expect(semPrefixo).toEqual([]);
  });
});

describe('os dois conjuntos juntos', () => {
  it('have unique ids', () => {
    const ids = [...casosAvaliacao, ...casosComplementares].map((caso) => caso.id);
    const repetidos = ids.filter((id, i) => ids.indexOf(id) !== i);

    expect(repetidos).toEqual([]);
  });

  it('do not hold the same case twice', () => {
    const conversas = [...casosAvaliacao, ...casosComplementares].map((caso) => caso.mensagens.join('\n').trim().toLowerCase());
    const repetidas = conversas.filter((conversa, i) => conversas.indexOf(conversa) !== i);

    expect(repetidas).toEqual([]);
  });
});
