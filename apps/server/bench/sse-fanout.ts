import type pg from 'pg';
import { summarize, type Result } from './measure.js';

/** One open GET /api/events stream that notes when each charter id reaches it. */
class Listener {
  readonly seen = new Map<string, number>();
  private readonly abort = new AbortController();
  private buffer = '';

  static async open(base: string, token: string): Promise<Listener> {
    const l = new Listener();
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: l.abort.signal });
    if (!res.ok || !res.body) throw new Error(`GET /api/events answered ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        const at = performance.now();
        l.buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = l.buffer.indexOf('\n\n')) >= 0) {
          const block = l.buffer.slice(0, end);
          l.buffer = l.buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data && block.includes('event: change')) for (const id of JSON.parse(data.slice(6)).ids as string[]) l.seen.set(id, at);
        }
      }
    })();
    return l;
  }

  close(): void {
    this.abort.abort();
  }
}

export interface FanoutOptions {
  base: string;
  /** Bearer tokens, one per stream to open (repeat a token for several tabs of one user). */
  tokens: string[];
  pool: pg.Pool;
  /** Charters whose changes every stream's user may see (e.g. the client's Live charters). */
  charterIds: string[];
  events: number;
}

/**
 * Opens one stream per token, then commits `events` changes one after another (an UPDATE and its
 * NOTIFY in one transaction, as services do) and notes, per change, how long after COMMIT
 * returned each stream had it. Reports the slowest stream per change and every single delivery.
 */
export async function measureFanout(o: FanoutOptions): Promise<Result[]> {
  const listeners = await Promise.all(o.tokens.map((t) => Listener.open(o.base, t)));
  const lastDelivery: number[] = [];
  const deliveries: number[] = [];
  let missed = 0;
  const started = performance.now();
  for (let i = 0; i < o.events; i++) {
    const id = o.charterIds[i % o.charterIds.length]!;
    for (const l of listeners) l.seen.delete(id);
    const client = await o.pool.connect();
    let committed: number;
    try {
      await client.query('begin');
      await client.query(`update charter_requests set updated_at = now() where id = $1`, [id]);
      await client.query(`select pg_notify('entity_changed', $1)`, [JSON.stringify({ entity: 'CharterRequest', ids: [id] })]);
      await client.query('commit');
      committed = performance.now();
    } finally {
      client.release();
    }
    const deadline = committed + 5000;
    while (listeners.some((l) => !l.seen.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    const times = listeners.map((l) => l.seen.get(id)).filter((t): t is number => t !== undefined);
    missed += listeners.length - times.length;
    for (const t of times) deliveries.push(t - committed);
    if (times.length) lastDelivery.push(Math.max(...times) - committed);
  }
  const seconds = (performance.now() - started) / 1000;
  for (const l of listeners) l.close();
  const n = listeners.length;
  return [
    summarize(`SSE fan-out: commit -> last of ${n} streams`, lastDelivery, n, seconds, missed),
    summarize(`SSE fan-out: commit -> each delivery (${n} streams)`, deliveries, n, seconds, missed),
  ];
}
