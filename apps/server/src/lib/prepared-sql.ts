import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@charter/db';

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

/**
 * Distinct statement texts executeNamed has given a name in this process. A list statement's text
 * depends on its shape (tab, sort, which filters are set), never on the values, so a few dozen
 * shapes cover real use; past the cap new shapes run unnamed, so odd combinations cannot grow every
 * connection's plan cache without bound.
 */
const MAX_NAMED = 512;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built on each call (a list's, whose text follows its filters) as a prepared
 * statement named by its text: parsed once per connection, and planned once where PostgreSQL keeps
 * a generic plan (ADR 0024). Values stay bound parameters; only the text names the statement. In a
 * transaction it runs on the transaction's connection.
 */
export async function executeNamed<T = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(built, undefined, nameFor(built.sql), false).execute();
  return result as unknown as { rows: T[] };
}
