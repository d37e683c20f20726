/**
 * The scheduling form's static list of three professionals (docs/regras-do-produto.md#price-and-payment /agendar-consulta) and its
 * consultation types with their prices (docs/regras-do-produto.md#price-and-payment). Each professional is served by the virtual doctor
 * of that area, whose id the payment is created for.
 */
import { consultaRegras, PRECO_CONSULTA } from '#shared/constants.js';
import { formatBRL } from '#shared/format.js';
import { findMedico, type Medico } from '#shared/medicos.js';

export interface Profissional {
  readonly id: 'psicologia' | 'psiquiatria' | 'terapia-casal';
  readonly area: string;
  readonly descricao: string;
  readonly medico: Medico;
}

export const profissionais: readonly Profissional[] = [
  { id: 'psicologia', area: 'Psicologia', descricao: 'Ansiedade, estresse, tristeza e autoconhecimento.', medico: findMedico(9) },
  { id: 'psiquiatria', area: 'Psiquiatria', descricao: 'Humor, sono, ansiedade intensa e uso de medicamentos.', medico: findMedico(11) },
  { id: 'terapia-casal', area: 'Terapia de Casal', descricao: 'Comunicação, conflitos e fases difíceis da relação.', medico: findMedico(9) },
];

export type TipoConsultaAgendamento = keyof typeof consultaRegras.precosPorTipo;

const rotulosTipo: Record<TipoConsultaAgendamento, string> = {
  psicologia: 'Psicologia',
  psiquiatria: 'Psiquiatria',
  'terapia-casal': 'Terapia de Casal',
  neuropsicologia: 'Neuropsicologia',
};

/**
 * The four consultation types in the spec's order. Every type costs the flat fee: the payment API
 * charges R$ 19,90 whatever the type, so the dialog must show that amount, not the spec's per-type
 * prices (`consultaRegras.precosPorTipo`), which no payment ever charges.
 */
export const tiposConsultaAgendamento = (Object.keys(consultaRegras.precosPorTipo) as TipoConsultaAgendamento[]).map((id) => ({
  id,
  rotulo: rotulosTipo[id],
  preco: PRECO_CONSULTA,
  precoTexto: formatBRL(PRECO_CONSULTA),
}));

/** Free mode has no type field: docs/regras-do-produto.md#price-and-payment defaults it to psicologia. */
export const TIPO_PADRAO_GRATUITO: TipoConsultaAgendamento = 'psicologia';
