/**
 * The pacientes table: found by normalised e-mail (`by-email`) or by the Cognito user (`by-user`),
 * never by "the most recently created patient" (docs/arquitetura.md#payment-status-by-checkout).
 * A row found by e-mail belongs to someone only once its e-mail was proven (`email_verificado_em`,
 * pertenceAoTitular); the anonymous checkout never looks a row up and writes rows of its own
 * (docs/arquitetura.md#who-may-call-what). For the proven flows, indexes are eventually
 * consistent, so a new row's id is derived from its e-mail (`pacienteIdParaEmail`): two
 * simultaneous first requests of one person write the same item, the conditional put lets one
 * through and the other reads it back. Lookups take the oldest row.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import type { StatusPaciente } from '#shared/schemas/consultas.js';
import { readItem, readItems, pacienteItemSchema, type PacienteItem } from './itens.js';

export type { PacienteItem };

export interface NovoPaciente {
  readonly email: string;
  readonly nome: string;
  readonly cpf?: string;
  readonly telefone?: string;
  readonly status: StatusPaciente;
}

export interface PacientesRepository {
  readonly table: string;
  get(id: string): Promise<PacienteItem | undefined>;
  findAllByUserId(userId: string): Promise<PacienteItem[]>;
  findAllByEmail(email: string): Promise<PacienteItem[]>;
  /** A new item (not stored), by default with the id its e-mail gives (`pacienteIdParaEmail`). */
  newItem(input: NovoPaciente, at: string, id?: string): PacienteItem;
  /**
   * Stores a new row for `input.email`, or returns the one a simultaneous request just stored for the
   * same e-mail. A row under the e-mail's id that is no longer that e-mail's (kept for the clinical
   * record after an account deletion) is left alone: the new row then gets a random id.
   */
  createForEmail(input: NovoPaciente, at: string): Promise<PacienteItem>;
  /** The row stored under `id` if it still belongs to `email` (the twin of a simultaneous first request). */
  twinForEmail(id: string, email: string): Promise<PacienteItem | undefined>;
  put(item: PacienteItem): Promise<void>;
  setStatus(id: string, status: StatusPaciente): Promise<void>;
  /** Links a row found by the account's verified e-mail to the account, if not linked yet. */
  linkUserIfMissing(id: string, userId: string): Promise<void>;
  /** Records the row's own Asaas customer, if it has none yet. */
  setAsaasCustomerIfMissing(id: string, asaasCustomerId: string): Promise<void>;
  /**
   * The row's e-mail was proven now (a one-time code sent to it was confirmed in a flow tied to this
   * row): marks it, unless the row no longer holds that e-mail. The first proof's instant is kept.
   */
  marcarEmailVerificado(id: string, email: string, at: string): Promise<void>;
}

const oldestFirst = (a: PacienteItem, b: PacienteItem) => a.data_criacao.localeCompare(b.data_criacao);

/**
 * The id of a new patient row: a name-based UUID (RFC 9562 version 8) of the normalised e-mail, so
 * every request for one person computes the same id.
 */
export function pacienteIdParaEmail(email: string): string {
  const hex = createHash('sha256').update(`zapsaude:paciente:${email}`, 'utf8').digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createPacientesRepository(deps: {
  db: DynamoDBDocumentClient;
  table: string;
  /** Ids of new rows; by default derived from the e-mail. */
  newId?: (email: string) => string;
}): PacientesRepository {
  const { db, table } = deps;
  const newId = deps.newId ?? ((email: string) => pacienteIdParaEmail(email));

  const queryIndex = async (indexName: string, attribute: string, value: string): Promise<PacienteItem[]> => {
    const result = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: indexName,
        KeyConditionExpression: '#attribute = :value',
        ExpressionAttributeNames: { '#attribute': attribute },
        ExpressionAttributeValues: { ':value': value },
        Limit: 20,
      }),
    );
    return readItems('pacientes', pacienteItemSchema, result.Items).sort(oldestFirst);
  };

  const get = async (id: string): Promise<PacienteItem | undefined> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
    return readItem('pacientes', pacienteItemSchema, Item);
  };

  const newItem = (input: NovoPaciente, at: string, id?: string): PacienteItem => ({
    id: id ?? newId(input.email),
    email: input.email,
    nome: input.nome,
    status: input.status,
    data_criacao: at,
    ...(input.cpf ? { cpf: input.cpf } : {}),
    ...(input.telefone ? { telefone: input.telefone } : {}),
  });

  const put = async (item: PacienteItem): Promise<void> => {
    await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  };

  const twinForEmail = async (id: string, email: string): Promise<PacienteItem | undefined> => {
    const stored = await get(id);
    return stored?.email === email ? stored : undefined;
  };

  const updateIfMissing = async (id: string, attribute: 'user_id' | 'asaas_customer_id', value: string) => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET #attribute = :value',
          ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(#attribute)',
          ExpressionAttributeNames: { '#attribute': attribute },
          ExpressionAttributeValues: { ':value': value },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  };

  return {
    table,
    get,
    findAllByUserId: (userId) => queryIndex('by-user', 'user_id', userId),
    findAllByEmail: (email) => queryIndex('by-email', 'email', email),
    newItem,
    put,
    async createForEmail(input, at) {
      const item = newItem(input, at);
      try {
        await put(item);
        return item;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      const twin = await twinForEmail(item.id, input.email);
      if (twin) return twin;
      const fresh = newItem(input, at, randomUUID());
      await put(fresh);
      return fresh;
    },
    twinForEmail,
    async setStatus(id, status) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        }),
      );
    },
    linkUserIfMissing: (id, userId) => updateIfMissing(id, 'user_id', userId),
    setAsaasCustomerIfMissing: (id, asaasCustomerId) => updateIfMissing(id, 'asaas_customer_id', asaasCustomerId),
    async marcarEmailVerificado(id, email, at) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { id },
            UpdateExpression: 'SET email_verificado_em = if_not_exists(email_verificado_em, :at)',
            ConditionExpression: 'attribute_exists(id) AND email = :email',
            ExpressionAttributeValues: { ':at': at, ':email': email },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
  };
}
