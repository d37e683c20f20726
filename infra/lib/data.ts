/**
 * The DynamoDB tables of infra/definitions/tables.ts, encrypted with one customer-managed key
 * (LGPD art. 11: health and personal data encrypted at rest under a key we control and audit).
 */
import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { tables, type KeyAttribute, type TableDefinition, type TableName } from '../definitions/tables.js';
import type { StageConfig } from './stage-config.js';

export interface DataProps {
  readonly config: StageConfig;
}

export class Data extends Construct {
  readonly key: kms.Key;
  readonly tables: Readonly<Record<TableName, dynamodb.Table>>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { config } = props;

    this.key = new kms.Key(this, 'Key', {
      alias: `alias/zapsaude-${config.stage}-data`,
      description: `ZapSaude ${config.stage}: DynamoDB tables`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
      pendingWindow: Duration.days(config.deletionProtection ? 30 : 7),
    });

    const created = {} as Record<TableName, dynamodb.Table>;
    for (const name of Object.keys(tables) as TableName[]) {
      created[name] = this.createTable(tables[name], config);
    }
    this.tables = created;
  }

  private createTable(definition: TableDefinition, config: StageConfig): dynamodb.Table {
    const table = new dynamodb.Table(this, toConstructId(definition.name), {
      partitionKey: attribute(definition.partitionKey),
      sortKey: definition.sortKey && attribute(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: definition.ttlAttribute,
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    for (const index of definition.globalIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey && attribute(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }
}

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

/** `webhook_events` → `WebhookEventsTable`: a readable logical id in the template. */
const toConstructId = (name: string): string =>
  `${name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}Table`;
