/**
 * Calls to our own API (same origin, /api/*). Errors carry the server's pt-BR message, which is
 * what the pages show.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's second line, when it sends one (e.g. the promo dialog's `descricao`). */
    readonly descricao?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const FALLBACK_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

export interface ApiRequestInit extends RequestInit {
  /** Sent as a JSON body with its content type. */
  json?: unknown;
  /** A Cognito access token for the routes that need the patient's session. */
  accessToken?: string;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, accessToken, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...rest,
      headers: {
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiRequestError(0, FALLBACK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as { error?: string; descricao?: string } | undefined;
  if (!response.ok) throw new ApiRequestError(response.status, body?.error ?? FALLBACK_MESSAGE, body?.descricao);
  return body as T;
}
