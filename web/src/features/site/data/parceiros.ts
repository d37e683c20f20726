/** A health insurer shown in the partner carousel (spec: site §3 — name, logo). */
export interface Parceiro {
  readonly name: string;
  /** Short text mark shown instead of an external logo image. */
  readonly logo: string;
}

/**
 * Insurers of the partner carousel. The spec presents them as being "em processo de
 * credenciamento": no partnership is claimed, and their logos are not used.
 */
export const parceiros: readonly Parceiro[] = [
  { name: 'Unimed', logo: 'U' },
  { name: 'Bradesco Saúde', logo: 'B' },
  { name: 'SulAmérica', logo: 'S' },
  { name: 'Amil', logo: 'A' },
  { name: 'Hapvida NotreDame Intermédica', logo: 'H' },
  { name: 'Porto Saúde', logo: 'P' },
  { name: 'Prevent Senior', logo: 'PS' },
  { name: 'Golden Cross', logo: 'G' },
];
