import { describe, expect, it } from 'vitest';
import { niveisTriagem } from '../../shared/schemas/validacao.js';
import { casosComplementares3 } from '../triagem/casos-complementares-3.js';

// The third held-out set (r3-…) is only useful to the bench when it is well formed: 100 cases, 20 per
// level, stable unique ids, messages a patient could really send.
describe('casosComplementares3 (r3-)', () => {
  it('has 100 cases, 20 per level', () => {
    expect(casosComplementares3).toHaveLength(100);
    for (const nivel of niveisTriagem) {
      expect(casosComplementares3.filter((caso) => caso.nivel === nivel), nivel).toHaveLength(20);
    }
  });

  it('has unique ids r3-001 … r3-100', () => {
    const ids = casosComplementares3.map((caso) => caso.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^r3-\d{3}$/);
    expect([...ids].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `r3-${String(i + 1).padStart(3, '0')}`));
  });

  it.each(casosComplementares3.map((caso) => [caso.id, caso] as const))('%s is well formed', (_id, caso) => {
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
