import { describe, expect, it } from 'vitest';
import { niveisTriagem } from '../../shared/schemas/validacao.js';
import { casosComplementares2 } from '../triagem/casos-complementares-2.js';

// The second held-out set is only worth its name if it is well formed: the bench reads every case
// as it is, so a malformed one would silently skew the measures.
describe('casosComplementares2', () => {
  it('has 100 cases, 20 per triage level', () => {
    expect(casosComplementares2).toHaveLength(100);
    for (const nivel of niveisTriagem) {
      expect(casosComplementares2.filter((caso) => caso.nivel === nivel), nivel).toHaveLength(20);
    }
  });

  it('has unique ids nov-001 to nov-100', () => {
    const ids = casosComplementares2.map((caso) => caso.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^nov-\d{3}$/);
    expect([...ids].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `nov-${String(i + 1).padStart(3, '0')}`));
  });

  it.each(casosComplementares2.map((caso) => [caso.id, caso] as const))('%s is well formed', (_id, caso) => {
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
