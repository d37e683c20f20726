/**
 * The access token of a call that needs the patient's or the physician's session, written once.
 * Kept apart from auth-session.ts, which every page loads, so the API's messages load only with
 * the pages that call the API.
 */
import { mensagens } from '#shared/messages.js';
import { ApiRequestError } from './api-client.js';
import { getAccessToken } from './auth-session.js';

/**
 * The session's access token; without one, the API's own 401 (with `mensagem`, by default the
 * API's text), so the screen shows what a refused call shows.
 */
export async function requireAccessToken(mensagem: string = mensagens.erros.naoAutenticado): Promise<string> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, mensagem);
  return token;
}
