/** The first step of the symptom interview: who the answers are about (age, sex, pregnancy). */
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { perguntaGestacao } from './entrevista.js';

export const IDADE_MAXIMA = 120;

export const perfilEntrevistaSchema = lazySchema(() =>
  z
    .object({
      idade: z.int({ error: 'Informe a idade em anos.' }).check(
        z.minimum(0, { error: 'Informe a idade em anos.' }),
        z.maximum(IDADE_MAXIMA, { error: `A idade vai até ${IDADE_MAXIMA} anos.` }),
      ),
      // Asked only under 2 years (the field exists only then: the form drops hidden fields).
      meses: z.optional(
        z.int({ error: 'Informe a idade em meses (0 a 23).' }).check(
          z.minimum(0, { error: 'Informe a idade em meses (0 a 23).' }),
          z.maximum(23, { error: 'Informe a idade em meses (0 a 23).' }),
        ),
      ),
      sexo: z.enum(['feminino', 'masculino'], { error: 'Escolha o sexo.' }),
      // A radio group with no choice reads as null.
      gestante: z.optional(z.nullable(z.enum(['sim', 'nao']))),
    })
    .check(
      z.refine((perfil) => perfil.idade >= 2 || perfil.meses !== undefined, {
        error: 'Informe a idade em meses (0 a 23).',
        path: ['meses'],
      }),
      z.refine((perfil) => !perguntaGestacao(perfil) || Boolean(perfil.gestante), {
        error: 'Responda se está grávida.',
        path: ['gestante'],
      }),
    ),
);

export type PerfilEntrevistaInput = z.input<typeof perfilEntrevistaSchema>;
export type PerfilEntrevista = z.output<typeof perfilEntrevistaSchema>;
