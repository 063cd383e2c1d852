import path from 'node:path';
import { createDb, createPool, defaultDataDir, startEmbeddedPostgres, DEMO_ACCOUNTS, type EmbeddedPostgres } from '@charter/db';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { prepareDatabase, signingSecret } from './database.js';
import { createMailer } from './mail/mailer.js';
import { OutboxWorker } from './jobs/outbox-worker.js';
import { CharterJobs } from './jobs/charter-jobs.js';
import { ManifestReminderJob } from './jobs/manifest-reminders.js';
import { DocumentStatusJob } from './jobs/document-status.js';
import { ComplianceWatchJob } from './jobs/compliance-watch.js';
import { ChangeFeed } from './realtime/change-feed.js';
import { findUp } from './lib/find-up.js';
import { applyGcSettings } from './lib/gc-tuning.js';

// The embedded PostgreSQL this run started or took over: stopped on shutdown and on a failed start.
let embedded: EmbeddedPostgres | null = null;

/**
 * What a shutdown stops, in this order, filled in as each piece starts. The signal handlers are
 * installed before anything starts, so a SIGTERM at any moment (even while starting) stops what
 * runs, the embedded PostgreSQL last, instead of leaving it behind.
 */
const SHUTDOWN_ORDER = ['app', 'jobs', 'documentStatus', 'manifestReminders', 'complianceWatch', 'worker', 'changes', 'pool'] as const;
const closers = new Map<(typeof SHUTDOWN_ORDER)[number], () => Promise<unknown>>();
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[charter] ${signal}: stopping`);
  for (const name of SHUTDOWN_ORDER)
    await closers
      .get(name)?.()
      .catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** EMBEDDED_PG_PORT: the port to prefer (54329 when unset; 0 for any free port). */
function embeddedPort(): number {
  const wanted = process.env.EMBEDDED_PG_PORT;
  return wanted === undefined || wanted === '' ? 54329 : Number(wanted);
}

async function main() {
  const config = loadConfig();
  applyGcSettings(config);
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
  closers.set('pool', () => pool.end());
  const db = createDb(pool);
  const jwtSecret = await signingSecret(db, config.jwtSecret);
  const mailer = createMailer(config, path.join(embedded?.dataDir ?? dataDir, 'outbox'), say);
  const webDist = config.webDist ?? findUp('apps/web/dist');
  config.publicUrl ??= `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;

  // One LISTEN connection per instance: browsers' event streams and the jobs' wake-ups.
  const changes = new ChangeFeed(databaseUrl);
  closers.set('changes', () => changes.stop());
  const { app } = await buildApp({ config, db, pool, mailer, jwtSecret, webDist, changes });
  closers.set('app', () => app.close());
  await changes.start(app.log);
  await app.listen({ port: config.port, host: config.host });
  const worker = new OutboxWorker(db, databaseUrl, mailer, app.log);
  closers.set('worker', () => worker.stop());
  await worker.start();
  const jobs = new CharterJobs(db, app.log, {}, changes);
  closers.set('jobs', () => jobs.stop());
  jobs.start();
  const documentStatus = new DocumentStatusJob(db, app.log);
  closers.set('documentStatus', () => documentStatus.stop());
  documentStatus.start();
  const manifestReminders = new ManifestReminderJob(db, app.log, { publicUrl: config.publicUrl });
  closers.set('manifestReminders', () => manifestReminders.stop());
  manifestReminders.start();
  const complianceWatch = new ComplianceWatchJob(db, app.log);
  closers.set('complianceWatch', () => complianceWatch.stop());
  complianceWatch.start();

  say(`Charter Marketplace ${config.serverVersion} is running at ${config.publicUrl}`);
  say(`E-mail goes to ${mailer.describe()}`);
  if (!webDist) say('The web client is not built (npm run build): only the API is served');
  if (!config.production) {
    say(`Demo sign-ins (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(24)} ${a.description}`);
  }
}

main().catch(async (err) => {
  if (stopping) return; // a signal arrived while starting: the shutdown is under way
  stopping = true;
  console.error('[charter] failed to start:', err);
  for (const name of SHUTDOWN_ORDER)
    await closers
      .get(name)?.()
      .catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
