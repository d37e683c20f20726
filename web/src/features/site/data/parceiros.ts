/** A health insurer shown in the partner carousel (docs/regras-do-produto.md#public-site — name, logo). */
export interface Parceiro {
  readonly name: string;
  /** Short text mark shown instead of an external logo image. */
  readonly logo: string;
}

/**
 * Insurers of the partner carousel, shown as "em processo de credenciamento" (docs/regras-do-produto.md#public-site).
 * The names are fictional on purpose: stating that a real insurer is accrediting us would be a
 * claim we cannot make. Replace them only with insurers that have agreed to be named.
 */
export const parceiros: readonly Parceiro[] = [
  { name: 'Vida Plena Saúde', logo: 'VP' },
  { name: 'Amparo Seguros', logo: 'A' },
  { name: 'Bem-Estar Planos', logo: 'BE' },
  { name: 'Cuidar+ Saúde', logo: 'C+' },
  { name: 'Horizonte Assistência Médica', logo: 'H' },
  { name: 'Nova Aliança Saúde', logo: 'NA' },
  { name: 'Rede Mais Vida', logo: 'RM' },
  { name: 'Saúde Integral Brasil', logo: 'SI' },
];
