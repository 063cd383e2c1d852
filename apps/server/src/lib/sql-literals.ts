import { sql, type SQL } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import { isUuid } from '@charter/shared';

/**
 * Values written into a statement's text rather than bound: for statements prepared once and kept
 * with one plan (prepared-sql.ts executeNamed), where PostgreSQL plans a written value as it would
 * plan a bound one per call, from the table's statistics. A statement with bound values gets a
 * generic plan that knows none of them. Each helper checks or escapes its value (as the driver
 * escapes literals), so nothing a user typed becomes SQL.
 */
export const textLiteral = (value: string): SQL => sql.raw(escapeLiteral(value));

/** A text[] of the values ('{}' when none). */
export const textArrayLiteral = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::text[]` : sql.raw(`array[${values.map(escapeLiteral).join(', ')}]::text[]`);

/** A whole number; anything else is a fault, never SQL. */
export function wholeNumberLiteral(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}

/** A uuid; anything else is a fault, never SQL. */
export function uuidLiteral(id: string): SQL {
  if (!isUuid(id)) throw new Error('not a uuid');
  return sql.raw(`'${id}'::uuid`);
}
