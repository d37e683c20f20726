/** Small builders the sign families share, so each family file reads as a list of clinical signs. */
import { padrao } from '../texto-clinico.js';
import type { Sinal } from './tipos.js';

/** Up to `n` words in between: 'dor {forte e} no peito'. */
export const ate = (n: number): string => `(?:\\w+ ){0,${n}}?`;

/** A sign from patterns written in natural, accentless spelling over normalised text. */
export function sinal(id: string, fontes: readonly string[], opcoes: Omit<Sinal, 'id' | 'padroes'> = {}): Sinal {
  return { id, padroes: fontes.map((fonte) => padrao(fonte)), ...opcoes };
}
