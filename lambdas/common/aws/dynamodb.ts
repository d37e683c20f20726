/**
 * DynamoDB for the Lambdas: the operations of the SDK's document client (@aws-sdk/lib-dynamodb),
 * with the same inputs and outputs (plain JavaScript values, marshalled and unmarshalled by AWS's
 * own @aws-sdk/util-dynamodb with the options we used), over DynamoDB's JSON protocol
 * (`X-Amz-Target: DynamoDB_20120810.<Operation>`, application/x-amz-json-1.0). See client.ts for
 * why this is not the SDK itself.
 */
import { randomUUID } from 'node:crypto';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { AwsError, callJson, type AwsService } from './client.js';

type Item = Record<string, unknown>;
type Output<T> = Omit<T, '$metadata'>;

/** The document-client operations the handlers use. */
export interface DocumentClient {
  get(input: GetCommandInput): Promise<Output<GetCommandOutput>>;
  put(input: PutCommandInput): Promise<Output<PutCommandOutput>>;
  update(input: UpdateCommandInput): Promise<Output<UpdateCommandOutput>>;
  delete(input: DeleteCommandInput): Promise<Output<DeleteCommandOutput>>;
  query(input: QueryCommandInput): Promise<Output<QueryCommandOutput>>;
  batchGet(input: BatchGetCommandInput): Promise<Output<BatchGetCommandOutput>>;
  transactWrite(input: TransactWriteCommandInput): Promise<void>;
}

/** A condition expression was false: nothing was written. */
export class ConditionalCheckFailedException extends AwsError {
  constructor(source: AwsError) {
    super(source.name, source.message, source);
  }
}

/** One reason per item of a cancelled transaction, in order (`Code: 'ConditionalCheckFailed'`, 'None'...). */
export interface CancellationReason {
  readonly Code?: string;
  readonly Message?: string;
  readonly Item?: Item;
}

/** A transaction was cancelled (a condition failed, a conflict...): nothing was written. */
export class TransactionCanceledException extends AwsError {
  readonly CancellationReasons: readonly CancellationReason[];

  constructor(source: AwsError) {
    super(source.name, source.message, source);
    const reasons = Array.isArray(source.details.CancellationReasons) ? (source.details.CancellationReasons as Array<Record<string, unknown>>) : [];
    this.CancellationReasons = reasons.map((reason) => ({
      ...(typeof reason.Code === 'string' ? { Code: reason.Code } : {}),
      ...(typeof reason.Message === 'string' ? { Message: reason.Message } : {}),
      ...(reason.Item ? { Item: fromAttributes(reason.Item) } : {}),
    }));
  }
}

// As the document client was configured: attributes whose value is undefined are left out.
const toAttributes = (value: object): Item => marshall(value, { removeUndefinedValues: true });
const fromAttributes = (value: unknown): Item => unmarshall(value as Parameters<typeof unmarshall>[0]);
const optional = <K extends string>(key: K, value: object | undefined, convert: (value: object) => Item): Partial<Record<K, Item>> =>
  value === undefined ? {} : ({ [key]: convert(value) } as Record<K, Item>);

/** Key, ExpressionAttributeValues and Item of one request or transaction item, marshalled. */
function marshallParts<T extends { Key?: object; Item?: object; ExpressionAttributeValues?: object }>(input: T): T {
  return {
    ...input,
    ...optional('Key', input.Key, toAttributes),
    ...optional('Item', input.Item, toAttributes),
    ...optional('ExpressionAttributeValues', input.ExpressionAttributeValues, toAttributes),
  };
}

export function createDynamoDbClient(service: AwsService): DocumentClient {
  const call = async (operation: string, input: object, table?: string): Promise<Item> => {
    try {
      return await callJson(service, {
        target: 'DynamoDB_20120810',
        version: '1.0',
        operation,
        input,
        ...(table ? { trace: { table_name: table } } : {}),
      });
    } catch (error) {
      if (error instanceof AwsError && error.name === 'ConditionalCheckFailedException') {
        throw new ConditionalCheckFailedException(error);
      }
      if (error instanceof AwsError && error.name === 'TransactionCanceledException') throw new TransactionCanceledException(error);
      throw error;
    }
  };

  /** An operation on one item: its key, item and values marshalled, the item it answers unmarshalled. */
  const itemOperation =
    <K extends 'Item' | 'Attributes'>(operation: string, answered: K) =>
    async (input: { TableName?: string; Key?: object; Item?: object; ExpressionAttributeValues?: object }): Promise<Partial<Record<K, Item>>> => {
      const answer = await call(operation, marshallParts(input), input.TableName);
      return optional(answered, answer[answered] as object | undefined, fromAttributes);
    };

  return {
    get: itemOperation('GetItem', 'Item'),
    put: itemOperation('PutItem', 'Attributes'),
    update: itemOperation('UpdateItem', 'Attributes'),
    delete: itemOperation('DeleteItem', 'Attributes'),
    async query(input) {
      const { ExclusiveStartKey, ...rest } = input;
      const answer = await call(
        'Query',
        { ...marshallParts(rest), ...optional('ExclusiveStartKey', ExclusiveStartKey, toAttributes) },
        input.TableName,
      );
      return {
        Items: ((answer.Items as object[] | undefined) ?? []).map(fromAttributes),
        Count: answer.Count as number | undefined,
        ScannedCount: answer.ScannedCount as number | undefined,
        ...optional('LastEvaluatedKey', answer.LastEvaluatedKey as object | undefined, fromAttributes),
      };
    },
    async batchGet(input) {
      const RequestItems = Object.fromEntries(
        Object.entries(input.RequestItems ?? {}).map(([table, request]) => [
          table,
          { ...request, Keys: (request.Keys ?? []).map(toAttributes) },
        ]),
      );
      const answer = await call('BatchGetItem', { ...input, RequestItems });
      const responses = (answer.Responses ?? {}) as Record<string, object[]>;
      const unprocessed = (answer.UnprocessedKeys ?? {}) as Record<string, { Keys?: object[] }>;
      return {
        Responses: Object.fromEntries(Object.entries(responses).map(([table, items]) => [table, items.map(fromAttributes)])),
        UnprocessedKeys: Object.fromEntries(
          Object.entries(unprocessed).map(([table, request]) => [table, { ...request, Keys: (request.Keys ?? []).map(fromAttributes) }]),
        ),
      };
    },
    async transactWrite(input) {
      const TransactItems = (input.TransactItems ?? []).map((item) => ({
        ...(item.Put ? { Put: marshallParts(item.Put) } : {}),
        ...(item.Update ? { Update: marshallParts(item.Update) } : {}),
        ...(item.Delete ? { Delete: marshallParts(item.Delete) } : {}),
        ...(item.ConditionCheck ? { ConditionCheck: marshallParts(item.ConditionCheck) } : {}),
      }));
      // As the SDK does: an idempotency token, so that a retry of a transaction that did commit (its
      // answer lost to a timeout) succeeds instead of failing on its own conditions.
      await call('TransactWriteItems', { ClientRequestToken: randomUUID(), ...input, TransactItems });
    },
  };
}
