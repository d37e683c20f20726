/**
 * The ARIA of a form field with an error line under it, written once for every form: the field is
 * invalid while the line shows, and the line (with any hint) describes it.
 */
export function ariaDoCampo(erro: string | undefined, erroId: string, ...dicas: readonly string[]) {
  return {
    'aria-invalid': erro ? true : undefined,
    'aria-describedby': [erro ? erroId : '', ...dicas].filter(Boolean).join(' ') || undefined,
  } as const;
}
