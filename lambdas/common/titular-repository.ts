/**
 * Everything the tables hold about one account holder (the LGPD "titular"), found only through
 * the caller's own keys: patient rows linked to the account (`by-user`) or created with the
 * account's verified e-mail and not linked to another account (`by-email`), their consultations
 * (`by-paciente`) and the promo redemptions keyed by their e-mail and CPF. Reads are Query and
 * GetItem, writes are conditional on the row still being the caller's, so a stale index entry can
 * never make one patient's request touch another's row. Rows are returned whole (every attribute),
 * because the LGPD export must show all of them.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, type DocumentClient } from './aws/dynamodb.js';

export type Row = Readonly<Record<string, unknown>>;

export interface PacienteRow extends Row {
  readonly id: string;
  readonly user_id?: string;
  readonly email?: string;
  readonly cpf?: string;
  readonly nome?: string;
  readonly data_criacao?: string;
}

export interface ConsultaRow extends Row {
  readonly id: string;
  readonly paciente_id: string;
  readonly medico_id: number;
  readonly status_pagamento?: string;
  readonly status_consulta?: string;
  readonly tipo_consulta?: string;
  readonly data_criacao: string;
  readonly aprovado_em?: string;
  readonly utilizada_em?: string;
  readonly encerrada_em?: string;
  readonly estornado_em?: string;
}

/** Who the rows must belong to: the token's sub and, if verified, the account's e-mail. */
export interface Titular {
  readonly sub: string;
  readonly email?: string;
}

export interface TitularRepository {
  /** The titular's patient rows, oldest first. */
  pacientes(titular: Titular): Promise<PacienteRow[]>;
  /** Every consultation of one patient row, newest first. */
  consultas(pacienteId: string): Promise<ConsultaRow[]>;
  /** Promo redemptions under these keys (`email#…`, `cpf#…`). */
  usosPromocao(keys: readonly string[]): Promise<Row[]>;
  /** Renames a row linked to the account; false when it is no longer linked to it. */
  renomear(pacienteId: string, titular: Titular, nome: string): Promise<boolean>;
  /**
   * Lei 13.787/2018: keeps the row the clinical record needs (id, nome, cpf, birth date, status) and
   * removes the contact data and the account link, marking when and until when it is kept.
   */
  reterParaProntuario(pacienteId: string, titular: Titular, excluidaEm: string, retencaoAte: string): Promise<boolean>;
  /** Deletes a row that no consultation refers to. */
  excluir(pacienteId: string, titular: Titular): Promise<boolean>;
}

/** Whether a row belongs to the titular: linked to the account, or with its verified e-mail and unlinked. */
export function pertenceAoTitular(row: PacienteRow, titular: Titular): boolean {
  if (row.user_id !== undefined) return row.user_id === titular.sub;
  return titular.email !== undefined && row.email === titular.email;
}

export function createTitularRepository(deps: {
  db: DocumentClient;
  pacientesTable: string;
  consultasTable?: string;
  promoRedemptionsTable?: string;
}): TitularRepository {
  const { db, pacientesTable } = deps;

  async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
    const items: T[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.query({ ...input, ExclusiveStartKey: start });
      items.push(...((page.Items ?? []) as T[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  const byIndex = (indexName: string, attribute: string, value: string) =>
    queryAll<PacienteRow>({
      TableName: pacientesTable,
      IndexName: indexName,
      KeyConditionExpression: '#attribute = :value',
      ExpressionAttributeNames: { '#attribute': attribute },
      ExpressionAttributeValues: { ':value': value },
    });

  // The caller's ownership is re-checked by the write itself: the index may be behind the table.
  const ownership = (titular: Titular) =>
    titular.email === undefined
      ? { condition: 'attribute_exists(id) AND user_id = :sub', values: { ':sub': titular.sub } }
      : {
          condition: 'attribute_exists(id) AND (user_id = :sub OR (attribute_not_exists(user_id) AND email = :email))',
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
      const found = new Map<string, PacienteRow>();
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

    consultas(pacienteId) {
      return queryAll<ConsultaRow>({
        TableName: required(deps.consultasTable, 'consultas'),
        IndexName: 'by-paciente',
        KeyConditionExpression: 'paciente_id = :paciente',
        ExpressionAttributeValues: { ':paciente': pacienteId },
        ScanIndexForward: false,
      });
    },

    async usosPromocao(keys) {
      const table = required(deps.promoRedemptionsTable, 'promo_redemptions');
      const rows: Row[] = [];
      for (const key of new Set(keys)) {
        const item = (await db.get({ TableName: table, Key: { key } })).Item;
        if (item) rows.push(item);
      }
      return rows;
    },

    renomear: (pacienteId, titular, nome) =>
      conditional(() =>
        db.update({
          TableName: pacientesTable,
          Key: { id: pacienteId },
          UpdateExpression: 'SET nome = :nome',
          ConditionExpression: 'attribute_exists(id) AND user_id = :sub',
          ExpressionAttributeValues: { ':nome': nome, ':sub': titular.sub },
        }),
      ),

    reterParaProntuario(pacienteId, titular, excluidaEm, retencaoAte) {
      const { condition, values } = ownership(titular);
      return conditional(() =>
        db.update({
          TableName: pacientesTable,
          Key: { id: pacienteId },
          UpdateExpression: 'SET conta_excluida_em = :excluida, retencao_ate = :ate REMOVE email, telefone, user_id',
          ConditionExpression: condition,
          ExpressionAttributeValues: { ...values, ':excluida': excluidaEm, ':ate': retencaoAte },
        }),
      );
    },

    excluir(pacienteId, titular) {
      const { condition, values } = ownership(titular);
      return conditional(() =>
        db.delete({
          TableName: pacientesTable,
          Key: { id: pacienteId },
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      );
    },
  };
}
