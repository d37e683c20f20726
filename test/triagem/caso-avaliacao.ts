/**
 * One case of the triage evaluation set (test/triagem/casos.ts): what a patient, or a parent or
 * carer, types in the chat, with the intake's age and sex, the level a triage physician would give
 * (the gold level) and the published material it is drawn from. The cases are kept out of the
 * guard's rules: a rule is written for a clinical sign, never for a case's wording.
 */
import type { NivelTriagem } from '#shared/schemas/validacao.js';

export interface CasoAvaliacao {
  /** Unique, stable: 'emg-001', 'ps-014', 'c24-007', 'con-030', 'auto-012', 'res-…' for the reserved set. */
  readonly id: string;
  /** Two or three short chat messages, exactly as typed (no accents, typos, abbreviations included). */
  readonly mensagens: readonly string[];
  /** From the intake form: age in whole years (0 for babies under one) and, when given, sex. */
  readonly paciente: { readonly idade: number; readonly sexo?: 'feminino' | 'masculino' };
  /** The gold triage level. */
  readonly nivel: NivelTriagem;
  /** The condition the vignette describes, in pt-BR, to read the bench's misses. */
  readonly condicao: string;
  /** The published material the vignette is drawn from (author, year, item or discriminator). */
  readonly fonte: string;
}
