import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';

/**
 * Inserts rows in one statement each 2,000: the rows travel as one JSON parameter that
 * json_populate_recordset turns into the table's row type (a multi-row VALUES of 50 columns
 * costs a parameter a cell, and was several times slower). Columns not given take their defaults.
 */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object);
  const names = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows
      .slice(i, i + 2000)
      .map((r) => Object.fromEntries(keys.map((k) => [columns[k]!.name, (r as Record<string, unknown>)[k] ?? null])));
    await tx.execute(
      sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}
