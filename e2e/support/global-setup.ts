import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { startEmbeddedPostgres } from '@charter/db/embedded';
import { e2eWorkers } from './workers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

/**
 * One journey server per Playwright worker (E2E_WORKERS, see playwright.config.ts): worker i talks
 * to the server on E2E_PORT + i, with its own database, data folder and SMTP capture, so journeys
 * that run at the same time never share demo state. Each worker's config sets E2E_MAIL_DIR and
 * E2E_DATABASE_URL from the _{i} variables set here.
 *
 * The databases live on DATABASE_URL's server, or else on one throwaway embedded PostgreSQL that
 * every worker shares and that does not wait for the disk (the journeys test the browser and the
 * server; the app's own start on its embedded database is the private-clone check's and the
 * crash-restart test's subject).
 */
export default async function globalSetup() {
  const base = Number(process.env.E2E_PORT ?? 4319);
  const workers = e2eWorkers();
  const server = await databaseServer();
  const stops = await Promise.all(Array.from({ length: workers }, (_, i) => startInstance(i, base + i, server.url)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    await server.stop();
  };
}

async function databaseServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charter-e2e-pg-'));
  await chmod(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user under root
  const embedded = await startEmbeddedPostgres({ dataDir, durable: false });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(embedded.dataDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a local SMTP capture server, then the built marketplace server (npm run build first). */
async function startInstance(index: number, port: number, serverUrl: string): Promise<() => Promise<void>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'charter-e2e-'));
  const mailDir = path.join(work, 'mail');
  await mkdir(mailDir);
  process.env[`E2E_MAIL_DIR_${index}`] = mailDir;

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? '');
          const file = path.join(mailDir, `${String(++count).padStart(4, '0')}.json`);
          await writeFile(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // A fresh database of its own on the shared server.
  const name = `charter_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };

  // For journeys that set a scene the API cannot (support/database.ts).
  process.env[`E2E_DATABASE_URL_${index}`] = databaseUrl;

  const server = spawn(process.execPath, [path.join(repo, 'apps/server/dist/main.js')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: databaseUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => {
        server.kill('SIGKILL');
        resolve();
      }, 15_000).unref();
    });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await dropDatabase();
    await rm(work, { recursive: true, force: true });
  };
}
