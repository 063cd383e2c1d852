import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { admins, createDb, createPool, defaultDataDir, startEmbeddedPostgres, users } from '@charter/db';
import { PASSWORD_MIN_LENGTH, isValidEmail } from '@charter/shared';
import { hashPassword } from './auth/passwords.js';
import { prepareDatabase } from './database.js';

/**
 * Creates the first admin of a production installation (nothing is seeded there):
 *   npm run create-admin -- --email you@example.com --first Ada --last Lovelace --password '...'
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, password: { type: 'string' } },
  });
  const { email, first, last, password } = values;
  if (!email || !isValidEmail(email) || !first || !last || !password || password.length < PASSWORD_MIN_LENGTH) {
    console.error(
      `Usage: npm run create-admin -- --email EMAIL --first FIRST --last LAST --password PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters)`,
    );
    process.exit(2);
  }
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: defaultDataDir() });
  const url = process.env.DATABASE_URL ?? embedded!.url;
  await prepareDatabase(url, { demo: false, demoPassword: '' });
  const pool = createPool(url, 2);
  const db = createDb(pool);
  try {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (taken.length) throw new Error(`An account with ${email} already exists.`);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(admins)
        .values({ firstName: first, lastName: last, email, managesWorkflow: true, managesMessages: true })
        .returning();
      await tx.insert(users).values({ email, role: 'Admin', adminId: admin!.id, passwordHash: hash });
    });
    console.log(`Admin ${email} created (manages workflow and messaging).`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
