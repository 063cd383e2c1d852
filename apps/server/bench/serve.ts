/**
 * A server under test in its own process (bench/pinned-server.ts starts it, pinned to one core):
 * BENCH_SERVE=hello is a bare Fastify answering {"hello":"world"} (the ceiling every ratio is
 * taken against); BENCH_SERVE=app is the application as main.ts builds it, at the production
 * log level, on DATABASE_URL. Tells its parent the port over IPC.
 */
import os from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import { createDb, createPool } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { ChangeFeed } from '../src/realtime/change-feed.js';
import { applyGcSettings } from '../src/lib/gc-tuning.js';
import { gcKind } from './trace.js';

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
  // As main.ts runs it; the bench turns the scavenge setting on (pinned-server.ts).
  applyGcSettings(config);
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

/**
 * BENCH_BID_TRACE: what stopped this server's event loop, on stderr with the wall-clock time, to
 * set beside a stalled stretch of a bid round (whose start the trace prints the same way): GC
 * pauses over 10 ms, and ticks of a 10 ms timer that came over 25 ms apart with the CPU this
 * process used meanwhile (near the gap: it worked; near zero: it waited for the core, or was
 * stopped while the other side's rounds ran).
 */
function traceStalls(): void {
  const at = (t: number) => Math.round(performance.timeOrigin + t);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration <= 10) continue;
      process.stderr.write(`[server ${process.pid}] GC ${gcKind(e)} ${e.duration.toFixed(0)} ms at ${at(e.startTime)}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  let cpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    if (now - last > 25)
      process.stderr.write(
        `[server ${process.pid}] event loop late: ${(now - last).toFixed(0)} ms between 10 ms ticks, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, ending at ${at(now)}\n`,
      );
    last = now;
    cpu = process.cpuUsage();
  }, 10).unref();
}

if (process.env.BENCH_BID_TRACE) traceStalls();
const server = await (process.env.BENCH_SERVE === 'hello' ? hello() : application());
process.send!({ port: server.port });
process.on('message', (m) => {
  if (m === 'stop') void server.close().then(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
