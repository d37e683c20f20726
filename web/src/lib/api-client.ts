/**
 * Calls to our own API (same origin, /api/*). Errors carry the server's pt-BR message, which is
 * what the pages show.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const FALLBACK_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...rest,
      headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiRequestError(0, FALLBACK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (!response.ok) throw new ApiRequestError(response.status, body?.error ?? FALLBACK_MESSAGE);
  return body as T;
}
