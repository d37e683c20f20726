/**
 * The doctor a patient chose, kept in the tab's session storage until the consultation starts
 * (docs/regras-do-produto.md#waiting-for-the-payment: one key before and one after the payment is created, one for the free flow).
 */
import { findMedico, isMedicoId, type Medico } from '#shared/medicos.js';
import { MEDICO_ESCOLHIDO_CHAVE, medicoEscolhidoSchema, type MedicoEscolhido } from '#shared/schemas/medico-escolhido.js';
import { readJson, removeKeys, writeJson } from './browser-storage.js';

/** Where a choice is kept: before paying (and in the consultation room), after the payment is created, or for the free consultation. */
export const chavesMedicoEscolhido = {
  escolhido: MEDICO_ESCOLHIDO_CHAVE,
  pagamento: 'medico_escolhido_pagamento',
  gratis: 'medico_escolhido_gratis',
} as const;

export type ChaveMedicoEscolhido = keyof typeof chavesMedicoEscolhido;

/** Stores the chosen doctor for this tab (session storage: it ends with the tab). */
export function guardarMedicoEscolhido(
  medico: Pick<Medico, 'id' | 'nome' | 'especialidade'>,
  chave: ChaveMedicoEscolhido = 'escolhido',
): MedicoEscolhido {
  const escolhido: MedicoEscolhido = { id: medico.id, nome: medico.nome, especialidade: medico.especialidade };
  writeJson('session', chavesMedicoEscolhido[chave], escolhido);
  return escolhido;
}

/** The doctor chosen earlier in this tab, if the stored value is valid and names one of the 12. */
export function lerMedicoEscolhido(chave: ChaveMedicoEscolhido = 'escolhido'): Medico | undefined {
  const escolhido = readJson('session', chavesMedicoEscolhido[chave], medicoEscolhidoSchema);
  if (!escolhido || !isMedicoId(escolhido.id)) return undefined;
  return findMedico(escolhido.id);
}

/** Forgets the choice (the patient wants another doctor, or the consultation has started). */
export function esquecerMedicoEscolhido(...chaves: readonly ChaveMedicoEscolhido[]): void {
  const todas = chaves.length > 0 ? chaves : (['escolhido'] as const);
  removeKeys('session', ...todas.map((chave) => chavesMedicoEscolhido[chave]));
}
