/**
 * pt-BR formatting of money and dates, identical in the browser and in the Lambdas.
 */
import { PRECO_CONSULTA } from './constants.js';

// Made on first use: building a currency formatter costs ~13 ms of CPU, which every Lambda that
// imports this module for its dates would otherwise pay in its cold start.
let brl: Intl.NumberFormat | undefined;

/** Time zone used for instants (timestamps); Brazil's product shows Brasília time everywhere. */
export const FUSO_HORARIO_PADRAO = 'America/Sao_Paulo';

/**
 * Formats a BRL amount the pt-BR way, e.g. 19.9 → 'R$ 19,90'.
 * Intl puts a non-breaking space (U+00A0) between 'R$' and the number, so compare with
 * 'R$\u00a019,90', not with an ordinary space.
 */
export function formatBRL(value: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(value);
}

/**
 * The consultation fee as shown on every screen: 'R$\u00a019,90'. Pure: a bundle that never reads
 * it (the Lambdas) drops the call, and with it the formatter.
 */
export const PRECO_CONSULTA_FORMATADO = /* @__PURE__ */ formatBRL(PRECO_CONSULTA);

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2025-06-23') is formatted as that day in any time zone; an instant (Date,
 * epoch ms or ISO timestamp) as the day it is in `timeZone`. Without this, '2025-06-23' would be
 * read as UTC midnight and shown as 22/06 in Brazil.
 */
function toDateAndZone(date: Date | string | number, timeZone: string): { value: Date; timeZone: string } {
  if (typeof date === 'string') {
    const match = ISO_DATE_ONLY.exec(date);
    if (match) {
      const [, year, month, day] = match;
      return { value: new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))), timeZone: 'UTC' };
    }
  }
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) {
    throw new RangeError(`Invalid date: ${String(date)}`);
  }
  return { value, timeZone };
}

/** Formats a date as dd/mm/aaaa, e.g. '23/06/2025'. */
export function formatDatePtBR(date: Date | string | number, timeZone: string = FUSO_HORARIO_PADRAO): string {
  const zoned = toDateAndZone(date, timeZone);
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: zoned.timeZone,
  }).format(zoned.value);
}

/** Formats a date in words, e.g. '23 de junho de 2025'. */
export function formatDateLongPtBR(date: Date | string | number, timeZone: string = FUSO_HORARIO_PADRAO): string {
  const zoned = toDateAndZone(date, timeZone);
  return new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zoned.timeZone,
  }).format(zoned.value);
}
