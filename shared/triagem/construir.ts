/** Small builders the sign families share, so each family file reads as a list of clinical signs. */
import { padrao } from '../texto-clinico.js';
import type { Sinal } from './tipos.js';

/** Up to `n` words in between: 'dor {forte e} no peito'. */
export const ate = (n: number): string => `(?:\\w+ ){0,${n}}?`;

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
