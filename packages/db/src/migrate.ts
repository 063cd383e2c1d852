import { existsSync } from 'node:fs';
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
