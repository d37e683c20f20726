/**
 * Calls to `/api/medico/*` with the physician's Cognito access token; every answer is parsed with
 * the shared contract (shared/schemas/validacao.ts) before a screen sees it.
 */
import { requireAccessToken } from '#web/lib/access-token.js';
import { ApiRequestError, apiRequest, type ApiRequestInit } from '#web/lib/api-client.js';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

const SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente.';
const RESPOSTA_INVALIDA = 'O servidor respondeu num formato inesperado. Tente novamente.';

export async function medicoRequest<T>(path: string, schema: Parser<T> | undefined, init: ApiRequestInit = {}): Promise<T> {
  const accessToken = await requireAccessToken(SESSAO_EXPIRADA);
  const body = await apiRequest<unknown>(`/medico${path}`, { ...init, accessToken });
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(502, RESPOSTA_INVALIDA);
  return parsed.data;
}

export const medicoKeys = {
  todos: ['medico'] as const,
  perfil: (sub: string) => ['medico', sub, 'perfil'] as const,
  fila: (sub: string) => ['medico', sub, 'fila'] as const,
  caso: (sub: string, consultaId: string) => ['medico', sub, 'caso', consultaId] as const,
};
