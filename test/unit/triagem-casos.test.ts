import { describe, expect, it } from 'vitest';
import { niveisTriagem, type NivelTriagem } from '#shared/schemas/validacao.js';
import type { CasoAvaliacao } from '../triagem/caso-avaliacao.js';
import { casosAvaliacao } from '../triagem/casos.js';
import { casosComplementares } from '../triagem/casos-complementares.js';
import { casosComplementares2 } from '../triagem/casos-complementares-2.js';
import { casosComplementares3 } from '../triagem/casos-complementares-3.js';
import { casosReservados } from '../triagem/casos-reservados.js';

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

// The later sets: each written by someone who had seen neither the rules nor the other sets, 20 or
// 10 cases per level, ids with the set's prefix (docs/triagem.md, "Measuring it").
const conjuntosPosteriores = [
  { nome: 'complementar 1', casos: casosComplementares, prefixo: 'res', porNivel: 10 },
  { nome: 'complementar 2', casos: casosComplementares2, prefixo: 'nov', porNivel: 20 },
  { nome: 'complementar 3', casos: casosComplementares3, prefixo: 'r3', porNivel: 20 },
  { nome: 'reservado', casos: casosReservados, prefixo: 'r4', porNivel: 20 },
] as const;

describe.each(conjuntosPosteriores)('conjunto $nome da triagem', ({ casos, prefixo, porNivel }) => {
  it(`has ${porNivel} cases per level`, () => {
    const contagem = contarPorNivel(casos);

    for (const nivel of niveisTriagem) expect(contagem[nivel], nivel).toBe(porNivel);
  });

  it(`has every case well formed, with ids ${prefixo}-001 onwards`, () => {
    const esperados = Array.from({ length: casos.length }, (_, i) => `${prefixo}-${String(i + 1).padStart(3, '0')}`);

    expect(casosMalFormados(casos)).toEqual([]);
    expect(casos.map((caso) => caso.id).sort()).toEqual(esperados);
  });
});

describe('todos os conjuntos juntos', () => {
  const todos = [casosAvaliacao, ...conjuntosPosteriores.map((conjunto) => conjunto.casos)].flat();

  it('have unique ids', () => {
    const ids = todos.map((caso) => caso.id);
    const repetidos = ids.filter((id, i) => ids.indexOf(id) !== i);

    expect(repetidos).toEqual([]);
  });

  it('do not hold the same case twice', () => {
    const conversas = todos.map((caso) => caso.mensagens.join('\n').trim().toLowerCase());
    const repetidas = conversas.filter((conversa, i) => conversas.indexOf(conversa) !== i);

    expect(repetidas).toEqual([]);
  });
});
