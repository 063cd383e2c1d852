import path from 'node:path';
import { createDb, createPool, defaultDataDir, startEmbeddedPostgres, DEMO_ACCOUNTS, type EmbeddedPostgres } from '@charter/db';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { prepareDatabase, signingSecret } from './database.js';
import { createMailer } from './mail/mailer.js';
import { OutboxWorker } from './jobs/outbox-worker.js';
import { CharterJobs } from './jobs/charter-jobs.js';
import { DocumentStatusJob } from './jobs/document-status.js';
import { ChangeFeed } from './realtime/change-feed.js';
import { findUp } from './lib/find-up.js';

// The embedded PostgreSQL this run started or took over: stopped on shutdown and on a failed start.
let embedded: EmbeddedPostgres | null = null;

/** EMBEDDED_PG_PORT: the port to prefer (54329 when unset; 0 for any free port). */
function embeddedPort(): number {
  const wanted = process.env.EMBEDDED_PG_PORT;
  return wanted === undefined || wanted === '' ? 54329 : Number(wanted);
}

async function main() {
  const config = loadConfig();
  const dataDir = config.dataDir ? path.resolve(config.dataDir) : defaultDataDir();
  const say = (line: string) => console.log(`[charter] ${line}`);

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    say('No DATABASE_URL: starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir, port: embeddedPort(), log: say });
    databaseUrl = embedded.url;
    say(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`);
  }

  const { demoSeeded } = await prepareDatabase(databaseUrl, { demo: !config.production, demoPassword: config.demoPassword });
  if (demoSeeded) say('Seeded the demo world');

  const pool = createPool(databaseUrl, Number(process.env.DB_POOL_SIZE) || 10);
  const db = createDb(pool);
  const jwtSecret = await signingSecret(db, config.jwtSecret);
  const mailer = createMailer(config, path.join(embedded?.dataDir ?? dataDir, 'outbox'), say);
  const webDist = config.webDist ?? findUp('apps/web/dist');
  config.publicUrl ??= `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;

  // One LISTEN connection per instance: browsers' event streams and the jobs' wake-ups.
  const changes = new ChangeFeed(databaseUrl);
  const { app } = await buildApp({ config, db, pool, mailer, jwtSecret, webDist, changes });
  await changes.start(app.log);
  await app.listen({ port: config.port, host: config.host });
  const worker = new OutboxWorker(db, databaseUrl, mailer, app.log);
  await worker.start();
  const jobs = new CharterJobs(db, app.log, {}, changes);
  jobs.start();
  const documentStatus = new DocumentStatusJob(db, app.log);
  documentStatus.start();

  say(`Charter Marketplace ${config.serverVersion} is running at ${config.publicUrl}`);
  say(`E-mail goes to ${mailer.describe()}`);
  if (!webDist) say('The web client is not built (npm run build): only the API is served');
  if (!config.production) {
    say(`Demo sign-ins (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(24)} ${a.description}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping`);
    await app.close().catch(() => {});
    await jobs.stop().catch(() => {});
    await documentStatus.stop().catch(() => {});
    await worker.stop().catch(() => {});
    await changes.stop().catch(() => {});
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (err) => {
  console.error('[charter] failed to start:', err);
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
