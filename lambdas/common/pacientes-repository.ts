/**
 * The pacientes table: found by normalised e-mail (`by-email`), by CPF (`by-cpf`) or by the Cognito
 * user (`by-user`), never by "the most recently created patient" (DESIGN §3.2). Indexes are
 * eventually consistent, so two simultaneous first requests of one person may create two rows;
 * everything that must be unique per person (the free consultation) is guarded elsewhere by a
 * conditional write, and lookups take the oldest row.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StatusPaciente } from '../../shared/schemas/consultas.js';

export interface PacienteItem {
  readonly id: string;
  /** Cognito sub of the patient's account, once linked. */
  readonly user_id?: string;
  /** Trimmed and lower-cased. */
  readonly email: string;
  /** 11 digits. */
  readonly cpf?: string;
  readonly nome: string;
  /** Digits only. */
  readonly telefone?: string;
  readonly status: StatusPaciente;
  readonly data_criacao: string;
}

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
  findByEmail(email: string): Promise<PacienteItem | undefined>;
  findByCpf(cpf: string): Promise<PacienteItem | undefined>;
  findAllByUserId(userId: string): Promise<PacienteItem[]>;
  findAllByEmail(email: string): Promise<PacienteItem[]>;
  /** A new item with a fresh id (not stored). */
  newItem(input: NovoPaciente, at: string): PacienteItem;
  put(item: PacienteItem): Promise<void>;
  setStatus(id: string, status: StatusPaciente): Promise<void>;
  /** Adds the CPF to a row that has none (a later form gave it). */
  setCpfIfMissing(id: string, cpf: string): Promise<void>;
  /** Links a row found by the account's verified e-mail to the account, if not linked yet. */
  linkUserIfMissing(id: string, userId: string): Promise<void>;
}

const oldestFirst = (a: PacienteItem, b: PacienteItem) => a.data_criacao.localeCompare(b.data_criacao);

export function createPacientesRepository(deps: {
  db: DynamoDBDocumentClient;
  table: string;
  newId?: () => string;
}): PacientesRepository {
  const { db, table } = deps;
  const newId = deps.newId ?? randomUUID;

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
    return ((result.Items ?? []) as PacienteItem[]).sort(oldestFirst);
  };

  const updateIfMissing = async (id: string, attribute: 'cpf' | 'user_id', value: string) => {
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
    async get(id) {
      return (await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item as
        | PacienteItem
        | undefined;
    },
    async findByEmail(email) {
      return (await queryIndex('by-email', 'email', email))[0];
    },
    async findByCpf(cpf) {
      return (await queryIndex('by-cpf', 'cpf', cpf))[0];
    },
    findAllByUserId: (userId) => queryIndex('by-user', 'user_id', userId),
    findAllByEmail: (email) => queryIndex('by-email', 'email', email),
    newItem(input, at) {
      return {
        id: newId(),
        email: input.email,
        nome: input.nome,
        status: input.status,
        data_criacao: at,
        ...(input.cpf ? { cpf: input.cpf } : {}),
        ...(input.telefone ? { telefone: input.telefone } : {}),
      };
    },
    async put(item) {
      await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    },
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
    setCpfIfMissing: (id, cpf) => updateIfMissing(id, 'cpf', cpf),
    linkUserIfMissing: (id, userId) => updateIfMissing(id, 'user_id', userId),
  };
}
