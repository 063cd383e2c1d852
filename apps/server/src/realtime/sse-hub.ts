import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@charter/db';
import type { Actor } from '../access/actor.js';
import type { AccessClaims } from '../auth/tokens.js';
import type { ChangeFeed, ChangeFeedEvent, EntityChange } from './change-feed.js';
import { scopeKey, visibleIds } from './entity-visibility.js';

interface Connection {
  res: ServerResponse;
  actor: Actor;
  key: string;
  sid: string;
  expiryTimer: NodeJS.Timeout | null;
}

interface Log {
  error: (obj: unknown, msg: string) => void;
}

export interface SseHubOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  pingMs?: number;
  /** Scopes filtered at the same time for one event (each is one query). */
  parallelScopes?: number;
}

/** A browser that stops reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Ids per event at most, when a burst of changes is merged. */
const MAX_IDS_PER_EVENT = 500;
/** On shutdown each browser is told to come back after a wait drawn from this range (ms). */
const RECONNECT_AFTER_MS = [250, 2250] as const;

/**
 * The browsers connected to this instance over Server-Sent Events. Each change heard on the
 * feed is filtered once per distinct scope (admins get it as is; a client, department, staff
 * member or operator only the ids it may see) and written to that scope's streams; an event
 * that leaves a scope nothing is not sent to it. Changes are handled one batch at a time: those
 * that arrive while one is being filtered are merged per entity, so a burst costs a few queries
 * and cannot take over the database pool.
 */
export class SseHub {
  private readonly connections = new Set<Connection>();
  private pending = new Map<string, Set<string>>();
  private resyncPending = false;
  private draining = false;
  private readonly pingTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly parallelScopes: number;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
    private readonly isSessionActive: (sid: string) => Promise<boolean>,
    private readonly log: Log,
    options: SseHubOptions = {},
  ) {
    this.parallelScopes = options.parallelScopes ?? 4;
    this.unsubscribe = feed.subscribe((event) => this.enqueue(event));
    this.pingTimer = setInterval(() => void this.ping(), options.pingMs ?? 25_000);
    this.pingTimer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  /** Turns an authenticated request into an event stream. */
  open(req: FastifyRequest, reply: FastifyReply, claims: AccessClaims): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    req.raw.socket.setNoDelay(true);
    req.raw.socket.setKeepAlive(true);
    res.write('retry: 3000\n: connected\n\n');

    const actor: Actor = { ...claims, system: false };
    const conn: Connection = { res, actor, key: scopeKey(actor), sid: claims.sid, expiryTimer: null };
    // The stream ends when the access token does; the client reconnects with a fresh one, so a
    // stream never outlives the authority it was opened with.
    const exp = (claims as { exp?: number }).exp;
    if (exp) {
      conn.expiryTimer = setTimeout(() => this.drop(conn), Math.max(0, exp * 1000 - Date.now()));
      conn.expiryTimer.unref();
    }
    this.connections.add(conn);
    res.on('close', () => this.forget(conn));
  }

  /**
   * Ends every stream (server shutdown), each with `event: reconnect` and a `retry:` drawn from
   * RECONNECT_AFTER_MS, so that the browsers come back soon but not all at once. By now the
   * balancer has taken this instance out of rotation (main.ts drains first), so they reconnect to
   * another; their client refetches what it shows, as after any reconnection.
   */
  close(): void {
    this.unsubscribe();
    clearInterval(this.pingTimer);
    const [min, max] = RECONNECT_AFTER_MS;
    for (const conn of [...this.connections]) {
      this.write(conn, `retry: ${min + Math.floor(Math.random() * (max - min))}\nevent: reconnect\ndata: {}\n\n`);
      this.drop(conn);
    }
  }

  private enqueue(event: ChangeFeedEvent): void {
    if (this.connections.size === 0) return;
    if (event.kind === 'resync') this.resyncPending = true;
    else {
      const ids = this.pending.get(event.change.entity) ?? new Set<string>();
      for (const id of event.change.ids) ids.add(id);
      this.pending.set(event.change.entity, ids);
    }
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.resyncPending || this.pending.size > 0) {
        if (this.resyncPending) {
          this.resyncPending = false;
          this.broadcast('event: resync\ndata: {}\n\n');
        }
        const batch = this.pending;
        this.pending = new Map();
        for (const [entity, set] of batch) {
          const ids = [...set];
          for (let i = 0; i < ids.length; i += MAX_IDS_PER_EVENT) {
            await this.deliver({ entity, ids: ids.slice(i, i + MAX_IDS_PER_EVENT) }).catch((err) =>
              this.log.error({ err }, 'change event could not be delivered'),
            );
          }
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async deliver(change: EntityChange): Promise<void> {
    const groups = new Map<string, Connection[]>();
    for (const conn of this.connections) {
      const group = groups.get(conn.key);
      if (group) group.push(conn);
      else groups.set(conn.key, [conn]);
    }
    const pending = [...groups.values()];
    const worker = async () => {
      for (let group = pending.shift(); group; group = pending.shift()) {
        const ids = await visibleIds(this.db, group[0]!.actor, change.entity, change.ids);
        if (ids.length === 0) continue;
        const frame = `event: change\ndata: ${JSON.stringify({ entity: change.entity, ids })}\n\n`;
        for (const conn of group) this.write(conn, frame);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.parallelScopes, pending.length) }, worker));
  }

  private broadcast(frame: string): void {
    for (const conn of this.connections) this.write(conn, frame);
  }

  private write(conn: Connection, frame: string): void {
    if (!this.connections.has(conn)) return;
    if (conn.res.writableLength > MAX_BUFFERED_BYTES) return this.drop(conn);
    conn.res.write(frame);
  }

  /** Pings every stream and ends those whose session was signed out or revoked (every pingMs). */
  async ping(): Promise<void> {
    const bySession = new Map<string, Connection[]>();
    for (const conn of this.connections) {
      this.write(conn, ': ping\n\n');
      const list = bySession.get(conn.sid);
      if (list) list.push(conn);
      else bySession.set(conn.sid, [conn]);
    }
    for (const [sid, conns] of bySession) {
      const active = await this.isSessionActive(sid).catch(() => true);
      if (!active) for (const conn of conns) this.drop(conn);
    }
  }

  private drop(conn: Connection): void {
    this.forget(conn);
    conn.res.end();
  }

  private forget(conn: Connection): void {
    if (conn.expiryTimer) clearTimeout(conn.expiryTimer);
    this.connections.delete(conn);
  }
}
