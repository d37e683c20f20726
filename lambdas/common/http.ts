/**
 * The thin shell every HTTP handler shares: body decoding and zod parsing with pt-BR errors,
 * JSON responses, the one place where errors become responses, and the per-invocation
 * observability (correlation id, tracing, metrics) and origin check.
 */
import type {
  Context,
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type * as z from 'zod/mini';
import { mensagens } from '#shared/messages.js';
import { parseOrError } from '#shared/schemas/common.js';
import { ApiError, BadRequestError, ForbiddenError, serviceUnavailableFromAws } from './errors.js';
import { logger } from './logger.js';
import { markTraceError, observeInvocation } from './observability.js';
import { fromTrustedOrigin } from './origin-verify.js';

export type HttpEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;
/** The Lambda context is passed on for the handlers that need it (the remaining time, for one). */
export type HttpHandler<E extends HttpEvent = HttpEvent> = (event: E, context?: Context) => Promise<HttpResult>;

/** Bodies above this are refused before parsing; routes with larger needs pass their own. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

const securityHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { ...securityHeaders, ...headers },
  body: JSON.stringify(body),
});

export const errorResponse = (error: ApiError): HttpResult =>
  json(error.status, error.descricao === undefined ? { error: error.message } : { error: error.message, descricao: error.descricao });

/** Decodes, size-checks, JSON-parses and schema-validates the request body. */
export function parseBody<S extends z.core.$ZodType>(
  event: HttpEvent,
  schema: S,
  maxBytes: number = DEFAULT_MAX_BODY_BYTES,
): z.infer<S> {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  // An oversized body is bad input like any other: 400 with the catalogue's text, nothing stored.
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new BadRequestError(mensagens.erros.corpoGrandeDemais);
  if (text.trim() === '') throw new BadRequestError(mensagens.erros.requisicaoInvalida);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (cause) {
    throw new BadRequestError(mensagens.erros.jsonInvalido, { cause });
  }
  return parseInput(schema, input);
}

/** Validates any boundary input (query, path, headers) with a shared schema. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = parseOrError(schema, input);
  if (!result.ok) throw new BadRequestError(result.message);
  return result.data;
}

/**
 * Wraps a handler: a request that bypassed CloudFront is refused (origin-verify.ts), typed errors
 * become their responses, an AWS service's throttling or failure a logged 503 (retry later), anything
 * else a logged 500 without details.
 */
export function httpHandler<E extends HttpEvent>(name: string, fn: HttpHandler<E>): HttpHandler<E> {
  return (event, context) =>
    observeInvocation(name, event, async () => {
      try {
        if (!fromTrustedOrigin(event.headers)) throw new ForbiddenError();
        return await fn(event, context);
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(error);
        markTraceError(error);
        logger.error('unhandled error', {
          handler: name,
          route: event.routeKey,
          requestId: event.requestContext?.requestId,
          errorName: error instanceof Error ? error.name : typeof error,
        });
        const unavailable = serviceUnavailableFromAws(error);
        return unavailable ? errorResponse(unavailable) : json(500, { error: mensagens.erros.erroInterno });
      }
    });
}
