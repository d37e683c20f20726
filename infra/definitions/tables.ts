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
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof tables;

/** The environment variable through which a handler learns a table's physical name. */
export const tableEnvName = (name: TableName): string => `TABLE_${name.toUpperCase()}`;
