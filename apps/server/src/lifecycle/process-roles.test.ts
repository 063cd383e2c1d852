import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '@charter/db';
import { databaseUrlFor } from '../../tests/db-url.js';
import { httpClient } from '../../tests/http-client.js';

/**
 * The server as main.ts starts it (from its sources), in each role, on a copy of the seeded
 * database: what a web instance does on SIGTERM (ADR 0042), and that a worker serves nothing
 * but its health port.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const adminUrl = inject('dbAdminUrl');
let databaseUrl = '';
let databaseName = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  databaseName = `charter_roles_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName} template ${inject('dbTemplate')}`);
  await admin.end();
  databaseUrl = databaseUrlFor(adminUrl, databaseName);
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server was not ready within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited, output: () => output };
}

describe('process roles', () => {
  it(
    'a web instance on SIGTERM: not ready at once, still answering, streams told to reconnect, then gone',
    { timeout: 120_000 },
    async () => {
      const web = await startProcess({ PROCESS_ROLE: 'web', DRAIN_DELAY_MS: '1500' });
      const client = httpClient(web.base);
      const { token } = await client.member('client@demo.test');
      const stream = await fetch(`${web.base}/api/events`, { headers: { authorization: `Bearer ${token}` } });
      const body = stream.body!.getReader();

      web.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      const ready = await client.call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ ready: false, reason: 'draining' });
      expect((await client.call('GET', '/healthz')).status).toBe(200);
      // Requests keep being answered while the balancer takes it out, on connections that then close.
      const me = await client.call('GET', '/api/accounts/me', { token });
      expect(me.status).toBe(200);
      expect(me.headers.get('connection')).toBe('close');

      let text = '';
      for (;;) {
        const { done, value } = await body.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toMatch(/retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/);
      expect(await web.exited).toBe(0);
      expect(web.output()).toContain('SIGTERM: stopped');
    },
  );

  it('a worker answers its health port and nothing else, and stops on SIGTERM', { timeout: 120_000 }, async () => {
    const worker = await startProcess({ PROCESS_ROLE: 'worker' });
    const client = httpClient(worker.base);
    expect((await client.call('GET', '/readyz')).body).toEqual({ ready: true });
    expect((await client.call('GET', '/healthz')).status).toBe(200);
    expect((await client.call('GET', '/api/charterRequest/apiVersion')).status).toBe(404);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
