import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, type Db } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { OutboxWorker } from '../src/jobs/outbox-worker.js';
import { DEMO_PASSWORD_FOR_TESTS, databaseUrlFor } from './db-url.js';
import { startSmtpCapture } from './smtp-capture.js';

export const DEMO_PASSWORD = DEMO_PASSWORD_FOR_TESTS;

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * Starts the real server on a free port over a fresh copy of the seeded template database, with
 * e-mail going over SMTP to a local capture server. Tests talk to it with fetch.
 */
export async function startTestServer(overrides: Partial<Config> = {}) {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const name = `charter_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();

  const url = databaseUrlFor(adminUrl, name);
  const smtp = await startSmtpCapture();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    publicUrl: 'http://marketplace.test',
    ...overrides,
  };
  const pool = createPool(url, 5);
  const db: Db = createDb(pool);
  const mailer = createMailer(config, path.join(os.tmpdir(), 'charter-test-outbox'), () => {});
  const { app } = await buildApp({ config, db, pool, mailer, jwtSecret: randomBytes(32).toString('hex') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = new OutboxWorker(db, url, mailer, app.log);
  await worker.start();
  const address = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function call<T = any>(
    method: string,
    route: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(baseUrl + route, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : '';
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD) {
    const res = await call('POST', '/auth/login', { body: { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body as { accessToken: { token: string; expiry: string }; refreshTokens: { token: string; expiry: string }[] };
  }

  /** Signs in and accepts the current terms: a member who can use the product. */
  async function member(email: string) {
    const tokens = await login(email);
    const terms = await call('GET', '/api/accounts/terms', { token: tokens.accessToken.token });
    const accepted = await call('POST', '/api/accounts/acceptTerms', { token: tokens.accessToken.token, body: { termsId: terms.body.id } });
    return { ...tokens, token: accepted.body.result.accessToken.token as string };
  }

  return {
    baseUrl,
    db,
    pool,
    smtp,
    call,
    login,
    member,
    async close() {
      await worker.stop();
      await app.close();
      await pool.end();
      await smtp.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export function decodeJwt(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
