/**
 * A server under test in its own process (bench/pinned-server.ts starts it, pinned to one core):
 * BENCH_SERVE=hello is a bare Fastify answering {"hello":"world"} (the ceiling every ratio is
 * taken against); BENCH_SERVE=app is the application as main.ts builds it, at the production
 * log level, on DATABASE_URL. Tells its parent the port over IPC.
 */
import os from 'node:os';
import Fastify from 'fastify';
import { createDb, createPool } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { ChangeFeed } from '../src/realtime/change-feed.js';

async function hello() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as { port: number }).port, close: () => app.close() };
}

async function application() {
  const url = process.env.DATABASE_URL!;
  // The production defaults (LOG_LEVEL info unless the bench says otherwise); logs go to /dev/null.
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
  const pool = createPool(url, 10);
  const changes = new ChangeFeed(url);
  const { app } = await buildApp({
    changes,
    config,
    db: createDb(pool),
    pool,
    mailer: createMailer(config, os.tmpdir(), () => {}),
    jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench',
    webDist: process.env.WEB_DIST,
  });
  await changes.start(app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as { port: number }).port,
    close: async () => {
      await app.close();
      await changes.stop();
      await pool.end();
    },
  };
}

const server = await (process.env.BENCH_SERVE === 'hello' ? hello() : application());
process.send!({ port: server.port });
process.on('message', (m) => {
  if (m === 'stop') void server.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
