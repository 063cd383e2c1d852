/**
 * `npm run cluster`: the marketplace as a cluster on one machine (ADR 0042). The database (the
 * embedded PostgreSQL in DATA_DIR, or DATABASE_URL's), two web instances and a worker of the
 * built server, and HAProxy in front with deploy/haproxy.cfg. Browsers use PORT (3000); the
 * instances take the next three ports. SIGHUP restarts the web instances one after the other with
 * the build now on disk (`npm run build` first): a deploy without a failed request. Ctrl-C stops it all.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, startEmbeddedPostgres, DEMO_ACCOUNTS, type EmbeddedPostgres } from '@charter/db';
import { findUp } from '../lib/find-up.js';
import { startCluster, type Cluster } from './cluster.js';

const say = (line: string) => console.log(`[cluster] ${line}`);

async function run() {
  const base = Number(process.env.PORT) || 3000;
  const dataDir = defaultDataDir();
  const haproxyConfig = findUp('deploy/haproxy.cfg');
  if (!haproxyConfig) throw new Error('deploy/haproxy.cfg not found');

  let embedded: EmbeddedPostgres | null = null;
  let cluster: Cluster | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping`);
    await cluster?.stop();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const wanted = process.env.EMBEDDED_PG_PORT;
    embedded = await startEmbeddedPostgres({ dataDir, port: wanted === undefined || wanted === '' ? 54329 : Number(wanted), log: say });
    databaseUrl = embedded.url;
    say(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`);
  }
  const workDir = path.join(embedded?.dataDir ?? dataDir, 'cluster');
  await mkdir(workDir, { recursive: true });
  const ports = { balancer: base, web1: base + 1, web2: base + 2, worker: base + 3 };
  say(`Starting web1 (:${ports.web1}), web2 (:${ports.web2}), worker1 (health :${ports.worker}) and HAProxy (:${ports.balancer})`);
  try {
    cluster = await startCluster({
      databaseUrl,
      mainScript: fileURLToPath(new URL('./main.js', import.meta.url)),
      haproxyConfig,
      workDir,
      ports,
      restartCrashed: true,
      onLine: (source, line) => console.log(`[${source}] ${line}`),
    });
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  say(`Charter Marketplace is running at ${cluster.url} (HAProxy, checking /readyz of web1 and web2)`);
  say(`Rolling restart: kill -HUP ${process.pid}. Stop: Ctrl-C.`);
  if (process.env.NODE_ENV !== 'production') {
    say(`Demo sign-ins (password: ${process.env.DEMO_PASSWORD || 'demo-pass-1'}):`);
    for (const a of DEMO_ACCOUNTS) say(`  ${a.email.padEnd(24)} ${a.description}`);
  }
  let rolling = false;
  process.on('SIGHUP', () => {
    if (rolling || stopping) return;
    rolling = true;
    say('SIGHUP: restarting web1, then web2');
    cluster!
      .rollingRestart()
      .then(
        () => say('Rolling restart done'),
        (err: Error) => say(`Rolling restart failed: ${err.message}`),
      )
      .finally(() => (rolling = false));
  });
}

run().catch((err) => {
  console.error('[cluster] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
