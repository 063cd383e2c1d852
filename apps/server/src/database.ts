import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  createDb,
  createPool,
  runMigrations,
  seedDemoWorld,
  seedReferenceData,
  systemSecrets,
  withStartupLock,
  type Db,
} from '@charter/db';
import { hashPassword } from './auth/passwords.js';

/**
 * Migrates and seeds a database: reference data always, the demo world unless production. Under
 * the start-up lock, so that of several instances starting together one prepares it and the
 * others wait and find nothing left to do.
 */
export async function prepareDatabase(url: string, opts: { demo: boolean; demoPassword: string }): Promise<{ demoSeeded: boolean }> {
  return withStartupLock(url, async () => {
    await runMigrations(url);
    const pool = createPool(url, 2);
    try {
      const db = createDb(pool);
      await seedReferenceData(db);
      const demoSeeded = opts.demo ? await seedDemoWorld(db, hashPassword, opts.demoPassword) : false;
      return { demoSeeded };
    } finally {
      await pool.end();
    }
  });
}

/**
 * The token signing key: JWT_SECRET when given, otherwise one generated on first start and kept
 * in the database, so every instance of the server signs and checks with the same key.
 */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(systemSecrets).values({ name: 'jwt', value: fresh }).onConflictDoNothing();
  const rows = await db
    .select({ value: systemSecrets.value })
    .from(systemSecrets)
    .where(sql`${systemSecrets.name} = 'jwt'`);
  return rows[0]!.value;
}
