/**
 * The DynamoDB tables of definitions/tables.ts and the object buckets of
 * definitions/buckets.ts, encrypted with one customer-managed key (LGPD art. 11: health and
 * personal data encrypted at rest under a key we control and audit).
 */
import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  buckets,
  PENDING_UPLOADS_EXPIRE_DAYS,
  PENDING_UPLOADS_PREFIX,
  type BucketDefinition,
  type BucketName,
} from '#definitions/buckets.js';
import { tables, type KeyAttribute, type TableDefinition, type TableName } from '#definitions/tables.js';
import type { StageConfig } from './stage-config.js';

export interface DataProps {
  readonly config: StageConfig;
  /** Receives the buckets' server access logs. */
  readonly accessLogsBucket: s3.IBucket;
}

export class Data extends Construct {
  readonly key: kms.Key;
  readonly tables: Readonly<Record<TableName, dynamodb.Table>>;
  readonly buckets: Readonly<Record<BucketName, s3.Bucket>>;
  /**
   * The buckets' names, known before the buckets exist (account and region are pseudo parameters):
   * a function's BUCKET_<NAME> variable then does not depend on the bucket, whose CORS rule depends
   * on the distribution, which depends on the streaming function's URL.
   */
  readonly bucketNames: Readonly<Record<BucketName, string>>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { config } = props;

    this.key = new kms.Key(this, 'Key', {
      alias: `alias/zapsaude-${config.stage}-data`,
      description: `ZapSaude ${config.stage}: tables, buckets, secrets, logs and the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
      pendingWindow: Duration.days(config.deletionProtection ? 30 : 7),
    });
    // HIPAA / LGPD: every log group of the stack is encrypted with this key.
    allowLogGroupEncryption(this.key);

    const created = {} as Record<TableName, dynamodb.Table>;
    for (const name of Object.keys(tables) as TableName[]) {
      created[name] = this.createTable(tables[name], config);
    }
    this.tables = created;

    const createdBuckets = {} as Record<BucketName, s3.Bucket>;
    const names = {} as Record<BucketName, string>;
    for (const name of Object.keys(buckets) as BucketName[]) {
      names[name] = `zapsaude-${config.stage}-${buckets[name].name}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
      createdBuckets[name] = this.createBucket(buckets[name], names[name], props.accessLogsBucket);
    }
    this.buckets = createdBuckets;
    this.bucketNames = names;
  }

  /**
   * Lets the SPA at `origin` use each bucket's declared CORS methods (presigned POST uploads and
   * presigned GETs). Called once the distribution exists, so there is no construction cycle.
   */
  allowBrowserOrigin(origin: string): void {
    for (const name of Object.keys(buckets) as BucketName[]) {
      const definition: BucketDefinition = buckets[name];
      // A bucket the browser never reaches (documentos: read through the API) gets no CORS rule.
      if (definition.corsMethods.length === 0) continue;
      this.buckets[name].addCorsRule({
        allowedOrigins: [origin],
        allowedMethods: definition.corsMethods.map((method) => s3.HttpMethods[method]),
        allowedHeaders: ['*'],
        maxAge: 3600,
      });
    }
  }

  private createBucket(definition: BucketDefinition, bucketName: string, accessLogsBucket: s3.IBucket): s3.Bucket {
    const bucket = new s3.Bucket(this, `${toConstructId(definition.name)}Bucket`, {
      bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.key,
      // One data key per bucket instead of one KMS call per object.
      bucketKeyEnabled: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: `${definition.name}/`,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Browser uploads never accepted (no message named them, no picture was confirmed): gone
        // after a day, old versions included where the bucket keeps them.
        ...(definition.browserUploads
          ? [
              {
                id: 'pending-uploads',
                prefix: PENDING_UPLOADS_PREFIX,
                expiration: Duration.days(PENDING_UPLOADS_EXPIRE_DAYS),
                ...(definition.versioned ? { noncurrentVersionExpiration: Duration.days(PENDING_UPLOADS_EXPIRE_DAYS) } : {}),
              },
            ]
          : []),
      ],
      versioned: definition.versioned,
      // Retained in every stage: deleting a non-empty bucket would need a custom-resource Lambda.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(bucket).acknowledge({
      id: 'HIPAA.Security-S3BucketReplicationEnabled',
      reason:
        'Single-region product: patient data stays in the deploy region (LGPD transparency on where it lives). Durability is S3\'s own (11 nines across AZs); the clinical record bucket is versioned against deletion.',
    });
    if (!definition.versioned) {
      Validations.of(bucket).acknowledge({
        id: 'HIPAA.Security-S3BucketVersioningEnabled',
        reason: `${definition.name}: objects are deleted with the patient's account (LGPD art. 18, VI); an old version kept by versioning would defeat the erasure.`,
      });
    }
    return bucket;
  }

  private createTable(definition: TableDefinition, config: StageConfig): dynamodb.Table {
    const table = new dynamodb.Table(this, `${toConstructId(definition.name)}Table`, {
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
    Validations.of(table).acknowledge({
      id: 'HIPAA.Security-DynamoDBInBackupPlan',
      reason:
        'Point-in-time recovery is on for every table (continuous backups, restore to any second of the last 35 days), encrypted with the stack key; an AWS Backup plan for long-term archives of the clinical record is an account-level decision outside this stack.',
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

/** Lets CloudWatch Logs use `key` for this account's log groups in the key's region, and nothing else. */
export function allowLogGroupEncryption(key: kms.Key): void {
  const stack = Stack.of(key);
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'CloudWatchLogsOfThisAccount',
      principals: [new iam.ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
      actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
      resources: ['*'],
      conditions: {
        ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${stack.partition}:logs:${stack.region}:${stack.account}:log-group:*` },
      },
    }),
  );
}

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

/** `rate_limits` → `RateLimits`: a readable logical id in the template. */
const toConstructId = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
