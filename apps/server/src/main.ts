import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  createDb,
  createPool,
  defaultDataDir,
  latestMigrationMillis,
  startEmbeddedPostgres,
  DEMO_ACCOUNTS,
  type EmbeddedPostgres,
} from '@charter/db';
import { loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { prepareDatabase, signingSecret } from './database.js';
import { createMailer } from './mail/mailer.js';
import { startBackgroundJobs } from './jobs/background-jobs.js';
import { ChangeFeed } from './realtime/change-feed.js';
import { findUp } from './lib/find-up.js';
import { applyGcSettings } from './lib/gc-tuning.js';
import { dedicatedProbe, Readiness } from './lifecycle/readiness.js';
import { startHealthServer } from './lifecycle/health-server.js';
import { runsJobs, servesApplication } from './lifecycle/role.js';
import { Shutdown } from './lifecycle/shutdown.js';

const say = (line: string) => console.log(`[charter] ${line}`);

/** EMBEDDED_PG_PORT: the port to prefer (54329 when unset; 0 for any free port). */
function embeddedPort(): number {
  const wanted = process.env.EMBEDDED_PG_PORT;
  return wanted === undefined || wanted === '' ? 54329 : Number(wanted);
}

/**
 * One process of the marketplace, in the role PROCESS_ROLE gives it (lifecycle/role.ts): `all`
 * (the default: `npm start`), `web` or `worker`. On SIGTERM it stops being ready, waits
 * DRAIN_DELAY_MS for the balancer to notice (a web instance), closes its HTTP server (live-update
 * streams are told to reconnect, requests under way finish), lets each job finish its pass, and
 * exits, within SHUTDOWN_TIMEOUT_MS (ADR 0042). SIGINT does the same without the wait.
 */
async function main(config: Config, shutdown: Shutdown) {
  applyGcSettings(config);
  const dataDir = config.dataDir ? path.resolve(config.dataDir) : defaultDataDir();

  let databaseUrl = config.databaseUrl;
  // Without SMTP_HOST e-mail is written here (the embedded database may move its data folder: root).
  let outboxDir = path.join(dataDir, 'outbox');
  if (!databaseUrl) {
    say('No DATABASE_URL: starting the embedded PostgreSQL');
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, port: embeddedPort(), log: say });
    shutdown.set('database', () => embedded.stop());
    databaseUrl = embedded.url;
    outboxDir = path.join(embedded.dataDir, 'outbox');
    say(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`);
  }

  // Sessions of their own (LISTEN, the start-up lock, the readiness check) bypass a pooler.
  const directUrl = config.databaseDirectUrl ?? databaseUrl;
  const { demoSeeded } = await prepareDatabase(directUrl, { demo: !config.production, demoPassword: config.demoPassword });
  if (demoSeeded) say('Seeded the demo world');
  if (shutdown.started) return;

  const pool = createPool(databaseUrl, config.dbPoolSize);
  shutdown.set('pool', () => pool.end());
  const db = createDb(pool);
  const health = dedicatedProbe(directUrl);
  shutdown.set('readiness', () => health.close());
  const readiness = new Readiness(health.probe, latestMigrationMillis());
  const mailer = createMailer(config, outboxDir, say);
  const webDist = config.webDist ?? findUp('apps/web/dist');
  config.publicUrl ??= `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;

  // One LISTEN connection per process: browsers' event streams, the caches' invalidation and the jobs' wake-ups.
  const changes = new ChangeFeed(directUrl);
  shutdown.set('changes', () => changes.stop());

  let log: FastifyBaseLogger;
  if (servesApplication(config.processRole)) {
    const jwtSecret = await signingSecret(db, config.jwtSecret);
    const { app } = await buildApp({ config, db, pool, mailer, jwtSecret, webDist, changes, readiness });
    shutdown.set('http', () => app.close());
    await changes.start(app.log);
    await app.listen({ port: config.port, host: config.host });
    log = app.log;
    // Not ready from the signal on; answering as before while the balancer's checks see it.
    shutdown.set('drain', async () => {
      readiness.startDraining();
      if (config.drainDelayMs > 0) {
        say(`Draining: /readyz answers 503; closing in ${config.drainDelayMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      }
    });
  } else {
    const app = await startHealthServer(config, readiness);
    shutdown.set('http', () => app.close());
    shutdown.set('drain', async () => readiness.startDraining());
    await changes.start(app.log);
    log = app.log;
  }
  if (shutdown.started) return;

  if (runsJobs(config.processRole)) {
    const jobs = await startBackgroundJobs({
      db,
      directUrl,
      mailer,
      log,
      changes,
      publicUrl: config.publicUrl,
      production: config.production,
      serverVersion: config.serverVersion,
      webhookTimings: config.webhooks,
    });
    shutdown.set('jobs', () => jobs.stop());
  }

  const roleNote = config.processRole === 'all' ? '' : ` as ${config.processRole}`;
  say(
    config.processRole === 'worker'
      ? `Charter Marketplace ${config.serverVersion} worker is running (health on http://${config.host}:${config.port}/readyz)`
      : `Charter Marketplace ${config.serverVersion} is running${roleNote} at ${config.publicUrl}`,
  );
  if (runsJobs(config.processRole)) say(`E-mail goes to ${mailer.describe()}`);
  if (servesApplication(config.processRole) && !webDist) say('The web client is not built (npm run build): only the API is served');
  if (!config.production && config.processRole === 'all') {
    say(`Demo sign-ins (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(24)} ${a.description}`);
  }
}

try {
  const config = loadConfig();
  const stop = new Shutdown({ timeoutMs: config.shutdownTimeoutMs, say });
  // Installed before anything starts: a signal while starting stops what runs so far.
  // SIGTERM (an orchestrator, a rolling restart) drains first; SIGINT (Ctrl-C, the whole cluster
  // stopping) has nobody to hand over to and stops at once.
  process.on('SIGINT', () => void stop.run('SIGINT', { drain: false }));
  process.on('SIGTERM', () => void stop.run('SIGTERM'));
  main(config, stop).catch(async (err) => {
    if (stop.started) return; // a signal arrived while starting: the shutdown is under way
    console.error('[charter] failed to start:', err);
    await stop.run('failed start', { code: 1, drain: false });
  });
} catch (err) {
  console.error('[charter] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
