import { describe, expect, it } from 'vitest';
import { paraWinAnsi } from '#lambdas/documentos/diagramador.js';
import { nomeArquivo } from '#shared/nome-arquivo.js';

const data = new Date('2026-11-22T15:00:00Z');

describe('paraWinAnsi', () => {
  it('keeps accents WinAnsi can draw and composes decomposed ones', () => {
    expect(paraWinAnsi('ação, atenção, é, õ, ü, º, —')).toBe('ação, atenção, é, õ, ü, º, —');
    expect(paraWinAnsi('ac\u0327a\u0303o')).toBe('ação');
    expect(paraWinAnsi('⚠️ febre ≤ 38 °C')).toBe('! febre <= 38 °C');
  });
});

describe('nomeArquivo', () => {
  it.each([
    ['receita', 'Maria Silva', 'receita-maria-silva-2026-11-22.pdf'],
    ['prontuario', 'João da Conceição', 'prontuario-joao-da-conceicao-2026-11-22.pdf'],
    ['receita', '  ', 'receita-paciente-2026-11-22.pdf'],
    ['receita', "D'Ávila / Ñandú", 'receita-d-avila-nandu-2026-11-22.pdf'],
  ] as const)('%s for %j → %s', (tipo, nome, esperado) => {
    expect(nomeArquivo(tipo, nome, data)).toBe(esperado);
  });

  it('uses the day in Brasília and accepts another extension', () => {
    expect(nomeArquivo('prontuario', 'Ana', new Date('2026-11-23T02:30:00Z'), 'txt')).toBe('prontuario-ana-2026-11-22.txt');
  });
});
