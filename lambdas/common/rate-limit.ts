/**
 * Per-IP rate limits of the public payment and token routes (docs/arquitetura.md#promo-code-and-free-consultation): one atomic counter item
 * per (scope, IP, window) in the rate_limits table. The update adds 1 only while the counter is
 * below the limit, so concurrent requests can never pass it. The IP is kept as a hash (LGPD: the
 * counter needs to tell visitors apart, not to know who they are) and the item carries a TTL;
 * DynamoDB Local never deletes it, but a past window's key is never read again. An IPv6 visitor is
 * counted by its /64 (`chaveLimiteIp`): one subscriber line gets a whole /64, so counting full
 * addresses would give it ~2^64 counters.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TooManyRequestsError } from './errors.js';

export type RateLimitScope =
  | 'promo'
  | 'gratuita'
  /** One-time codes e-mailed by the free consultation's form, per IP (each is an e-mail sent). */
  | 'gratuita-codigo'
  | 'pagamento'
  | 'token-emitir'
  | 'token-validar'
  /** Chat messages, counted per consultation (the key is the consultation id, hashed like an IP). */
  | 'chat-mensagem'
  /** Draft prescriptions, per consultation: each one is a model call. */
  | 'chat-receita'
  /** Attachment upload grants, per consultation. */
  | 'chat-anexo'
  /** Speech synthesis (Polly), per IP: the route is public because Camila uses it too. */
  | 'fala'
  /** Every chat-token route, per IP, before the token is looked up: guessing tokens meets a 429. */
  | 'chat-acesso'
  /** One-time codes e-mailed for a results link, per IP (each is an e-mail sent). */
  | 'resultados-codigo'
  /** Code → results session, per IP (each code also has its own 5 attempts). */
  | 'resultados-sessao'
  /** The results-token routes, per IP, before the token is looked up. */
  | 'resultados-acesso'
  /** One-time codes e-mailed to reopen a checkout from the waiting page's link, per IP. */
  | 'checkout-codigo'
  /** Code → checkout, per IP (each code also has its own 5 attempts). */
  | 'checkout-acesso';

export interface RateLimitRule {
  /** Requests one IP may make per window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Enough for a family behind one router and for the SPA's own retries (the secure link tries 3
 * times, the chat validates again), far too few to guess a code or a 256-bit token.
 */
export const rateLimits: Readonly<Record<RateLimitScope, RateLimitRule>> = {
  promo: { limit: 10, windowSeconds: 60 },
  gratuita: { limit: 10, windowSeconds: 600 },
  'gratuita-codigo': { limit: 10, windowSeconds: 600 },
  pagamento: { limit: 10, windowSeconds: 600 },
  'token-emitir': { limit: 20, windowSeconds: 600 },
  'token-validar': { limit: 30, windowSeconds: 60 },
  // chatLimites.mensagensPorMinuto (kept literal so this module stays small): a patient types far
  // slower than 10 messages a minute; a script does not.
  'chat-mensagem': { limit: 10, windowSeconds: 60 },
  'chat-receita': { limit: 5, windowSeconds: 600 },
  'chat-anexo': { limit: 20, windowSeconds: 600 },
  // Every doctor answer and every Camila reply is spoken: generous for a person, bounded for a bot.
  fala: { limit: 40, windowSeconds: 60 },
  // A patient's page makes a handful of chat calls a minute (messages are capped at 10 of them).
  'chat-acesso': { limit: 60, windowSeconds: 60 },
  'resultados-codigo': { limit: 10, windowSeconds: 600 },
  'resultados-sessao': { limit: 20, windowSeconds: 600 },
  'resultados-acesso': { limit: 60, windowSeconds: 60 },
  'checkout-codigo': { limit: 5, windowSeconds: 600 },
  'checkout-acesso': { limit: 10, windowSeconds: 600 },
};

export interface RateLimiterDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly rules?: Partial<Record<RateLimitScope, RateLimitRule>>;
}

export interface RateLimiter {
  /** Counts one request of `ip` (an IPv6 one by its /64) in `scope`; throws TooManyRequestsError (429) past the limit. */
  hit(scope: RateLimitScope, ip: string): Promise<void>;
}

/** First 32 hex digits of the IP's sha256: the counter key, never the address itself. */
export const hashIp = (ip: string): string => createHash('sha256').update(ip).digest('hex').slice(0, 32);

/** The eight 16-bit groups of an IPv6 address (zone id already removed), or undefined when malformed. */
function gruposIpv6(endereco: string): number[] | undefined {
  let texto = endereco;
  const tail: number[] = [];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(texto);
  if (v4?.[1]) {
    if (!isIPv4(v4[1])) return undefined;
    const [a, b, c, d] = v4[1].split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    texto = texto.slice(0, -v4[1].length);
    if (texto.endsWith(':') && !texto.endsWith('::')) texto = texto.slice(0, -1);
  }
  const parse = (parte: string) => (parte === '' ? [] : parte.split(':').map((grupo) => Number.parseInt(grupo, 16)));
  const [antes = '', depois, ...resto] = texto.split('::');
  if (resto.length > 0) return undefined;
  const inicio = parse(antes);
  const fim = [...(depois === undefined ? [] : parse(depois)), ...tail];
  const faltam = 8 - inicio.length - fim.length;
  if (depois === undefined ? faltam !== 0 : faltam < 1) return undefined;
  const grupos = [...inicio, ...Array<number>(Math.max(faltam, 0)).fill(0), ...fim];
  return grupos.some((grupo) => !Number.isInteger(grupo) || grupo < 0 || grupo > 0xffff) ? undefined : grupos;
}

/**
 * Who a counter counts: an IPv4 address as it is; an IPv6 address by its /64 (`2001:db8:0:1::/64`),
 * whatever its spelling or zone id; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as its IPv4.
 */
export function chaveLimiteIp(ip: string): string {
  const endereco = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(endereco) || !isIPv6(endereco)) return endereco;
  const grupos = gruposIpv6(endereco);
  if (!grupos) return endereco;
  if (grupos.slice(0, 5).every((grupo) => grupo === 0) && grupos[5] === 0xffff) {
    const [alto = 0, baixo = 0] = grupos.slice(6);
    return [alto >> 8, alto & 0xff, baixo >> 8, baixo & 0xff].join('.');
  }
  return `${grupos
    .slice(0, 4)
    .map((grupo) => grupo.toString(16))
    .join(':')}::/64`;
}

export function createRateLimiter(deps: RateLimiterDependencies): RateLimiter {
  const now = deps.now ?? Date.now;
  return {
    async hit(scope, ip) {
      const rule = deps.rules?.[scope] ?? rateLimits[scope];
      const window = Math.floor(now() / 1000 / rule.windowSeconds);
      try {
        await deps.db.send(
          new UpdateCommand({
            TableName: deps.table,
            Key: { key: `${scope}#${hashIp(chaveLimiteIp(ip))}#${window}` },
            UpdateExpression: 'ADD #count :one SET expires_at = :expires',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expires': (window + 2) * rule.windowSeconds },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new TooManyRequestsError(undefined, { cause: error });
        throw error;
      }
    },
  };
}
