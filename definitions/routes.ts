/**
 * The HTTP API route table, declared once: the CDK api construct turns each entry into a
 * Lambda function and an HTTP API route, and infra/local/api-server.ts calls the same handler
 * export for the same method and path. Paths use API Gateway's `{param}` syntax.
 */
import type { BucketName } from './buckets.js';
import type { TableName } from './tables.js';

export type RouteAuth =
  /** Public: anyone may call it. */
  | 'none'
  /** Cognito access token, checked by the HTTP API JWT authorizer (locally by the local API server). */
  | 'cognito'
  /** A consultation chat token in the `x-chat-token` header, checked by the handler. */
  | 'chat-token'
  /** The payment provider's webhook token, compared in constant time by the handler. */
  | 'webhook-token'
  /**
   * A Cognito access token (JWT authorizer, as `cognito`) whose `cognito:groups` claim holds
   * `medicos`, checked by the handler on every call: anyone else gets 403.
   */
  | 'medico'
  /** A results session token (opened with an e-mailed one-time code) in `x-resultados-token`, checked by the handler. */
  | 'resultados-token';

export type Stage = 'local' | 'sandbox' | 'prod';

/** AppSync Events namespaces; the functions that publish to one get publish rights on it only. */
export type RealtimeNamespace =
  | 'presence'
  | 'pagamentos'
  | 'pacientes'
  /** The physicians' queue: only members of the Cognito group `medicos` may subscribe. */
  | 'medicos'
  /** A consultation's validation result, on an unguessable per-consultation channel; ids and statuses only. */
  | 'validacoes';

/** Secrets a handler reads at run time (in AWS from Secrets Manager; locally from its environment). */
export type RouteSecret =
  /** Asaas API key and webhook token: `ASAAS_SECRET_ARN` (Secrets Manager, and its stand-in locally) and `ASAAS_API_URL`. */
  | 'asaas'
  /**
   * The document-signing provider's configuration (docs/validacao-medica.md): in AWS the ICP-Brasil
   * cloud signature provider's credentials (`ASSINATURA_SECRET_ARN`); locally the test CA's
   * physician certificates (`ASSINATURA_LOCAL_DIR`).
   */
  | 'assinatura';

/** AWS AI services a handler calls: Bedrock (bedrock:InvokeModel, InvokeModelWithResponseStream) or Polly (polly:SynthesizeSpeech). */
export type AiService = 'bedrock' | 'polly';

/** Cognito admin calls a profile handler may make on the user pool. */
export type CognitoAdminAction = 'AdminGetUser' | 'AdminUpdateUserAttributes' | 'AdminDeleteUser';

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
  /** Secrets the handler reads; its role may read exactly these. */
  readonly secrets?: readonly RouteSecret[];
  /** Buckets the handler uses (BUCKET_<NAME>); 'write' may only presign uploads, 'readWrite' also reads, lists and deletes. */
  readonly buckets?: Partial<Record<BucketName, 'read' | 'write' | 'readWrite'>>;
  /** Cognito user-pool admin actions the handler calls on the app's own pool (IAM cognito-idp:<action>). */
  readonly cognitoAdmin?: readonly CognitoAdminAction[];
  /** Stages that have this route; absent means every stage. */
  readonly stages?: readonly Stage[];
  readonly timeoutSeconds?: number;
  /** The function's memory; DEFAULT_MEMORY_MIB when absent. */
  readonly memoryMiB?: number;
  /** AI services the handler calls; its role may call exactly these. */
  readonly aiServices?: readonly AiService[];
  /**
   * The handler streams its answer (`streamingHandler(event, responseStream)` in the
   * `awslambda.streamifyResponse` style, lambdas/common/streaming.ts). API Gateway HTTP APIs cannot
   * stream, so in AWS such a route is a Lambda Function URL in RESPONSE_STREAM mode behind a
   * CloudFront behaviour for its path, not an HTTP API route; locally the API server passes the
   * handler a writable that writes chunked to the HTTP response.
   */
  readonly streaming?: boolean;
  /** The handler sends e-mail through SES v2 from the stage's sending identity. */
  readonly sendsEmail?: boolean;
  /** The handler needs the site's origin (`SITE_URL`), e.g. for a payment's return address. */
  readonly siteUrl?: boolean;
}

/** Memory (MiB) of a function, route or schedule, whose definition sets none. */
export const DEFAULT_MEMORY_MIB = 256;

export const routes: readonly RouteDefinition[] = [
  // The visitors badge: one counter write per tab a beat period; the scheduled
  // `presence-aggregator` recounts and broadcasts (README "Visitors online"). Their own throttling and
  // concurrency in prod: infra/lib/stage-config.ts `routeCapacity`.
  {
    id: 'presence-heartbeat',
    method: 'POST',
    path: '/api/presence',
    entry: 'lambdas/presence/handler.ts',
    handler: 'heartbeat',
    auth: 'none',
    tables: { presence: 'readWrite' },
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
    // Each message is e-mailed to the support address (EMAIL_SUPORTE), reply-to the sender.
    sendsEmail: true,
    timeoutSeconds: 10,
  },
  // Issue 5: free code, paid checkout through Asaas, webhook, chat tokens.
  {
    id: 'promo-validar',
    method: 'POST',
    path: '/api/promo/validar',
    entry: 'lambdas/pagamentos/handler.ts',
    handler: 'validarPromo',
    auth: 'none',
    tables: { rate_limits: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    id: 'consulta-gratuita',
    method: 'POST',
    path: '/api/consultas/gratuita',
    entry: 'lambdas/pagamentos/handler.ts',
    handler: 'createConsultaGratuita',
    auth: 'none',
    tables: {
      pacientes: 'readWrite',
      consultas: 'readWrite',
      promo_redemptions: 'readWrite',
      chat_tokens: 'readWrite',
      rate_limits: 'readWrite',
      verificacoes_email: 'readWrite',
    },
    timeoutSeconds: 10,
  },
  {
    // The free consultation's e-mail proof: a one-time code sent to the address typed in the form.
    id: 'consulta-gratuita-codigo',
    method: 'POST',
    path: '/api/consultas/gratuita/codigo',
    entry: 'lambdas/pagamentos/handler.ts',
    handler: 'enviarCodigoGratuita',
    auth: 'none',
    tables: { verificacoes_email: 'readWrite', rate_limits: 'readWrite' },
    sendsEmail: true,
    timeoutSeconds: 10,
  },
  {
    id: 'pagamento-criar',
    method: 'POST',
    path: '/api/pagamentos',
    entry: 'lambdas/pagamentos/handler.ts',
    handler: 'createPagamento',
    auth: 'none',
    tables: { pacientes: 'readWrite', consultas: 'readWrite', checkouts: 'readWrite', rate_limits: 'readWrite' },
    secrets: ['asaas'],
    siteUrl: true,
    timeoutSeconds: 20,
  },
  {
    id: 'pagamento-status',
    method: 'POST',
    path: '/api/pagamentos/status',
    entry: 'lambdas/pagamentos/handler.ts',
    handler: 'statusPagamento',
    auth: 'none',
    tables: { checkouts: 'readWrite', consultas: 'read' },
    secrets: ['asaas'],
    timeoutSeconds: 10,
  },
  {
    id: 'webhook-asaas',
    method: 'POST',
    path: '/api/webhooks/asaas',
    entry: 'lambdas/webhooks/asaas.ts',
    handler: 'receberWebhookAsaas',
    auth: 'webhook-token',
    tables: { idempotency: 'readWrite', consultas: 'readWrite', pacientes: 'readWrite', chat_tokens: 'readWrite' },
    publishes: ['pagamentos', 'pacientes'],
    secrets: ['asaas'],
    // Asaas waits 10 s for the answer.
    timeoutSeconds: 8,
  },
  {
    id: 'chat-token-checkout',
    method: 'POST',
    path: '/api/chat-tokens',
    entry: 'lambdas/chat-tokens/handler.ts',
    handler: 'emitirPorCheckout',
    auth: 'none',
    tables: { checkouts: 'read', consultas: 'read', chat_tokens: 'readWrite', rate_limits: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    id: 'chat-token-conta',
    method: 'POST',
    path: '/api/chat-tokens/conta',
    entry: 'lambdas/chat-tokens/handler.ts',
    handler: 'emitirPorConta',
    auth: 'cognito',
    tables: { consultas: 'read', pacientes: 'readWrite', chat_tokens: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    id: 'chat-token-validar',
    method: 'POST',
    path: '/api/chat-tokens/validar',
    entry: 'lambdas/chat-tokens/handler.ts',
    handler: 'validarToken',
    auth: 'none',
    tables: { chat_tokens: 'read', consultas: 'read', rate_limits: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    id: 'chat-token-utilizar',
    method: 'POST',
    path: '/api/chat-tokens/utilizar',
    entry: 'lambdas/chat-tokens/handler.ts',
    handler: 'utilizarToken',
    auth: 'none',
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', rate_limits: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    id: 'consultas-liberadas',
    method: 'GET',
    path: '/api/consultas/liberadas',
    entry: 'lambdas/consultas/handler.ts',
    handler: 'listarLiberadas',
    auth: 'cognito',
    tables: { pacientes: 'readWrite', consultas: 'read' },
    timeoutSeconds: 5,
  },
  {
    // docs/arquitetura.md#test-only-routes: the webhook simulator behind /testes-pagamento never reaches production.
    id: 'webhook-simulado',
    method: 'POST',
    path: '/api/testes/webhook-simulado',
    entry: 'lambdas/pagamentos/simulador-handler.ts',
    handler: 'simularWebhook',
    auth: 'none',
    tables: { checkouts: 'read', consultas: 'read' },
    secrets: ['asaas'],
    stages: ['local', 'sandbox'],
    timeoutSeconds: 15,
  },
  // Issue "Patient accounts": profile, avatar, LGPD export and deletion, recovery list.
  {
    id: 'perfil-obter',
    method: 'GET',
    path: '/api/perfil',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'obterPerfil',
    auth: 'cognito',
    tables: { pacientes: 'read' },
    buckets: { avatars: 'read' },
    cognitoAdmin: ['AdminGetUser'],
    timeoutSeconds: 5,
  },
  {
    id: 'perfil-atualizar',
    method: 'PATCH',
    path: '/api/perfil',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'atualizarPerfil',
    auth: 'cognito',
    tables: { pacientes: 'readWrite' },
    buckets: { avatars: 'read' },
    cognitoAdmin: ['AdminGetUser', 'AdminUpdateUserAttributes'],
    timeoutSeconds: 5,
  },
  {
    id: 'perfil-avatar-upload',
    method: 'POST',
    path: '/api/perfil/avatar/upload',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'iniciarUploadAvatar',
    auth: 'cognito',
    tables: {},
    buckets: { avatars: 'write' },
    cognitoAdmin: ['AdminGetUser'],
    timeoutSeconds: 5,
  },
  {
    id: 'perfil-avatar-confirmar',
    method: 'POST',
    path: '/api/perfil/avatar',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'confirmarAvatar',
    auth: 'cognito',
    tables: { pacientes: 'read' },
    buckets: { avatars: 'readWrite' },
    cognitoAdmin: ['AdminGetUser', 'AdminUpdateUserAttributes'],
    timeoutSeconds: 10,
  },
  {
    // LGPD art. 18, II and V: everything held about the signed-in patient.
    id: 'perfil-dados',
    method: 'GET',
    path: '/api/perfil/dados',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'exportarDados',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read', promo_redemptions: 'read', mensagens: 'read' },
    buckets: { avatars: 'read', anexos: 'read' },
    cognitoAdmin: ['AdminGetUser'],
    timeoutSeconds: 15,
  },
  {
    // LGPD art. 18, VI, except the clinical record kept 20 years (Lei 13.787/2018).
    id: 'perfil-excluir',
    method: 'DELETE',
    path: '/api/perfil',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'excluirConta',
    auth: 'cognito',
    tables: { pacientes: 'readWrite', consultas: 'read', promo_redemptions: 'read' },
    buckets: { avatars: 'readWrite' },
    secrets: ['asaas'],
    cognitoAdmin: ['AdminGetUser', 'AdminDeleteUser'],
    timeoutSeconds: 20,
  },
  {
    // The signed-in patient's own attachments: short-lived download links, after the ownership check.
    id: 'perfil-anexos',
    method: 'GET',
    path: '/api/perfil/consultas/{consultaId}/anexos',
    entry: 'lambdas/perfil/handler.ts',
    handler: 'listarAnexos',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read', mensagens: 'read' },
    buckets: { anexos: 'read' },
    cognitoAdmin: ['AdminGetUser'],
    timeoutSeconds: 10,
  },
  {
    id: 'pagamento-recuperacao',
    method: 'GET',
    path: '/api/pagamento/recuperacao',
    entry: 'lambdas/recuperacao/handler.ts',
    handler: 'listarRecuperacao',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read' },
    timeoutSeconds: 5,
  },
  {
    id: 'pagamento-recuperacao-codigo',
    method: 'POST',
    path: '/api/pagamentos/recuperacao/codigo',
    entry: 'lambdas/recuperacao/checkout-handler.ts',
    handler: 'enviarCodigoCheckout',
    auth: 'none',
    tables: { consultas: 'read', pacientes: 'read', checkouts: 'read', verificacoes_email: 'readWrite', rate_limits: 'readWrite' },
    sendsEmail: true,
    timeoutSeconds: 10,
  },
  {
    id: 'pagamento-recuperacao-acesso',
    method: 'POST',
    path: '/api/pagamentos/recuperacao/acesso',
    entry: 'lambdas/recuperacao/checkout-handler.ts',
    handler: 'abrirCheckoutPorCodigo',
    auth: 'none',
    tables: { consultas: 'read', pacientes: 'readWrite', checkouts: 'readWrite', verificacoes_email: 'readWrite', rate_limits: 'readWrite' },
    timeoutSeconds: 10,
  },
  // Issue 6: the consultation chat (chat token in x-chat-token), speech and the patient's history.
  {
    id: 'chat-intake',
    method: 'POST',
    path: '/api/chat/intake',
    entry: 'lambdas/chat/handler.ts',
    handler: 'iniciarIntake',
    auth: 'chat-token',
    // The intake opens the consultation's validation case (the case repository is built over both
    // of its tables; the record is not touched here).
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite', rate_limits: 'readWrite', validacoes: 'readWrite', validacao_versoes: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'chat-estado',
    method: 'GET',
    path: '/api/chat/estado',
    entry: 'lambdas/chat/handler.ts',
    handler: 'obterEstado',
    auth: 'chat-token',
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'read', rate_limits: 'readWrite', validacoes: 'read', validacao_versoes: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'chat-mensagens',
    method: 'POST',
    path: '/api/chat/mensagens',
    entry: 'lambdas/chat/stream-handler.ts',
    handler: 'enviarMensagem',
    auth: 'chat-token',
    // Red flags are recorded on the validation case (its record is not touched here).
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite', rate_limits: 'readWrite', validacoes: 'readWrite', validacao_versoes: 'read' },
    // Accepting an attachment copies it from its pending key to its final one and deletes the pending one.
    buckets: { anexos: 'readWrite' },
    aiServices: ['bedrock'],
    streaming: true,
    // A long Bedrock answer streams for tens of seconds.
    timeoutSeconds: 120,
    memoryMiB: 512,
  },
  {
    id: 'chat-receita',
    method: 'POST',
    path: '/api/chat/receita',
    entry: 'lambdas/chat/receita-handler.ts',
    handler: 'gerarReceita',
    auth: 'chat-token',
    // The physician's drafts: a new version of the validation record.
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite', rate_limits: 'readWrite', validacoes: 'readWrite', validacao_versoes: 'readWrite' },
    aiServices: ['bedrock'],
    // Below API Gateway's 30 s integration limit.
    timeoutSeconds: 29,
    memoryMiB: 512,
  },
  {
    id: 'chat-receita-pdf',
    method: 'GET',
    path: '/api/chat/receita.pdf',
    entry: 'lambdas/chat/pdf-handler.ts',
    handler: 'baixarReceitaPdf',
    auth: 'chat-token',
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'read', rate_limits: 'readWrite', validacoes: 'read', validacao_versoes: 'read' },
    // Only the prescription a physician validated and signed.
    buckets: { documentos: 'read' },
    timeoutSeconds: 15,
    memoryMiB: 512,
  },
  {
    id: 'chat-prontuario-pdf',
    method: 'GET',
    path: '/api/chat/prontuario.pdf',
    entry: 'lambdas/chat/pdf-handler.ts',
    handler: 'baixarProntuarioPdf',
    auth: 'chat-token',
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'read', rate_limits: 'readWrite', validacoes: 'read', validacao_versoes: 'read' },
    buckets: { documentos: 'read' },
    timeoutSeconds: 15,
    memoryMiB: 512,
  },
  {
    id: 'chat-anexo-upload',
    method: 'POST',
    path: '/api/chat/anexos/upload',
    entry: 'lambdas/chat/handler.ts',
    handler: 'iniciarUploadAnexo',
    auth: 'chat-token',
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', rate_limits: 'readWrite' },
    buckets: { anexos: 'write' },
    timeoutSeconds: 5,
  },
  {
    id: 'chat-encerrar',
    method: 'POST',
    path: '/api/chat/encerrar',
    entry: 'lambdas/chat/encerrar-handler.ts',
    handler: 'encerrarConsulta',
    auth: 'chat-token',
    // The end writes the physician's drafts over the whole transcript and queues the case.
    tables: { chat_tokens: 'readWrite', consultas: 'readWrite', mensagens: 'readWrite', rate_limits: 'readWrite', validacoes: 'readWrite', validacao_versoes: 'readWrite' },
    publishes: ['medicos'],
    aiServices: ['bedrock'],
    // Below API Gateway's 30 s integration limit; the drafts are given 20 s, then left to the sweeper.
    timeoutSeconds: 29,
    memoryMiB: 512,
  },
  {
    id: 'chat-historico',
    method: 'GET',
    path: '/api/chat/historico',
    entry: 'lambdas/chat/handler.ts',
    handler: 'listarHistorico',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read', validacoes: 'read', validacao_versoes: 'read' },
    timeoutSeconds: 10,
  },
  {
    // Public for Camila's voice (she speaks to visitors); a doctor's voice needs the consultation's
    // chat token, checked by the handler. Limited per IP and by text size (lambdas/fala).
    id: 'fala',
    method: 'POST',
    path: '/api/fala',
    entry: 'lambdas/fala/handler.ts',
    handler: 'sintetizarFala',
    auth: 'none',
    tables: { rate_limits: 'readWrite', chat_tokens: 'read', consultas: 'read' },
    aiServices: ['polly'],
    timeoutSeconds: 15,
  },
  // Physician validation (docs/validacao-medica.md): the cockpit's routes, Cognito group `medicos`.
  {
    id: 'medico-perfil',
    method: 'GET',
    path: '/api/medico/perfil',
    entry: 'lambdas/medico/handler.ts',
    handler: 'obterPerfilMedico',
    auth: 'medico',
    tables: {},
    timeoutSeconds: 5,
  },
  {
    id: 'medico-fila',
    method: 'GET',
    path: '/api/medico/fila',
    entry: 'lambdas/medico/handler.ts',
    handler: 'listarFila',
    auth: 'medico',
    tables: { validacoes: 'read', consultas: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'medico-caso',
    method: 'GET',
    path: '/api/medico/casos/{consultaId}',
    entry: 'lambdas/medico/handler.ts',
    handler: 'obterCaso',
    auth: 'medico',
    tables: { validacoes: 'read', validacao_versoes: 'read', consultas: 'read', mensagens: 'read' },
    buckets: { anexos: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'medico-reservar',
    method: 'POST',
    path: '/api/medico/casos/{consultaId}/reserva',
    entry: 'lambdas/medico/handler.ts',
    handler: 'reservarCaso',
    auth: 'medico',
    tables: { validacoes: 'readWrite' },
    publishes: ['medicos'],
    timeoutSeconds: 5,
  },
  {
    id: 'medico-liberar',
    method: 'DELETE',
    path: '/api/medico/casos/{consultaId}/reserva',
    entry: 'lambdas/medico/handler.ts',
    handler: 'liberarCaso',
    auth: 'medico',
    tables: { validacoes: 'readWrite' },
    publishes: ['medicos'],
    timeoutSeconds: 5,
  },
  {
    id: 'medico-rascunho',
    method: 'PUT',
    path: '/api/medico/casos/{consultaId}/rascunho',
    entry: 'lambdas/medico/handler.ts',
    handler: 'salvarRascunho',
    auth: 'medico',
    tables: { validacoes: 'readWrite', validacao_versoes: 'readWrite' },
    timeoutSeconds: 10,
  },
  {
    id: 'medico-validar',
    method: 'POST',
    path: '/api/medico/casos/{consultaId}/validar',
    entry: 'lambdas/medico/decisao-handler.ts',
    handler: 'validarCaso',
    auth: 'medico',
    tables: { validacoes: 'readWrite', validacao_versoes: 'readWrite', consultas: 'read', pacientes: 'read' },
    buckets: { documentos: 'readWrite' },
    secrets: ['assinatura'],
    publishes: ['medicos', 'validacoes'],
    sendsEmail: true,
    timeoutSeconds: 20,
    memoryMiB: 512,
  },
  {
    id: 'medico-recusar',
    method: 'POST',
    path: '/api/medico/casos/{consultaId}/recusar',
    entry: 'lambdas/medico/decisao-handler.ts',
    handler: 'recusarCaso',
    auth: 'medico',
    tables: { validacoes: 'readWrite', validacao_versoes: 'readWrite', consultas: 'read', pacientes: 'read' },
    buckets: { documentos: 'readWrite' },
    secrets: ['assinatura'],
    publishes: ['medicos', 'validacoes'],
    sendsEmail: true,
    timeoutSeconds: 20,
    memoryMiB: 512,
  },
  // The patient's results: in the account, or through the e-mailed link and a one-time code.
  {
    id: 'resultados-conta',
    method: 'GET',
    path: '/api/resultados',
    entry: 'lambdas/resultados/handler.ts',
    handler: 'listarResultadosConta',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read', validacoes: 'read', validacao_versoes: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'resultados-conta-documento',
    method: 'GET',
    path: '/api/resultados/documentos/{consultaId}/{documento}',
    entry: 'lambdas/resultados/documento-handler.ts',
    handler: 'baixarDocumentoConta',
    auth: 'cognito',
    tables: { pacientes: 'read', consultas: 'read', validacoes: 'read' },
    buckets: { documentos: 'read' },
    timeoutSeconds: 10,
  },
  {
    id: 'resultados-codigo',
    method: 'POST',
    path: '/api/resultados/codigo',
    entry: 'lambdas/resultados/handler.ts',
    handler: 'enviarCodigoResultados',
    auth: 'none',
    tables: { consultas: 'read', pacientes: 'read', verificacoes_email: 'readWrite', rate_limits: 'readWrite' },
    sendsEmail: true,
    timeoutSeconds: 10,
  },
  {
    id: 'resultados-sessao',
    method: 'POST',
    path: '/api/resultados/sessao',
    entry: 'lambdas/resultados/handler.ts',
    handler: 'abrirSessaoResultados',
    auth: 'none',
    tables: { consultas: 'read', pacientes: 'readWrite', verificacoes_email: 'readWrite', sessoes_resultado: 'readWrite', rate_limits: 'readWrite' },
    timeoutSeconds: 10,
  },
  {
    id: 'resultados-acesso',
    method: 'GET',
    path: '/api/resultados/acesso',
    entry: 'lambdas/resultados/handler.ts',
    handler: 'listarResultadosAcesso',
    auth: 'resultados-token',
    tables: { sessoes_resultado: 'read', pacientes: 'read', consultas: 'read', validacoes: 'read', validacao_versoes: 'read', rate_limits: 'readWrite' },
    timeoutSeconds: 10,
  },
  {
    id: 'resultados-acesso-documento',
    method: 'GET',
    path: '/api/resultados/acesso/documentos/{consultaId}/{documento}',
    entry: 'lambdas/resultados/documento-handler.ts',
    handler: 'baixarDocumentoAcesso',
    auth: 'resultados-token',
    tables: { sessoes_resultado: 'read', pacientes: 'read', consultas: 'read', validacoes: 'read', rate_limits: 'readWrite' },
    buckets: { documentos: 'read' },
    timeoutSeconds: 10,
  },
];

export const routesForStage = (stage: Stage): RouteDefinition[] =>
  routes.filter((route) => route.stages === undefined || route.stages.includes(stage));
