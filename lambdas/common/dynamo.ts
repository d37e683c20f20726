import { tableEnvName, type TableName } from '#definitions/tables.js';

/** The physical table name a handler was given through its environment. */
export function tableName(name: TableName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[tableEnvName(name)];
  if (!value) throw new Error(`Missing environment variable ${tableEnvName(name)}`);
  return value;
}
