import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, createPool, type Db } from '@charter/db';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { OutboxWorker } from '../src/jobs/outbox-worker.js';
import { CharterJobs, type CharterJobsOptions } from '../src/jobs/charter-jobs.js';
import { WebhookWorker, type WebhookWorkerOptions } from '../src/jobs/webhook-worker.js';
import { ChangeFeed } from '../src/realtime/change-feed.js';
import { DEMO_PASSWORD_FOR_TESTS, databaseUrlFor } from './db-url.js';
import { startSmtpCapture } from './smtp-capture.js';
import { httpClient } from './http-client.js';

export const DEMO_PASSWORD = DEMO_PASSWORD_FOR_TESTS;

export type { CallResult } from './http-client.js';

export interface TestServerOptions {
  /**
   * Another test server whose database (and signing key) this one uses: a second instance of the
   * same installation. Close it before the one it shares with.
   */
  shareDatabaseWith?: { databaseName: string; jwtSecret: string };
  /** Run the charter jobs (bidding close, finish); off by default so fixtures stay as inserted. */
  jobs?: boolean | CharterJobsOptions;
  /** A built web client folder (with index.html) to serve, as main.ts does. */
  webDist?: string;
  /** Run the webhook worker, with these timings (the rest as configured). */
  webhooks?: Partial<WebhookWorkerOptions>;
}

/**
 * Starts the real server on a free port over a fresh copy of the seeded template database, with
 * e-mail going over SMTP to a local capture server. Tests talk to it with fetch. Its change
 * listener runs, so GET /api/events delivers committed changes.
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}) {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const shared = options.shareDatabaseWith;
  const name = shared?.databaseName ?? `charter_t_${randomBytes(6).toString('hex')}`;
  if (!shared) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // A test's database is thrown away after it: its commits need not wait for the disk.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
  }

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
  const jwtSecret = shared?.jwtSecret ?? randomBytes(32).toString('hex');
  const changes = new ChangeFeed(url);
  const { app, events } = await buildApp({ config, db, pool, mailer, jwtSecret, changes, webDist: options.webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await changes.start(app.log);
  const worker = new OutboxWorker(db, url, mailer, app.log);
  await worker.start();
  const jobs = options.jobs ? new CharterJobs(db, app.log, options.jobs === true ? {} : options.jobs, changes) : null;
  jobs?.start();
  const webhooks = options.webhooks
    ? new WebhookWorker(db, url, app.log, {
        production: config.production,
        serverVersion: config.serverVersion,
        publicUrl: config.publicUrl!,
        ...options.webhooks,
      })
    : null;
  await webhooks?.start();
  const address = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const { call, login, member } = httpClient(baseUrl);

  /** Opens GET /api/events the way the web client does (fetch with the bearer token). */
  async function openEvents(token?: string): Promise<EventStream> {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}/api/events`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    });
    return new EventStream(res, abort);
  }

  return {
    baseUrl,
    /** This test server's own database, for LISTEN and other direct connections. */
    databaseUrl: url,
    db,
    pool,
    smtp,
    call,
    login,
    member,
    openEvents,
    databaseName: name,
    jwtSecret,
    /** The SSE connections of this instance. */
    events,
    changes,
    /** The charter jobs when started with `jobs`. */
    jobs,
    /** The webhook worker when started with `webhooks`. */
    webhooks,
    async close() {
      await webhooks?.stop();
      await jobs?.stop();
      await worker.stop();
      await app.close();
      await changes.stop();
      await pool.end();
      await smtp.close();
      if (shared) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface SseEvent {
  event: string;
  data: any;
}

/** Reads a Server-Sent Events answer: blocks split on blank lines, comments kept as text. */
export class EventStream {
  /** Everything received so far, as sent. */
  text = '';
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null;
  private pending: Promise<{ done: boolean; value?: Uint8Array }> | null = null;
  private readonly decoder = new TextDecoder();

  constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.reader = response.ok && response.body ? response.body.getReader() : null;
  }

  get status(): number {
    return this.response.status;
  }

  /** Reads until `done(text)` holds or the time runs out; true when it held. */
  async readUntil(done: (text: string) => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.buffer)) {
      const left = deadline - Date.now();
      if (left <= 0 || !this.reader) return false;
      // A read that outlives the timeout stays pending for the next call, so no bytes are lost.
      this.pending ??= this.reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([this.pending, new Promise<null>((r) => (timer = setTimeout(() => r(null), left)))]);
      clearTimeout(timer);
      if (!result) return false;
      this.pending = null;
      if (result.done) return done(this.buffer);
      const chunk = this.decoder.decode(result.value, { stream: true });
      this.text += chunk;
      this.buffer += chunk;
    }
    return true;
  }

  /** The next event (a block with data), or null when none comes within `timeoutMs`. */
  async next(timeoutMs = 1000): Promise<SseEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await this.readUntil((t) => t.includes('\n\n'), deadline - Date.now());
      if (!ok) return null;
      const end = this.buffer.indexOf('\n\n');
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length === 0) continue;
      const joined = data.join('\n');
      let parsed: any = joined;
      try {
        parsed = JSON.parse(joined);
      } catch {
        /* not JSON: keep the text */
      }
      return { event, data: parsed };
    }
  }

  /** Whether the server ended the stream within `timeoutMs`. */
  async ended(timeoutMs = 1000): Promise<boolean> {
    let finished = false;
    const deadline = Date.now() + timeoutMs;
    while (!finished && Date.now() < deadline && this.reader) {
      this.pending ??= this.reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        this.pending,
        new Promise<null>((r) => (timer = setTimeout(() => r(null), deadline - Date.now()))),
      ]);
      clearTimeout(timer);
      if (!result) break;
      this.pending = null;
      if (result.done) finished = true;
      else {
        const chunk = this.decoder.decode(result.value, { stream: true });
        this.text += chunk;
        this.buffer += chunk;
      }
    }
    return finished;
  }

  close(): void {
    this.abort.abort();
    this.pending?.catch(() => {});
  }
}

export function decodeJwt(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/**
 * Two instances of one installation (one database, one signing key), each with its own pool and
 * LISTEN connection, started before the file's tests (handed to `use`) and closed after: for what
 * one instance must see of a change made through the other (sessions, remembered records).
 */
export function twoInstances(use: (a: TestServer, b: TestServer) => void): void {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({}, { shareDatabaseWith: a });
    use(a, b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
}
