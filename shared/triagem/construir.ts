/** Small builders the sign families share, so each family file reads as a list of clinical signs. */
import { padrao } from '../texto-clinico.js';
import type { Contexto, Sinal } from './tipos.js';

/** Up to `n` words in between: 'dor {forte e} no peito'. */
export const ate = (n: number): string => `(?:\\w+ ){0,${n}}?`;

/** Up to `n` words in between, none a negation: 'o dedo ficou dormente', not 'o dedo sem dormência'. */
export const ateSemNegacao = (n: number): string => `(?:(?!(?:nao|nem|sem) )\\w+ ){0,${n}}?`;

/** The age in months, or a large number when unknown (so an unknown age is never a baby's). */
export const idadeMeses = (c: Contexto): number => c.idadeMeses ?? 999;

/**
 * Who is seen by a physician for a complaint that would be home care in a healthy adult: a baby, an
 * old age, a pregnancy.
 */
export const grupoDeRisco = (c: Contexto): boolean => idadeMeses(c) < 12 || (c.idadeAnos ?? 0) >= 75 || c.gestante;

/**
 * A sign from patterns written in natural, accentless spelling over normalised text. The patterns
 * are joined into one regular expression, so each clause is scanned once per sign, not once per
 * pattern (the guard reads every sign of the catalogue on every message), and compiled on first
 * use, so a Lambda that imports the guard without reading a message does not pay for it.
 */
export function sinal(id: string, fontes: readonly string[], opcoes: Omit<Sinal, 'id' | 'padroes'> = {}): Sinal {
  let compilados: readonly RegExp[] | undefined;
  return {
    id,
    ...opcoes,
    get padroes() {
      compilados ??= [padrao(fontes.map((fonte) => `(?:${fonte})`).join('|'))];
      return compilados;
    },
  };
}
