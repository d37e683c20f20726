/**
 * What the triage guard reads of a transcript. Apart from the guard itself (index.ts) so that the
 * chat routes that only pass the transcript along do not load the catalogue of signs.
 */

/** The patient's text messages, oldest first. */
export function textosDoPaciente(mensagens: readonly { readonly autor: string; readonly tipo: string; readonly texto: string }[]): string[] {
  return mensagens.filter((mensagem) => mensagem.autor === 'paciente' && mensagem.tipo === 'text').map((mensagem) => mensagem.texto);
}
