import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@charter/db';

/** A prepared statement: run with the values of its placeholders (sql.placeholder), answers pg's result. */
export interface PreparedSql {
  execute: (values: Record<string, unknown>) => Promise<{ rows: Record<string, unknown>[] }>;
}

const byDb = new WeakMap<Db, Map<string, PreparedSql>>();
const dialect = new PgDialect();

/**
 * A raw SQL statement built once per database handle and prepared in PostgreSQL under `name`:
 * parsed once per connection, and planned once when PostgreSQL finds its generic plan as good
 * (a statement on a busy path, e.g. a bid's, whose planning cost more than its run: ADR 0023).
 * `build` must give the same text every time; values go in as sql.placeholder('...'). Results are
 * read as db.execute reads them (timestamps as strings, JSON parsed).
 */
export function preparedSql(db: Db, name: string, build: () => SQL): PreparedSql {
  let byName = byDb.get(db);
  if (!byName) byDb.set(db, (byName = new Map()));
  let query = byName.get(name);
  if (!query) {
    query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false) as unknown as PreparedSql;
    byName.set(name, query);
  }
  return query;
}
