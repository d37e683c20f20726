/**
 * Who may use the physicians' cockpit (docs/validacao-medica.md, "API"): the one place that checks
 * it. The caller's access token was verified by the HTTP API's JWT authorizer (locally by the local
 * API server); here its `cognito:groups` claim must hold `medicos`, and the account must carry the
 * CRM and UF that every validated document prints (CFM 2.299/2021). Anyone else gets a 403.
 *
 * The physician's profile comes from Cognito's GetUser, authorised by the caller's own access
 * token (no IAM permission involved), and is kept per container for a few minutes.
 *
 * The Cognito SDK is imported with the module, not on the first GetUser: every route of the cockpit
 * needs it on its first call, and measured with the bench (test/bench/lambda-bundles.ts), loading
 * it with `await import()` made the cold import ~5 ms slower, not faster (esbuild keeps the whole
 * client in a lazily evaluated module, and the shared SDK code it reaches loses tree-shaking).
 */
import {
  GetUserCommand,
  NotAuthorizedException,
  UserNotFoundException,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mensagensMedico, type MedicoValidador } from '#shared/schemas/validacao.js';
import { cognitoClient } from '../common/cognito-client.js';
import { callerIdentity } from '../common/cognito-user.js';
import { ForbiddenError, UnauthorizedError } from '../common/errors.js';
import type { HttpEvent } from '../common/http.js';

/** The Cognito group of the validating physicians. */
export const GRUPO_MEDICOS = 'medicos';

/** How long a profile read from Cognito is reused by this container. */
export const PERFIL_CACHE_MS = 5 * 60_000;

export interface MedicoAutenticado {
  /** Cognito sub: the claim's and the record's author id. */
  readonly sub: string;
  readonly perfil: MedicoValidador;
}

export interface PerfisMedicos {
  /** The physician's profile from their Cognito attributes (`undefined` fields when absent). */
  perfil(sub: string, accessToken: string): Promise<PerfilCognito>;
}

export interface PerfilCognito {
  readonly nome?: string;
  readonly crm?: string;
  readonly uf?: string;
  readonly rqe?: string;
  readonly especialidade?: string;
}

/**
 * The groups of a verified token. API Gateway's JWT authorizer hands array claims over as one
 * string, `"[medicos outro]"`; the local API server passes the array itself. Both are read.
 */
export function gruposDoToken(event: HttpEvent): string[] {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
  const raw = context.authorizer?.jwt?.claims?.['cognito:groups'];
  if (Array.isArray(raw)) return raw.filter((grupo): grupo is string => typeof grupo === 'string');
  if (typeof raw !== 'string') return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((grupo) => grupo.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/**
 * The caller as a validating physician, or a 401 (no verified token) / 403 (not in `medicos`, or
 * without CRM and UF). Every `medico` route calls this first.
 */
export async function exigirMedico(event: HttpEvent, perfis: PerfisMedicos): Promise<MedicoAutenticado> {
  const caller = callerIdentity(event);
  if (!caller) throw new UnauthorizedError();
  if (!gruposDoToken(event).includes(GRUPO_MEDICOS)) throw new ForbiddenError(mensagensMedico.acessoRestrito);
  const atributos = await perfis.perfil(caller.sub, caller.accessToken);
  if (!atributos.crm || !atributos.uf) throw new ForbiddenError(mensagensMedico.cadastroIncompleto);
  return {
    sub: caller.sub,
    perfil: {
      // A physician without a name on the account is still identified by CRM/UF on every document.
      nome: atributos.nome ?? `CRM ${atributos.crm}-${atributos.uf}`,
      crm: atributos.crm,
      uf: atributos.uf,
      ...(atributos.rqe ? { rqe: atributos.rqe } : {}),
      ...(atributos.especialidade ? { especialidade: atributos.especialidade } : {}),
    },
  };
}

const valor = (atributos: readonly AttributeType[] | undefined, nome: string): string | undefined => {
  const encontrado = atributos?.find((atributo) => atributo.Name === nome)?.Value?.trim();
  return encontrado ? encontrado : undefined;
};

/** GetUser with the caller's access token, cached by sub for {@link PERFIL_CACHE_MS}. */
export function createPerfisMedicos(deps: { cognito: CognitoIdentityProviderClient; now?: () => number; cacheMs?: number }): PerfisMedicos {
  const now = deps.now ?? Date.now;
  const cacheMs = deps.cacheMs ?? PERFIL_CACHE_MS;
  const cache = new Map<string, { perfil: PerfilCognito; ate: number }>();
  return {
    async perfil(sub, accessToken) {
      const guardado = cache.get(sub);
      if (guardado && guardado.ate > now()) return guardado.perfil;
      let atributos: AttributeType[] | undefined;
      try {
        atributos = (await deps.cognito.send(new GetUserCommand({ AccessToken: accessToken }))).UserAttributes;
      } catch (error) {
        // A token revoked by a sign-out, or an account deleted since it was issued.
        if (error instanceof NotAuthorizedException || error instanceof UserNotFoundException) throw new UnauthorizedError(undefined, { cause: error });
        throw error;
      }
      const perfil: PerfilCognito = {
        nome: valor(atributos, 'name'),
        crm: valor(atributos, 'custom:crm'),
        uf: valor(atributos, 'custom:uf')?.toUpperCase(),
        rqe: valor(atributos, 'custom:rqe'),
        especialidade: valor(atributos, 'custom:especialidade'),
      };
      cache.set(sub, { perfil, ate: now() + cacheMs });
      return perfil;
    },
  };
}

/** Through the container's Cognito client (common/cognito-client.ts). */
export function createPerfisMedicosFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): PerfisMedicos {
  return createPerfisMedicos({ cognito: cognitoClient(env) });
}
