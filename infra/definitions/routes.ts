/**
 * The HTTP API route table, declared once: the CDK api construct turns each entry into a
 * NodejsFunction and an HTTP API route, and infra/local/api-server.ts calls the same handler
 * export for the same method and path. Paths use API Gateway's `{param}` syntax.
 */
import type { TableName } from './tables.js';

export type RouteAuth =
  /** Public: anyone may call it. */
  | 'none'
  /** Cognito access token, checked by the HTTP API JWT authorizer (locally by the local API server). */
  | 'cognito'
  /** A consultation chat token in the `x-chat-token` header, checked by the handler. */
  | 'chat-token'
  /** The payment provider's webhook token, compared in constant time by the handler. */
  | 'webhook-token';

export type Stage = 'local' | 'sandbox' | 'prod';

/** AppSync Events namespaces; the functions that publish to one get publish rights on it only. */
export type RealtimeNamespace = 'presence';

export interface RouteDefinition {
  /** Stable id: the Lambda's construct id and its name in logs and metrics. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: `/api/${string}`;
  /** Handler module, relative to the repository root. */
  readonly entry: `lambdas/${string}.ts`;
  /** The exported handler function in `entry`. */
  readonly handler: string;
  readonly auth: RouteAuth;
  /** Tables the handler reads or writes; its role is granted exactly these. */
  readonly tables: Partial<Record<TableName, 'read' | 'readWrite'>>;
  readonly publishes?: readonly RealtimeNamespace[];
  /** Stages that have this route; absent means every stage. */
  readonly stages?: readonly Stage[];
  readonly timeoutSeconds?: number;
  readonly memoryMiB?: number;
}

export const routes: readonly RouteDefinition[] = [
  {
    id: 'presence-heartbeat',
    method: 'POST',
    path: '/api/presence',
    entry: 'lambdas/presence/handler.ts',
    handler: 'heartbeat',
    auth: 'none',
    tables: { presence: 'readWrite' },
    publishes: ['presence'],
    timeoutSeconds: 5,
  },
  {
    id: 'presence-leave',
    method: 'POST',
    path: '/api/presence/leave',
    entry: 'lambdas/presence/handler.ts',
    handler: 'leave',
    auth: 'none',
    tables: { presence: 'readWrite' },
    publishes: ['presence'],
    timeoutSeconds: 5,
  },
  {
    id: 'contato-create',
    method: 'POST',
    path: '/api/contato',
    entry: 'lambdas/contato/handler.ts',
    handler: 'createContato',
    auth: 'none',
    tables: { contatos: 'readWrite' },
    timeoutSeconds: 5,
  },
];

export const routesForStage = (stage: Stage): RouteDefinition[] =>
  routes.filter((route) => route.stages === undefined || route.stages.includes(stage));
