/**
 * The medical specialties of the virtual doctors, the directory's filter values and the plan tiers.
 */

/** The 12 specialties, in the order of the doctor list; `id` is a URL- and storage-safe slug. */
export const especialidades = [
  { id: 'clinica-geral', label: 'Clínica Geral' },
  { id: 'cardiologia', label: 'Cardiologia' },
  { id: 'dermatologia', label: 'Dermatologia' },
  { id: 'gastroenterologia', label: 'Gastroenterologia' },
  { id: 'pediatria', label: 'Pediatria' },
  { id: 'ortopedia', label: 'Ortopedia' },
  { id: 'ginecologia', label: 'Ginecologia' },
  { id: 'neurologia', label: 'Neurologia' },
  { id: 'psicologia', label: 'Psicologia' },
  { id: 'endocrinologia', label: 'Endocrinologia' },
  { id: 'psiquiatria', label: 'Psiquiatria' },
  { id: 'reumatologia', label: 'Reumatologia' },
] as const;

export type EspecialidadeId = (typeof especialidades)[number]['id'];
export type Especialidade = (typeof especialidades)[number]['label'];

/** Filter value of the directory's specialty dropdown that means "every specialty". */
export const FILTRO_TODAS = 'todas';

export type FiltroEspecialidade = EspecialidadeId | typeof FILTRO_TODAS;

/** Plan tiers a doctor may require (no gating is applied by the product). */
export const planos = ['prata', 'ouro'] as const;

export type Plano = (typeof planos)[number];

/** The specialty with this slug or label, if any. */
export function findEspecialidade(idOrLabel: string): (typeof especialidades)[number] | undefined {
  return especialidades.find((especialidade) => especialidade.id === idOrLabel || especialidade.label === idOrLabel);
}

/** Whether a string is one of the specialty slugs. */
export function isEspecialidadeId(value: string): value is EspecialidadeId {
  return especialidades.some((especialidade) => especialidade.id === value);
}
