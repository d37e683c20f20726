import { findMedico, isMedicoId, type Medico } from '../../../../shared/medicos.js';
import {
  MEDICO_ESCOLHIDO_CHAVE,
  medicoEscolhidoSchema,
  type MedicoEscolhido,
} from '../../../../shared/schemas/medico-escolhido.js';

/** Stores the chosen doctor for this tab (session storage: it ends with the tab). */
export function guardarMedicoEscolhido(medico: Pick<Medico, 'id' | 'nome' | 'especialidade'>): MedicoEscolhido {
  const escolhido: MedicoEscolhido = { id: medico.id, nome: medico.nome, especialidade: medico.especialidade };
  try {
    sessionStorage.setItem(MEDICO_ESCOLHIDO_CHAVE, JSON.stringify(escolhido));
  } catch {
    // Storage can be full or blocked (private mode); the choice still holds on this page.
  }
  return escolhido;
}

/** The doctor chosen earlier in this tab, if the stored value is valid and names one of the 12. */
export function lerMedicoEscolhido(): Medico | undefined {
  let bruto: string | null;
  try {
    bruto = sessionStorage.getItem(MEDICO_ESCOLHIDO_CHAVE);
  } catch {
    return undefined;
  }
  if (!bruto) return undefined;
  try {
    const result = medicoEscolhidoSchema.safeParse(JSON.parse(bruto));
    if (!result.success || !isMedicoId(result.data.id)) return undefined;
    return findMedico(result.data.id);
  } catch {
    return undefined;
  }
}

/** Forgets the choice (the patient wants another doctor). */
export function esquecerMedicoEscolhido(): void {
  try {
    sessionStorage.removeItem(MEDICO_ESCOLHIDO_CHAVE);
  } catch {
    // Nothing to forget if storage is unavailable.
  }
}
