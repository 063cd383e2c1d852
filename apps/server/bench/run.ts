/**
 * Benchmarks (npm run bench): latency and memory of the running server over real HTTP against a
 * real PostgreSQL (embedded, or DATABASE_URL's server). Results are printed, never asserted.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, createPool, startEmbeddedPostgres } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/database.js';
import { createMailer } from '../src/mail/mailer.js';
import { measure, report } from './measure.js';

async function main() {
  let adminUrl = process.env.DATABASE_URL;
  let dataDir: string | null = null;
  const embedded = adminUrl
    ? null
    : await (async () => {
        dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-bench-'));
        await chmod(dataDir, 0o755);
        return startEmbeddedPostgres({ dataDir });
      })();
  adminUrl ??= embedded!.url;
  const name = `charter_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await prepareDatabase(url, { demo: true, demoPassword: 'demo-pass-1' });

  const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'error' };
  const pool = createPool(url, 10);
  const { app } = await buildApp({
    config,
    db: createDb(pool),
    pool,
    mailer: createMailer(config, os.tmpdir(), () => {}),
    jwtSecret: 'bench',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const post = (p: string, body: unknown, token?: string) =>
    fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const results = [];
  results.push(
    await measure('POST /auth/login (argon2id verify)', 40, 2, () =>
      post('/auth/login', { userName: 'client@demo.test', password: 'demo-pass-1' }),
    ),
  );
  const tokens: any = await (await post('/auth/login', { userName: 'client@demo.test', password: 'demo-pass-1' })).json();
  const terms: any = await (
    await fetch(`${base}/api/accounts/terms`, { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })
  ).json();
  const accepted: any = await (await post('/api/accounts/acceptTerms', { termsId: terms.id }, tokens.accessToken.token)).json();
  const token = accepted.result.accessToken.token;
  results.push(
    await measure('GET /api/accounts/me (session check + read)', 3000, 20, () =>
      fetch(`${base}/api/accounts/me`, { headers: { authorization: `Bearer ${token}` } }),
    ),
  );
  results.push(
    await measure('GET /api/accounts/airportLookup/?search=bri', 2000, 20, () => fetch(`${base}/api/accounts/airportLookup/?search=bri`)),
  );
  results.push(await measure('GET /api/charterRequest/apiVersion (floor)', 5000, 20, () => fetch(`${base}/api/charterRequest/apiVersion`)));
  report(results);

  await app.close();
  await pool.end();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
