/**
 * The DynamoDB metering proxy (infra/local/dynamodb-medidor.ts) in front of the run's DynamoDB
 * Local: DynamoDB Local accepts the SDK's signed requests the proxy altered, every data-plane
 * operation's request units are counted per table (reads and writes, GSI writes, transactions,
 * batches), the client gets the answer it would have got (no ConsumedCapacity it did not ask
 * for, a matching x-amz-crc32), and a write refused by its condition is counted apart.
 */
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  BatchGetItemCommand,
  ConditionalCheckFailedException,
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDynamoDbMedidor, type DynamoDbMedidor } from '#infra/local/dynamodb-medidor.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-config.js';

const sufixo = randomUUID().slice(0, 8);
const principal = `medidor-principal-${sufixo}`;
const outra = `medidor-outra-${sufixo}`;
/** An item of about 2.5 KB: 3 write units, 1 read unit (0.5 eventually consistent). */
const grande = 'x'.repeat(2500);

let medidor: DynamoDbMedidor;
let client: DynamoDBClient;

const unidades = (tabela: string) => medidor.consumo().porTabela[tabela] ?? { leitura: 0, escrita: 0 };

beforeAll(async () => {
  medidor = await startDynamoDbMedidor({ target: inject('stack').dynamoDbEndpoint });
  client = new DynamoDBClient({ endpoint: medidor.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  await client.send(
    new CreateTableCommand({
      TableName: principal,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'N' },
        { AttributeName: 'status', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [{ IndexName: 'by-status', KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
    }),
  );
  await client.send(
    new CreateTableCommand({
      TableName: outra,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    }),
  );
});

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: principal })).catch(() => undefined);
  await client.send(new DeleteTableCommand({ TableName: outra })).catch(() => undefined);
  client.destroy();
  await medidor.close();
});

describe('the DynamoDB metering proxy', () => {
  it('counts the write units of puts, with the GSI write, and hides them from the caller', async () => {
    // Act
    const semIndice = await client.send(new PutItemCommand({ TableName: principal, Item: { pk: { S: 'a' }, sk: { N: '0' }, v: { S: grande } } }));
    const antes = unidades(principal).escrita;
    await client.send(new PutItemCommand({ TableName: principal, Item: { pk: { S: 'a' }, sk: { N: '1' }, status: { S: 'aguardando' } } }));

    // Assess: 3 units for 2.5 KB; 1 for the small item and 1 for its index entry.
    expect(semIndice.ConsumedCapacity).toBeUndefined();
    expect(antes).toBe(3);
    expect(unidades(principal).escrita).toBe(5);
  });

  it('counts reads as DynamoDB does: eventually consistent half, strongly consistent whole, a Query by the bytes it read', async () => {
    // Prepare
    for (let sk = 10; sk < 15; sk += 1) await client.send(new PutItemCommand({ TableName: principal, Item: { pk: { S: 'q' }, sk: { N: String(sk) }, v: { S: grande } } }));
    const antes = unidades(principal).leitura;

    // Act
    await client.send(new GetItemCommand({ TableName: principal, Key: { pk: { S: 'q' }, sk: { N: '10' } } }));
    await client.send(new GetItemCommand({ TableName: principal, Key: { pk: { S: 'q' }, sk: { N: '10' } }, ConsistentRead: true }));
    // Five 2.5 KB items read (12.5 KB → 4 units of 4 KB, halved), though the filter returns none.
    const consulta = await client.send(
      new QueryCommand({
        TableName: principal,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'size(v) > :muito',
        ExpressionAttributeValues: { ':pk': { S: 'q' }, ':muito': { N: '100000' } },
      }),
    );

    // Assess
    expect(consulta.Count).toBe(0);
    expect(consulta.ConsumedCapacity).toBeUndefined();
    expect(unidades(principal).leitura - antes).toBe(0.5 + 1 + 2);
  });

  it('counts transactions and batches per table', async () => {
    // Prepare
    const [principalAntes, outraAntes] = [unidades(principal), unidades(outra)];

    // Act
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: outra, Item: { pk: { S: 't1' } } } },
          { Put: { TableName: principal, Item: { pk: { S: 't' }, sk: { N: '1' } } } },
        ],
      }),
    );
    const lote = await client.send(
      new BatchGetItemCommand({ RequestItems: { [outra]: { Keys: [{ pk: { S: 't1' } }] }, [principal]: { Keys: [{ pk: { S: 't' }, sk: { N: '1' } }] } } }),
    );

    // Assess: a transactional write is two units per item; each batch read half a unit.
    expect(lote.ConsumedCapacity).toBeUndefined();
    expect(unidades(outra)).toEqual({ leitura: outraAntes.leitura + 0.5, escrita: outraAntes.escrita + 2 });
    expect(unidades(principal)).toEqual({ leitura: principalAntes.leitura + 0.5, escrita: principalAntes.escrita + 2 });
  });

  it("passes the units on when the caller asks for them, and counts them once", async () => {
    // Prepare
    const antes = unidades(outra).escrita;

    // Act
    const resposta = await client.send(
      new UpdateItemCommand({
        TableName: outra,
        Key: { pk: { S: 'u' } },
        UpdateExpression: 'SET n = :n',
        ExpressionAttributeValues: { ':n': { N: '1' } },
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );

    // Assess
    expect(resposta.ConsumedCapacity).toEqual({ TableName: outra, CapacityUnits: 1 });
    expect(unidades(outra).escrita).toBe(antes + 1);
  });

  it('passes a refused conditional write on and counts it apart', async () => {
    // Prepare
    const antes = medidor.consumo();

    // Act
    const recusada = client.send(new PutItemCommand({ TableName: outra, Item: { pk: { S: 'u' } }, ConditionExpression: 'attribute_not_exists(pk)' }));

    // Assess
    await expect(recusada).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    const depois = medidor.consumo();
    expect(depois.falhasCondicionais).toBe(antes.falhasCondicionais + 1);
    expect(depois.porTabela[outra]).toEqual(antes.porTabela[outra]);
    expect(depois.requisicoes.PutItem).toBe((antes.requisicoes.PutItem ?? 0) + 1);
  });

  it("recomputes the answer's x-amz-crc32 and answers the counters at GET /_local/consumo", async () => {
    // Act: a raw GetItem, as the SDK sends it (DynamoDB Local does not check the signature).
    const resposta = await fetch(medidor.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
        authorization: `AWS4-HMAC-SHA256 Credential=local/20261205/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20261205T000000Z',
      },
      body: JSON.stringify({ TableName: outra, Key: { pk: { S: 'u' } } }),
    });
    const corpo = Buffer.from(await resposta.arrayBuffer());

    // Assess
    expect(resposta.status).toBe(200);
    expect(JSON.parse(corpo.toString('utf8'))).toEqual({ Item: { pk: { S: 'u' }, n: { N: '1' } } });
    expect(resposta.headers.get('x-amz-crc32')).toBe(String(crc32(corpo)));
    expect(await (await fetch(`${medidor.endpoint}/_local/consumo`)).json()).toEqual(medidor.consumo());
  });
});
