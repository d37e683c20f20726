import { describe, expect, it } from 'vitest';
import { datasLegais } from '#shared/constants.js';
import { formatBRL, formatDateLongPtBR, formatDatePtBR, PRECO_CONSULTA_FORMATADO } from '#shared/format.js';

describe('formatBRL', () => {
  it('formats the fee with a non-breaking space after R$', () => {
    expect(formatBRL(19.9)).toBe('R$\u00a019,90');
    expect(PRECO_CONSULTA_FORMATADO).toBe('R$\u00a019,90');
  });

  it('groups thousands with a dot and rounds to centavos', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(220)).toBe('R$\u00a0220,00');
  });
});

describe('formatDatePtBR', () => {
  it('formats a calendar date as dd/mm/aaaa on that very day', () => {
    expect(formatDatePtBR(datasLegais.termosUso)).toBe('23/06/2025');
    expect(formatDatePtBR(datasLegais.politicaPrivacidade)).toBe('19/06/2024');
  });

  it('formats an instant in Brasília time', () => {
    expect(formatDatePtBR('2025-06-24T02:00:00Z')).toBe('23/06/2025');
    expect(formatDatePtBR(new Date('2025-06-23T15:00:00Z'))).toBe('23/06/2025');
    expect(formatDatePtBR('2025-06-24T02:00:00Z', 'UTC')).toBe('24/06/2025');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDatePtBR('ontem')).toThrow(RangeError);
  });
});

describe('formatDateLongPtBR', () => {
  it('writes the date in words', () => {
    expect(formatDateLongPtBR(datasLegais.termosUso)).toBe('23 de junho de 2025');
    expect(formatDateLongPtBR('2024-06-19')).toBe('19 de junho de 2024');
  });
});
