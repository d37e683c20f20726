/**
 * The DynamoDB tables, declared once: the CDK data construct creates them in AWS and
 * infra/local creates the same key schemas, indexes and TTL settings in DynamoDB Local.
 */
export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  readonly name: string;
  readonly type: AttributeType;
}

export interface GlobalIndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
}

export interface TableDefinition {
  /** Logical name: the local table name, the CDK construct id and the `TABLE_<NAME>` variable. */
  readonly name: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  /** Epoch-seconds attribute DynamoDB TTL deletes by. DynamoDB Local never deletes: readers filter. */
  readonly ttlAttribute?: string;
  readonly globalIndexes?: readonly GlobalIndexDefinition[];
  /** Holds health data or personal data (LGPD art. 11): kept under the customer-managed key. */
  readonly sensitive: boolean;
}

export const tables = {
  /**
   * Visitors online (lambdas/presence): counter items `count#<slot>#<shard>` (`visitors`, removed
   * by TTL a minute after the last count that reads them) and `published`, the last count broadcast.
   */
  presence: {
    name: 'presence',
    partitionKey: { name: 'pk', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: false,
  },
  /**
   * Contact-form messages (pk = a random UUID; personal data, kept) and the form's per-IP rate
   * counters (pk = 'ratelimit#<hash of the IP>#<minute>', removed by TTL).
   */
  contatos: {
    name: 'contatos',
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: true,
  },
  /**
   * Patients (pk = UUID). Found by the Cognito user (`user_id` = sub), by normalised e-mail and by
   * CPF; both flows (signed-in and anonymous checkout) meet on the e-mail.
   */
  pacientes: {
    name: 'pacientes',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [
      { indexName: 'by-user', partitionKey: { name: 'user_id', type: 'S' } },
      { indexName: 'by-email', partitionKey: { name: 'email', type: 'S' } },
      { indexName: 'by-cpf', partitionKey: { name: 'cpf', type: 'S' } },
    ],
    sensitive: true,
  },
  /**
   * Consultations (pk = UUID): the clinical record (Lei 13.787/2018: kept 20 years). A patient's
   * consultations, newest first, come from `by-paciente`.
   */
  consultas: {
    name: 'consultas',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [
      {
        indexName: 'by-paciente',
        partitionKey: { name: 'paciente_id', type: 'S' },
        sortKey: { name: 'data_criacao', type: 'S' },
      },
    ],
    sensitive: true,
  },
  /**
   * Paid checkouts (pk = sha256, hex, of the checkout secret: 256 CSPRNG bits the SPA keeps in local
   * storage; the secret itself is never stored). Links the consultation to its Asaas customer and payment and caches the PIX
   * QR code; removed by TTL after 30 days.
   */
  checkouts: {
    name: 'checkouts',
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: true,
  },
  /**
   * Powertools' idempotency records (lambdas/webhooks/asaas-webhook.ts): pk = '<function>#<hash of the
   * Asaas event id>', the status, the answer given (no personal data) and `expiration`, by which TTL
   * removes a record once Asaas can no longer redeliver its event.
   */
  idempotency: {
    name: 'idempotency',
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expiration',
    sensitive: false,
  },
  /**
   * Consultation chat tokens, stored only as the sha256 of the token (pk), bound to one
   * consultation and one doctor, expiring after 24 h. `by-consulta` finds a consultation's tokens
   * to revoke them on a refund.
   */
  chat_tokens: {
    name: 'chat_tokens',
    partitionKey: { name: 'token_hash', type: 'S' },
    ttlAttribute: 'expires_at',
    globalIndexes: [{ indexName: 'by-consulta', partitionKey: { name: 'consulta_id', type: 'S' } }],
    sensitive: true,
  },
  /** One free consultation per person: pk = 'email#<e-mail>' or 'cpf#<CPF>', written by a conditional put. */
  promo_redemptions: {
    name: 'promo_redemptions',
    partitionKey: { name: 'key', type: 'S' },
    sensitive: true,
  },
  /**
   * The consultation transcript (pk = consultation id, sk = `seq`, 1, 2, 3… in chat order, allocated
   * by an atomic counter on the consultas item): every patient and doctor message, attachment and
   * draft prescription. It is the clinical record (Lei 13.787/2018: kept 20 years), so no TTL.
   */
  mensagens: {
    name: 'mensagens',
    partitionKey: { name: 'consulta_id', type: 'S' },
    sortKey: { name: 'seq', type: 'N' },
    sensitive: true,
  },
  /** Per-IP request counters (pk = '<scope>#<sha256 of the IP>#<window>'), removed by TTL. */
  rate_limits: {
    name: 'rate_limits',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: false,
  },
  /**
   * Physician validation (docs/validacao-medica.md), one case per consultation (pk = consultation
   * id): its status (`em-consulta`, `aguardando`, `validada`, `recusada`), triage level, the red flags
   * and the held-back AI content, the claim of the physician reviewing it, and the decision. `by-status`
   * orders each status by `ordem` (ISO time: end of the 30 minutes while `em-consulta`, entry into the
   * queue while `aguardando`, the decision afterwards). Part of the clinical record: no TTL.
   */
  validacoes: {
    name: 'validacoes',
    partitionKey: { name: 'consulta_id', type: 'S' },
    globalIndexes: [
      { indexName: 'by-status', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'ordem', type: 'S' } },
    ],
    sensitive: true,
  },
  /**
   * The append-only validation record (pk = consultation id, sk = version 1, 2, 3…): the AI's draft
   * (engine and model id), every physician edit and the decision, each written once by a conditional
   * put and never updated or deleted (CFM 2.454/2026: AI use recorded; Lei 13.787/2018: 20 years).
   */
  validacao_versoes: {
    name: 'validacao_versoes',
    partitionKey: { name: 'consulta_id', type: 'S' },
    sortKey: { name: 'versao', type: 'N' },
    sensitive: true,
  },
  /**
   * One-time codes that prove an e-mail address (pk = sha256 of the normalised e-mail): the code's
   * hash, attempts left and expiry (10 minutes), removed by TTL.
   */
  verificacoes_email: {
    name: 'verificacoes_email',
    partitionKey: { name: 'email_hash', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: true,
  },
  /**
   * Results sessions of patients without an account, opened with an e-mailed one-time code
   * (pk = sha256 of the session token; the e-mail's hash; 30 minutes), removed by TTL.
   */
  sessoes_resultado: {
    name: 'sessoes_resultado',
    partitionKey: { name: 'token_hash', type: 'S' },
    ttlAttribute: 'expires_at',
    sensitive: true,
  },
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof tables;

/** The environment variable through which a handler learns a table's physical name. */
export const tableEnvName = (name: TableName): string => `TABLE_${name.toUpperCase()}`;
