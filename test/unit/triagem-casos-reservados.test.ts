import { describe, expect, it } from 'vitest';
import { niveisTriagem } from '../../shared/schemas/validacao.js';
import { casosReservados } from '../triagem/casos-reservados.js';

describe('conjunto reservado da avaliação da triagem (r4-)', () => {
  it('tem 100 casos, 20 por nível', () => {
    expect(casosReservados).toHaveLength(100);
    for (const nivel of niveisTriagem) {
      expect(casosReservados.filter((caso) => caso.nivel === nivel), nivel).toHaveLength(20);
    }
  });

  it('tem ids únicos r4-001…r4-100', () => {
    const ids = casosReservados.map((caso) => caso.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^r4-\d{3}$/);
    const esperados = Array.from({ length: 100 }, (_, i) => `r4-${String(i + 1).padStart(3, '0')}`);
    expect([...ids].sort()).toEqual(esperados);
  });

  it.each(casosReservados.map((caso) => [caso.id, caso] as const))('%s está bem formado', (_id, caso) => {
    expect(caso.mensagens.length).toBeGreaterThanOrEqual(1);
    expect(caso.mensagens.length).toBeLessThanOrEqual(4);
    for (const mensagem of caso.mensagens) {
      expect(mensagem.trim().length).toBeGreaterThan(0);
      expect(mensagem.length).toBeLessThanOrEqual(500);
    }
    expect(Number.isInteger(caso.paciente.idade)).toBe(true);
    expect(caso.paciente.idade).toBeGreaterThanOrEqual(0);
    expect(caso.paciente.idade).toBeLessThanOrEqual(110);
    if (caso.paciente.sexo !== undefined) expect(['feminino', 'masculino']).toContain(caso.paciente.sexo);
    expect(niveisTriagem).toContain(caso.nivel);
    expect(caso.condicao.trim().length).toBeGreaterThan(0);
    expect(caso.fonte.trim().length).toBeGreaterThan(0);
  });
});
