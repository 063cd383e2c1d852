import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '@charter/db';
import { startCluster, type Cluster } from '../../src/cluster/cluster.js';
import { databaseUrlFor } from '../db-url.js';
import { startSmtpCapture } from '../smtp-capture.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The cluster `npm run cluster` runs (src/cluster/cluster.ts: two web instances and a worker of
 * the built server, HAProxy with deploy/haproxy.cfg in front) on a fresh, empty database, so the
 * three instances migrate and seed it as they start together. The database server is the embedded
 * PostgreSQL (a throwaway one) unless DATABASE_URL names another; e-mail goes to a local SMTP
 * capture. CLUSTER_PORT=<n> puts the balancer on n and the processes on n+1..n+4 (else free ports).
 */
export async function startTestCluster() {
  const mainScript = path.join(repo, 'apps/server/dist/main.js');
  if (!existsSync(mainScript)) throw new Error(`${mainScript} is missing: build the server first (npm run test:cluster does)`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'charter-cluster-'));
  // Under root the embedded PostgreSQL runs as the postgres user, which must be able to enter it.
  await chmod(work, 0o755);
  let embedded: EmbeddedPostgres | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), durable: false });
    serverUrl = embedded.url;
  }
  const name = `charter_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = databaseUrlFor(serverUrl, name);

  const smtp = await startSmtpCapture();
  const base = Number(process.env.CLUSTER_PORT) || 0;
  const port = async (i: number) => (base ? base + i : freePort());
  const ports = { balancer: await port(0), web1: await port(1), web2: await port(2), worker: await port(3) };
  const spareWorkerPort = await port(4);
  const log: string[] = [];
  const cluster: Cluster = await startCluster({
    databaseUrl,
    mainScript,
    haproxyConfig: path.join(repo, 'deploy/haproxy.cfg'),
    workDir: path.join(work, 'cluster'),
    ports,
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    onLine: (source, line) => log.push(`[${source}] ${line}`),
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });

  return {
    cluster,
    pool,
    smtp,
    spareWorkerPort,
    /** What the processes and HAProxy printed, for a failure's message. */
    log,
    async close() {
      await cluster.stop();
      await pool.end();
      await smtp.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
      await embedded?.stop();
      if (embedded) await rm(embedded.dataDir, { recursive: true, force: true });
      await rm(work, { recursive: true, force: true });
    },
  };
}

export type TestCluster = Awaited<ReturnType<typeof startTestCluster>>;
