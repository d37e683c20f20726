/**
 * A metering proxy in front of DynamoDB Local, for the benchmark's unit economics (local only,
 * never part of a Lambda bundle): the handlers' SDK client reaches it through
 * AWS_ENDPOINT_URL_DYNAMODB when the local stack is started with `medirConsumo`, and it forwards
 * every request to DynamoDB Local.
 *
 * DynamoDB bills on-demand tables by request units, which DynamoDB (and DynamoDB Local) report
 * only when a request asks for them (`ReturnConsumedCapacity`). So on each data-plane request
 * (GetItem, Query, TransactWriteItems...) that does not ask, the proxy adds
 * `ReturnConsumedCapacity: TOTAL` to the JSON body, reads the units from the answer and takes them
 * out again before the client sees it (with the answer's `x-amz-crc32` recomputed): the handler
 * gets the answer it would have got. The altered body no longer matches its SigV4 signature;
 * DynamoDB Local does not verify signatures (checked by test/integration/dynamodb-medidor.test.ts).
 * TOTAL includes the writes to global secondary indexes, as AWS bills them; TransactWriteItems and
 * BatchGetItem answer one entry per table.
 *
 * What it cannot see: a conditional write that fails (ConditionalCheckFailedException, or a
 * cancelled transaction) is billed by AWS but its error answer carries no units; those are counted
 * apart, by number. `GET /_local/consumo` answers the counters as JSON (loopback only).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/** Operations whose units are read units; the other metered ones are writes. */
const OPERACOES_LEITURA = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const OPERACOES_ESCRITA = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
/** Error types of a write refused by its condition: AWS still bills the write. */
const FALHAS_CONDICIONAIS = /#(ConditionalCheckFailedException|TransactionCanceledException)$/;
const TARGET_PREFIX = 'DynamoDB_20120810.';

/** Request units per table (DynamoDB's physical table name). */
export interface UnidadesTabela {
  /** Read request units (RRU). */
  readonly leitura: number;
  /** Write request units (WRU). */
  readonly escrita: number;
}

/** What the proxy counted since it started. */
export interface ConsumoDynamo {
  /** Requests per operation (`GetItem`...), every answer included. */
  readonly requisicoes: Readonly<Record<string, number>>;
  readonly porTabela: Readonly<Record<string, UnidadesTabela>>;
  /** Conditional writes and transactions refused by a condition (billed by AWS, units not reported). */
  readonly falhasCondicionais: number;
}

export interface DynamoDbMedidor {
  /** `http://127.0.0.1:PORT`: what AWS_ENDPOINT_URL_DYNAMODB points at. */
  readonly endpoint: string;
  consumo(): ConsumoDynamo;
  close(): Promise<void>;
}

type Capacidade = { TableName?: unknown; CapacityUnits?: unknown };

export async function startDynamoDbMedidor(options: { target: string; port?: number; log?: (line: string) => void }): Promise<DynamoDbMedidor> {
  const upstream = new URL(options.target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const requisicoes = new Map<string, number>();
  const porTabela = new Map<string, { leitura: number; escrita: number }>();
  let falhasCondicionais = 0;

  const consumo = (): ConsumoDynamo => ({
    requisicoes: Object.fromEntries(requisicoes),
    porTabela: Object.fromEntries([...porTabela].map(([tabela, unidades]) => [tabela, { ...unidades }])),
    falhasCondicionais,
  });

  const somar = (operacao: string, capacidade: unknown) => {
    const tipo = OPERACOES_LEITURA.has(operacao) ? 'leitura' : 'escrita';
    for (const entrada of (Array.isArray(capacidade) ? capacidade : [capacidade]) as Capacidade[]) {
      if (typeof entrada?.TableName !== 'string' || typeof entrada.CapacityUnits !== 'number') continue;
      const unidades = porTabela.get(entrada.TableName) ?? { leitura: 0, escrita: 0 };
      unidades[tipo] += entrada.CapacityUnits;
      porTabela.set(entrada.TableName, unidades);
    }
  };

  const server = http.createServer((request, response) => {
    const partes: Buffer[] = [];
    request.on('data', (parte: Buffer) => partes.push(parte));
    request.on('error', () => response.destroy());
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/_local/consumo') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(consumo()));
        return;
      }
      const target = String(request.headers['x-amz-target'] ?? '');
      const operacao = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      const medida = OPERACOES_LEITURA.has(operacao) || OPERACOES_ESCRITA.has(operacao);
      let corpo = Buffer.concat(partes);
      let injetado = false;
      if (medida) {
        const pedido = parseJson(corpo);
        if (pedido !== undefined && (pedido.ReturnConsumedCapacity === undefined || pedido.ReturnConsumedCapacity === 'NONE')) {
          pedido.ReturnConsumedCapacity = 'TOTAL';
          corpo = Buffer.from(JSON.stringify(pedido), 'utf8');
          injetado = true;
        }
      }
      if (operacao) requisicoes.set(operacao, (requisicoes.get(operacao) ?? 0) + 1);
      // Both bodies are read whole, so each goes on with its own length.
      const { 'transfer-encoding': _pedidoEmPartes, ...pedidoHeaders } = request.headers;
      const headers: http.OutgoingHttpHeaders = { ...pedidoHeaders, host: upstream.host, 'content-length': String(corpo.length) };
      const encaminhado = http.request(
        { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers, agent },
        (resposta) => {
          const volta: Buffer[] = [];
          resposta.on('data', (parte: Buffer) => volta.push(parte));
          resposta.on('error', () => response.destroy());
          resposta.on('end', () => {
            let texto = Buffer.concat(volta);
            const { 'transfer-encoding': _respostaEmPartes, ...respostaHeaders } = resposta.headers;
            if (medida) {
              const status = resposta.statusCode ?? 500;
              const json = parseJson(texto);
              if (status === 200 && json !== undefined) {
                somar(operacao, json.ConsumedCapacity);
                if (injetado && 'ConsumedCapacity' in json) {
                  delete json.ConsumedCapacity;
                  texto = Buffer.from(JSON.stringify(json), 'utf8');
                  if (respostaHeaders['x-amz-crc32'] !== undefined) respostaHeaders['x-amz-crc32'] = String(crc32(texto));
                }
              } else if (status === 400 && typeof json?.__type === 'string' && FALHAS_CONDICIONAIS.test(json.__type)) {
                falhasCondicionais += 1;
              }
            }
            response.writeHead(resposta.statusCode ?? 500, { ...respostaHeaders, 'content-length': String(texto.length) });
            response.end(texto);
          });
        },
      );
      encaminhado.on('error', (error) => {
        options.log?.(`dynamodb-medidor: ${error.name}`);
        response.destroy();
      });
      encaminhado.end(corpo);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    consumo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

function parseJson(corpo: Buffer): Record<string, unknown> | undefined {
  try {
    const valor: unknown = JSON.parse(corpo.toString('utf8'));
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? (valor as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
