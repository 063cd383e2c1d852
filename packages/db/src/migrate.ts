import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Finds packages/db/migrations from source, from the server bundle or from MIGRATIONS_DIR. */
export function migrationsDir(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'migrations'), path.join(dir, 'packages', 'db', 'migrations')]) {
      if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the database migrations folder (packages/db/migrations)');
    dir = parent;
  }
}

/**
 * Runs `fn` while holding a session advisory lock on the database at `url`: instances that start
 * together prepare the database one after another, so the first migrates and seeds and the
 * others find it done (never a migration applied twice, never the demo world seeded twice).
 */
export async function withStartupLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727276)');
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock(727276)').catch(() => {});
    await client.end();
  }
}

/** The `when` of this build's newest migration (meta/_journal.json), as drizzle records it once applied. */
export function latestMigrationMillis(dir = migrationsDir()): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The newest migration the database has applied (0 when none has been: no drizzle schema yet). */
export async function appliedMigrationMillis(client: Pick<pg.ClientBase, 'query'>): Promise<number> {
  try {
    const r = await client.query<{ at: string | null }>('select max(created_at)::text as at from drizzle.__drizzle_migrations');
    return Number(r.rows[0]?.at ?? 0);
  } catch (err) {
    // undefined_table, invalid_schema_name: a database nothing has migrated yet.
    if (['42P01', '3F000'].includes((err as { code?: string }).code ?? '')) return 0;
    throw err;
  }
}

/**
 * Applies pending migrations. An advisory lock keeps two server instances that start
 * together from migrating at the same time.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client), { migrationsFolder: migrationsDir() });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}
