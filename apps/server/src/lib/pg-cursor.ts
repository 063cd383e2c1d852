import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from '@charter/db';

const dialect = new PgDialect();

/**
 * The rows of a query read through a server-side cursor, `batch` at a time, on a connection of its
 * own inside a read-only transaction: a 100,000-row export holds one batch in memory, not the
 * result. The cursor is closed and the connection released when the consumer stops early (a
 * `break`, an error, a client that went away), as well as at the end.
 */
export async function* cursorRows<T>(pool: Pool, query: SQL, batch = 1000): AsyncGenerator<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query(`declare report_rows no scroll cursor for ${text}`, params);
    for (;;) {
      const r = await client.query(`fetch forward ${batch} from report_rows`);
      for (const row of r.rows as T[]) yield row;
      if (r.rows.length < batch) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    // Stopped early or failed: end the transaction (and with it the cursor) before the connection goes back.
    if (open) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
