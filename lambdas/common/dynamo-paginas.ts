/**
 * Every item a DynamoDB query answers, page after page, through the SDK v3 document client.
 */
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** Reads the query's pages until they end or, with `bastam`, until that many items were read (the caller trims). */
export async function consultarTodos(
  db: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
  bastam?: number,
): Promise<Record<string, unknown>[]> {
  const itens: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    itens.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && (bastam === undefined || itens.length < bastam));
  return itens;
}
