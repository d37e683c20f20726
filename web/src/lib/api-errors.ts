/**
 * How a failed call of our API reaches the screen, written once: the text to show, the toast's
 * title and description, and whether TanStack Query should try again.
 */
import { mensagens } from '#shared/messages.js';
import { notify } from '../components/toast.js';
import { ApiRequestError } from './api-client.js';

export interface TextoDoErro {
  readonly titulo: string;
  readonly descricao: string;
}

/** The HTTP status of a failed call (0 when the server was not reached, undefined for other errors). */
export const statusDoErro = (error: unknown): number | undefined => (error instanceof ApiRequestError ? error.status : undefined);

/** The pt-BR text of a failed call: the server's own message, or `padrao` for anything else. */
export const mensagemDoErro = (error: unknown, padrao: string = mensagens.erros.erroInterno): string =>
  error instanceof ApiRequestError ? error.message : padrao;

/**
 * The toast of a failed call: the server's title and reason when it sends both, the page's title
 * around the server's message when it sends one line, else the page's own title and reason.
 */
export function toastDoErro(error: unknown, padrao: TextoDoErro): TextoDoErro {
  if (!(error instanceof ApiRequestError)) return padrao;
  return error.descricao ? { titulo: error.message, descricao: error.descricao } : { titulo: padrao.titulo, descricao: error.message };
}

/** Shows the toast of a failed call (see `toastDoErro`). */
export function notificarErro(error: unknown, padrao: TextoDoErro): void {
  const { titulo, descricao } = toastDoErro(error, padrao);
  notify.error(titulo, descricao);
}

/** A client error (bad input, no session, expired code) is an answer, not an outage: retrying it changes nothing. */
export const retryUnlessClientError = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 3;
