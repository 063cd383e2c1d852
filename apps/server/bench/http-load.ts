import net from 'node:net';

/**
 * A small HTTP/1.1 load generator over raw keep-alive sockets. Node's fetch spends more CPU per
 * call than a bare Fastify hello does, so with fetch the bench would measure its own client; here
 * one request is a prepared buffer and one response a header scan, which keeps the load generator
 * well ahead of a server on its own core. No pipelining: one request in flight per connection.
 */

/** What Chromium sends as Accept-Encoding: every browser takes brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadRequest {
  /** e.g. http://127.0.0.1:4000 */
  base: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  calls: number;
  seconds: number;
  rate: number;
  errors: number;
  /** Milliseconds, sorted. */
  latencies: number[];
  /** Open loop: [ms after the start when the call was due, its latency ms], in the order answered. */
  timeline?: [number, number][];
}

function requestBytes(r: LoadRequest): Buffer {
  const lines = [`GET ${r.path} HTTP/1.1`, `host: ${new URL(r.base).host}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(r.headers ?? {})) lines.push(`${k}: ${v}`);
  return Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
}

const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('\r\n0\r\n\r\n');
const EMPTY = Buffer.alloc(0);

/**
 * One keep-alive connection: send() calls back with the status once the whole response is read (0:
 * lost). The body is counted, never kept (a page that arrives in several reads was joined and
 * searched whole again on each one, work that grew with the square of its reads), except by post(),
 * whose caller reads the answer.
 */
export class Connection {
  private head: Buffer = EMPTY;
  private waiting: ((status: number) => void) | null = null;
  /** The body's reads, gathered only for post(). */
  private body: Buffer[] | null = null;
  private closed = false;
  private inBody = false;
  /** Body bytes still to come (content-length). */
  private need = 0;
  private chunked = false;
  /** Chunked: the last bytes seen, in case the terminator straddles two reads. */
  private tail: Buffer = EMPTY;
  private status = 0;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
    private readonly bytes: Buffer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => this.fail());
    socket.on('close', () => this.fail());
  }

  /** A connection to `base` (e.g. http://127.0.0.1:4000) whose send() writes `bytes`. */
  static open(base: string, bytes: Buffer = EMPTY): Promise<Connection> {
    const u = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(u.port), u.hostname, () => resolve(new Connection(socket, u.host, bytes)));
      socket.once('error', reject);
    });
  }

  send(done: (status: number) => void): void {
    if (this.closed) return done(0);
    this.waiting = done;
    this.socket.write(this.bytes);
  }

  /**
   * GETs `path` with a bearer token (when given) and answers the status (0: lost); the body is
   * counted only. `acceptEncoding` asks for a compressed answer, as a browser does.
   */
  get(path: string, token?: string, acceptEncoding?: string): Promise<number> {
    return new Promise((resolve) => {
      if (this.closed) return resolve(0);
      this.waiting = resolve;
      this.socket.write(
        `GET ${path} HTTP/1.1\r\nhost: ${this.host}\r\nconnection: keep-alive\r\n` +
          (token ? `authorization: Bearer ${token}\r\n` : '') +
          (acceptEncoding ? `accept-encoding: ${acceptEncoding}\r\n` : '') +
          '\r\n',
      );
    });
  }

  /** POSTs JSON with a bearer token and answers the status (0: lost) and the body as text (kept for
   * answers with a content-length, as Fastify gives JSON; a chunked one is counted only). */
  post(path: string, token: string, json: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve) => {
      if (this.closed) return resolve({ status: 0, body: 'connection lost' });
      this.body = [];
      this.waiting = (status) => {
        const body = status ? Buffer.concat(this.body ?? []).toString('utf8') : 'connection lost';
        this.body = null;
        resolve({ status, body });
      };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\n` +
          `authorization: Bearer ${token}\r\ncontent-length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private fail(): void {
    this.closed = true;
    const w = this.waiting;
    this.waiting = null;
    w?.(0);
  }

  private onData(chunk: Buffer): void {
    let data = chunk;
    for (;;) {
      if (!this.inBody) {
        if (!data.length) return;
        this.head = this.head.length ? Buffer.concat([this.head, data]) : data;
        const end = this.head.indexOf(HEADER_END);
        if (end < 0) return;
        const head = this.head.toString('latin1', 0, end);
        this.status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        this.chunked = !length && /\r\ntransfer-encoding: *chunked/i.test(head);
        this.need = length ? Number(length[1]) : 0;
        // A chunked body is searched from the head's closing CRLF on: one with no chunks is
        // "0\r\n\r\n" right after it.
        data = this.head.subarray(this.chunked ? end + 2 : end + 4);
        this.head = EMPTY;
        this.inBody = true;
      }
      if (this.chunked) {
        const seen = this.tail.length ? Buffer.concat([this.tail, data]) : data;
        const last = seen.indexOf(LAST_CHUNK);
        if (last < 0) {
          this.tail = seen.subarray(Math.max(0, seen.length - LAST_CHUNK.length + 1));
          return;
        }
        data = seen.subarray(last + LAST_CHUNK.length);
        this.tail = EMPTY;
      } else {
        const taken = Math.min(this.need, data.length);
        this.body?.push(data.subarray(0, taken));
        this.need -= taken;
        data = data.subarray(taken);
        if (this.need > 0) return;
      }
      this.inBody = false;
      const w = this.waiting;
      this.waiting = null;
      w?.(this.status);
      // Bytes past the answer (none while one call is in flight) start the next one.
      if (!data.length) return;
    }
  }
}

async function openAll(r: LoadRequest, connections: number): Promise<{ conns: Connection[] }> {
  const bytes = requestBytes(r);
  return { conns: await Promise.all(Array.from({ length: connections }, () => Connection.open(r.base, bytes))) };
}

/**
 * Closed loop: `connections` clients each send the next call as soon as the last is answered,
 * for `seconds` after `warmupSeconds` that are not counted. The rate is the server's maximum.
 */
export async function closedLoop(
  r: LoadRequest,
  o: { connections: number; seconds: number; warmupSeconds?: number; onCounting?: () => void },
): Promise<LoadResult> {
  const { conns } = await openAll(r, o.connections);
  const warmupEnds = performance.now() + (o.warmupSeconds ?? 0.5) * 1000;
  const counting = setTimeout(() => o.onCounting?.(), warmupEnds - performance.now());
  const ends = warmupEnds + o.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  // Callbacks rather than a promise per call: the load generator must stay far cheaper than the server.
  await Promise.all(
    conns.map(
      (c) =>
        new Promise<void>((resolve) => {
          const next = () => {
            const t = performance.now();
            if (t >= ends) return resolve();
            c.send((status) => {
              if (t >= warmupEnds) {
                if (status === 0) {
                  errors++;
                  return resolve();
                }
                if (status >= 400) errors++;
                latencies.push(performance.now() - t);
              }
              next();
            });
          };
          next();
        }),
    ),
  );
  clearTimeout(counting);
  for (const c of conns) c.close();
  latencies.sort((a, b) => a - b);
  return { calls: latencies.length, seconds: o.seconds, rate: latencies.length / o.seconds, errors, latencies };
}

/**
 * Open loop: calls are due at a fixed `rate` whether or not earlier ones were answered; a call's
 * latency counts from when it was due, so a server that falls behind shows it in the percentiles
 * (no coordinated omission). Calls due while every connection is busy wait in a queue.
 */
export async function openLoop(r: LoadRequest, o: { rate: number; seconds: number; connections: number }): Promise<LoadResult> {
  const { conns } = await openAll(r, o.connections);
  const free = [...conns];
  const queue: number[] = [];
  const total = Math.round(o.rate * o.seconds);
  // Typed arrays of the whole run, filled in place: the generator must not grow its heap while it
  // measures, or a major collection of it (its marking threads share its one core) stalls the
  // calls and the stall is counted as the server's (collectBenchGarbage, measure.ts).
  const latencies = new Float64Array(total);
  const dueAt = new Float64Array(total);
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  let finished = 0;
  return new Promise((resolve) => {
    const run = (c: Connection, due: number) => {
      c.send((status) => {
        latencies[finished] = performance.now() - due;
        dueAt[finished] = due - started;
        if (status === 0 || status >= 400) errors++;
        finished++;
        const next = queue.shift();
        if (next !== undefined && status !== 0) run(c, next);
        else if (next !== undefined) run(free.pop() ?? c, next);
        else if (status !== 0) free.push(c);
        if (finished === total) {
          for (const x of conns) x.close();
          const timeline = Array.from(dueAt, (at, i): [number, number] => [at, latencies[i]!]);
          resolve({
            calls: finished,
            seconds: (performance.now() - started) / 1000,
            rate: finished / o.seconds,
            errors,
            latencies: Array.from(latencies).sort((a, b) => a - b),
            timeline,
          });
        }
      });
    };
    const tick = () => {
      const now = performance.now();
      // The n-th call (from 0) is due at n / rate s and sent as soon as that time has come; counting
      // only whole intervals past would send it an interval late, and charge that to the server.
      const dueCount = Math.min(total, Math.floor(((now - started) / 1000) * o.rate) + 1);
      while (sent < dueCount) {
        const due = started + (sent / o.rate) * 1000;
        sent++;
        const c = free.pop();
        if (c) run(c, due);
        else queue.push(due);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
