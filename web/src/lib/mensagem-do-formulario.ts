/**
 * The single message box of a journey form whose messages the spec puts in an order
 * (/cadastro-pagamento and /agendar-consulta): "fill every field" before "choose a doctor"
 * before each field's own check. The schema reports every field at once; this picks the one to show.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface MensagemDoFormulario<T extends FieldValues> {
  /** The field the message is about (the one to focus), in the form's order. */
  readonly campo: keyof T & string;
  readonly mensagem: string;
}

/**
 * The first of `prioridades` that any field carries, else the first field's message in `campos`'
 * order; undefined while no field is in error.
 */
export function mensagemDoFormulario<T extends FieldValues>(
  errors: FieldErrors<T>,
  campos: readonly (keyof T & string)[],
  prioridades: readonly string[],
): MensagemDoFormulario<T> | undefined {
  const comErro = campos.flatMap((campo) => {
    const mensagem = errors[campo]?.message;
    return typeof mensagem === 'string' && mensagem ? [{ campo, mensagem }] : [];
  });
  for (const prioridade of prioridades) {
    const encontrada = comErro.find(({ mensagem }) => mensagem === prioridade);
    if (encontrada) return encontrada;
  }
  return comErro[0];
}
