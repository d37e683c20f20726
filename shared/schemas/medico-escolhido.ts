/**
 * The doctor a patient chose in the consultation room, kept in the tab's session storage until the
 * consultation starts. Storage is a boundary like any other: what is read back is parsed.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { mensagens } from '../messages.js';

/** Session-storage key of the chosen doctor. */
export const MEDICO_ESCOLHIDO_CHAVE = 'medico_escolhido';

const texto = (max: number) =>
  z
    .string({ error: mensagens.validacao.textoInvalido })
    .check(
      z.trim(),
      z.minLength(1, { error: mensagens.validacao.campoObrigatorio }),
      z.maxLength(max, { error: mensagens.validacao.textoMuitoLongo(max) }),
    );

/** {id, nome, especialidade} of the chosen doctor. */
export const medicoEscolhidoSchema = lazySchema(() => z.object({
  id: z.number({ error: mensagens.validacao.numeroInvalido }).check(z.int({ error: mensagens.validacao.numeroInteiro }), z.gte(1)),
  nome: texto(120),
  especialidade: texto(60),
}));

export type MedicoEscolhido = z.infer<typeof medicoEscolhidoSchema>;
