/**
 * Ranking of the knowledge base's conditions against the symptoms found in the transcript, and the
 * choice of draft medicines for the patient (age, weight, allergies, specialty).
 */
import type { EspecialidadeId } from '#shared/especialidades.js';
import { normalizarTexto } from '#shared/texto-clinico.js';
import { condicoes, type Condicao, type Medicamento, type SintomaId } from './conhecimento.js';

export interface Hipotese {
  readonly condicao: Condicao;
  readonly pontos: number;
  /** The patient's symptoms that point to it, strongest first. */
  readonly sintomas: readonly SintomaId[];
}

export interface ContextoRanking {
  readonly especialidadeId: EspecialidadeId;
  readonly idade?: number;
  readonly sintomasNegados?: readonly SintomaId[];
}

/** An interview's hypotheses: its affirmed symptoms ranked, its denied ones against, for the doctor's specialty and the patient's age. */
export function hipotesesDaAnamnese(
  anamnese: { readonly sintomasPresentes: readonly SintomaId[]; readonly sintomasNegados: readonly SintomaId[] },
  especialidadeId: EspecialidadeId,
  idade: number | undefined,
): Hipotese[] {
  return ranquearCondicoes(anamnese.sintomasPresentes, {
    especialidadeId,
    ...(idade === undefined ? {} : { idade }),
    sintomasNegados: anamnese.sintomasNegados,
  });
}

/** Children under this age get the paediatric medicines and their weight-based doses. */
export const IDADE_PEDIATRICA = 12;

const PONTOS_MINIMOS = 2;

/**
 * Conditions ranked by the weight of the affirmed symptoms that point to them; a denied symptom
 * counts against. The doctor's specialty breaks near-ties: it multiplies, it never creates a
 * hypothesis without symptoms.
 */
export function ranquearCondicoes(presentes: readonly SintomaId[], contexto: ContextoRanking): Hipotese[] {
  const negados = new Set(contexto.sintomasNegados ?? []);
  const hipoteses: Hipotese[] = [];
  for (const condicao of condicoes) {
    if (condicao.idadeMinima !== undefined && contexto.idade !== undefined && contexto.idade < condicao.idadeMinima) continue;
    const casados = presentes.filter((id) => (condicao.sintomas[id] ?? 0) > 0);
    if (casados.length === 0) continue;
    const base = casados.reduce((soma, id) => soma + (condicao.sintomas[id] ?? 0), 0);
    const contra = [...negados].reduce((soma, id) => soma + (condicao.sintomas[id] ?? 0) / 2, 0);
    const fatorEspecialidade =
      condicao.especialidades[0] === contexto.especialidadeId ? 1.3 : condicao.especialidades.includes(contexto.especialidadeId) ? 1.15 : 1;
    const fatorIdade =
      contexto.idade !== undefined && contexto.idade < IDADE_PEDIATRICA && condicao.especialidades.includes('pediatria') ? 1.1 : 1;
    const pontos = Math.max(0, base - contra) * fatorEspecialidade * fatorIdade;
    if (pontos < PONTOS_MINIMOS) continue;
    const sintomasOrdenados = [...casados].sort((a, b) => (condicao.sintomas[b] ?? 0) - (condicao.sintomas[a] ?? 0));
    hipoteses.push({ condicao, pontos, sintomas: sintomasOrdenados });
  }
  return hipoteses.sort((a, b) => b.pontos - a.pontos || b.sintomas.length - a.sintomas.length || a.condicao.id.localeCompare(b.condicao.id));
}

/** How likely a hypothesis is relative to the first, in words. */
export function grauDeProbabilidade(hipotese: Hipotese, primeira: Hipotese): string {
  if (hipotese === primeira) return 'mais provável';
  const razao = hipotese.pontos / primeira.pontos;
  if (razao >= 0.75) return 'também provável';
  if (razao >= 0.4) return 'possível';
  return 'menos provável';
}

export interface MedicamentoEscolhido {
  readonly medicamento: Medicamento;
  /** The posology, with the dose for the child's weight when it is known. */
  readonly posologia: string;
}

export interface EscolhaMedicamentos {
  readonly medicamentos: readonly MedicamentoEscolhido[];
  /** Medicines left out because of a reported allergy. */
  readonly excluidosPorAlergia: readonly Medicamento[];
  readonly pediatrico: boolean;
}

export interface PacienteParaMedicamentos {
  readonly idade?: number;
  readonly peso?: number;
  readonly alergenos: readonly string[];
  readonly especialidadeId: EspecialidadeId;
}

function alergico(medicamento: Medicamento, alergenos: readonly string[]): boolean {
  const nome = normalizarTexto(medicamento.nome);
  const proibidos = medicamento.alergenos.map(normalizarTexto);
  return alergenos
    .map(normalizarTexto)
    .filter((alergeno) => alergeno.length >= 3)
    .some((alergeno) => nome.includes(alergeno) || proibidos.some((proibido) => proibido.includes(alergeno) || alergeno.includes(proibido)));
}

function posologiaPara(medicamento: Medicamento, peso: number | undefined): string {
  if (medicamento.gotasPorKg === undefined || peso === undefined || !(peso > 0)) return medicamento.posologia;
  const gotas = Math.min(Math.round(peso * medicamento.gotasPorKg), medicamento.maxGotas ?? Number.POSITIVE_INFINITY);
  return `${medicamento.posologia} Para ${String(peso).replace('.', ',')} kg: ${gotas} gotas por dose.`;
}

/**
 * The draft medicines of a condition for this patient: paediatric ones for children under 12,
 * none from a psychologist (psychologists do not prescribe), none the patient is allergic to.
 */
export function escolherMedicamentos(condicao: Condicao, paciente: PacienteParaMedicamentos): EscolhaMedicamentos {
  const pediatrico = paciente.idade !== undefined && paciente.idade < IDADE_PEDIATRICA;
  if (paciente.especialidadeId === 'psicologia') return { medicamentos: [], excluidosPorAlergia: [], pediatrico };
  const candidatos = pediatrico ? (condicao.medicamentosPediatricos ?? []) : condicao.medicamentos;
  const excluidosPorAlergia = candidatos.filter((medicamento) => alergico(medicamento, paciente.alergenos));
  const medicamentos = candidatos
    .filter((medicamento) => !excluidosPorAlergia.includes(medicamento))
    .map((medicamento) => ({ medicamento, posologia: posologiaPara(medicamento, paciente.peso) }));
  return { medicamentos, excluidosPorAlergia, pediatrico };
}
