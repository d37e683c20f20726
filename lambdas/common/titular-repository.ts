/**
 * Everything the tables hold about one account holder (the LGPD "titular"), found only through
 * the caller's own keys: patient rows linked to the account (`by-user`) or whose e-mail was proven
 * and is the account's verified e-mail, not linked to another account (`by-email`), their consultations
 * (`by-paciente`) and the promo redemptions keyed by their e-mail and CPF. Reads are Query and
 * GetItem, writes are conditional on the row still being the caller's, so a stale index entry can
 * never make one patient's request touch another's row. Rows are returned whole (every attribute),
 * because the LGPD export must show all of them.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  consultaItemSchema,
  readItem,
  readItems,
  pacienteItemSchema,
  promoRedemptionItemSchema,
  type ConsultaItem,
  type PacienteItem,
  type PromoRedemptionItem,
} from './itens.js';
import type { PacientesRepository } from './pacientes-repository.js';

/** Who the rows must belong to: the token's sub and, if verified, the account's e-mail. */
export interface Titular {
  readonly sub: string;
  readonly email?: string;
}

export interface TitularRepository {
  /** The titular's patient rows, oldest first. */
  pacientes(titular: Titular): Promise<PacienteItem[]>;
  /** Every consultation of one patient row, newest first. */
  consultas(pacienteId: string): Promise<ConsultaItem[]>;
  /** Promo redemptions under these keys (`email#…`, `cpf#…`). */
  usosPromocao(keys: readonly string[]): Promise<PromoRedemptionItem[]>;
  /** Renames a row linked to the account; false when it is no longer linked to it. */
  renomear(pacienteId: string, titular: Titular, nome: string): Promise<boolean>;
  /**
   * Lei 13.787/2018: keeps the row the clinical record needs (id, nome, cpf, birth date, status) and
   * removes the contact data, the account link and the (deleted) Asaas customer id, marking when and until when it is kept.
   */
  reterParaProntuario(pacienteId: string, titular: Titular, excluidaEm: string, retencaoAte: string): Promise<boolean>;
  /** Deletes a row that no consultation refers to. */
  excluir(pacienteId: string, titular: Titular): Promise<boolean>;
}

/**
 * The one ownership rule (docs/arquitetura.md#who-may-call-what): a row belongs to the titular when
 * it is linked to the account, or when it is linked to no account, its e-mail was proven
 * (`email_verificado_em`: a one-time code, or an account's verified e-mail) and it is the account's
 * verified e-mail. A typed e-mail or CPF alone never makes a row anyone's.
 */
export function pertenceAoTitular(row: Pick<PacienteItem, 'user_id' | 'email' | 'email_verificado_em'>, titular: Titular): boolean {
  if (row.user_id !== undefined) return row.user_id === titular.sub;
  return titular.email !== undefined && row.email_verificado_em !== undefined && row.email === titular.email;
}

/**
 * The titular's patient rows through a patients repository (the account's own, then those with its
 * proven e-mail), filtered by `pertenceAoTitular` on what was read: index entries may lag the rows.
 */
export async function pacientesDoTitular(
  pacientes: Pick<PacientesRepository, 'findAllByUserId' | 'findAllByEmail'>,
  titular: Titular,
): Promise<PacienteItem[]> {
  const linhas = new Map<string, PacienteItem>();
  for (const row of await pacientes.findAllByUserId(titular.sub)) linhas.set(row.id, row);
  if (titular.email) for (const row of await pacientes.findAllByEmail(titular.email)) linhas.set(row.id, row);
  return [...linhas.values()].filter((row) => pertenceAoTitular(row, titular));
}

export function createTitularRepository(deps: {
  db: DynamoDBDocumentClient;
  pacientesTable: string;
  consultasTable?: string;
  promoRedemptionsTable?: string;
}): TitularRepository {
  const { db, pacientesTable } = deps;

  async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  const byIndex = async (indexName: string, attribute: string, value: string): Promise<PacienteItem[]> =>
    readItems(
      'pacientes',
      pacienteItemSchema,
      await queryAll({
        TableName: pacientesTable,
        IndexName: indexName,
        KeyConditionExpression: '#attribute = :value',
        ExpressionAttributeNames: { '#attribute': attribute },
        ExpressionAttributeValues: { ':value': value },
      }),
    );

  // The caller's ownership is re-checked by the write itself: the index may be behind the table.
  const ownership = (titular: Titular) =>
    titular.email === undefined
      ? { condition: 'attribute_exists(id) AND user_id = :sub', values: { ':sub': titular.sub } }
      : {
          condition:
            'attribute_exists(id) AND (user_id = :sub OR (attribute_not_exists(user_id) AND attribute_exists(email_verificado_em) AND email = :email))',
          values: { ':sub': titular.sub, ':email': titular.email },
        };

  const conditional = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  const required = (table: string | undefined, what: string): string => {
    if (!table) throw new Error(`The titular repository was built without the ${what} table`);
    return table;
  };

  return {
    async pacientes(titular) {
      const found = new Map<string, PacienteItem>();
      for (const row of await byIndex('by-user', 'user_id', titular.sub)) found.set(row.id, row);
      if (titular.email) {
        for (const row of await byIndex('by-email', 'email', titular.email)) {
          if (pertenceAoTitular(row, titular)) found.set(row.id, row);
        }
      }
      // Index entries are projections that may lag: keep only rows that still belong to the caller.
      return [...found.values()]
        .filter((row) => pertenceAoTitular(row, titular))
        .sort((a, b) => String(a.data_criacao ?? '').localeCompare(String(b.data_criacao ?? '')));
    },

    async consultas(pacienteId) {
      const itens = await queryAll({
        TableName: required(deps.consultasTable, 'consultas'),
        IndexName: 'by-paciente',
        KeyConditionExpression: 'paciente_id = :paciente',
        ExpressionAttributeValues: { ':paciente': pacienteId },
        ScanIndexForward: false,
      });
      return readItems('consultas', consultaItemSchema, itens);
    },

    async usosPromocao(keys) {
      const table = required(deps.promoRedemptionsTable, 'promo_redemptions');
      const rows: PromoRedemptionItem[] = [];
      for (const key of new Set(keys)) {
        const { Item } = await db.send(new GetCommand({ TableName: table, Key: { key } }));
        const item = readItem('promo_redemptions', promoRedemptionItemSchema, Item);
        if (item) rows.push(item);
      }
      return rows;
    },

    renomear: (pacienteId, titular, nome) =>
      conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: pacientesTable,
            Key: { id: pacienteId },
            UpdateExpression: 'SET nome = :nome',
            ConditionExpression: 'attribute_exists(id) AND user_id = :sub',
            ExpressionAttributeValues: { ':nome': nome, ':sub': titular.sub },
          }),
        ),
      ),

    reterParaProntuario(pacienteId, titular, excluidaEm, retencaoAte) {
      const { condition, values } = ownership(titular);
      return conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: pacientesTable,
            Key: { id: pacienteId },
            UpdateExpression: 'SET conta_excluida_em = :excluida, retencao_ate = :ate REMOVE email, telefone, user_id, asaas_customer_id',
            ConditionExpression: condition,
            ExpressionAttributeValues: { ...values, ':excluida': excluidaEm, ':ate': retencaoAte },
          }),
        ),
      );
    },

    excluir(pacienteId, titular) {
      const { condition, values } = ownership(titular);
      return conditional(() =>
        db.send(
          new DeleteCommand({
            TableName: pacientesTable,
            Key: { id: pacienteId },
            ConditionExpression: condition,
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },
  };
}
