import pg from 'pg';
import { isUuid } from '@charter/shared';
import { SESSION_CHANNEL } from '../auth/session-cache.js';
import { PARTY_CHANNEL } from '../access/party-tables.js';
import { ENTITY_CHANNEL, LISTS_CHANNEL } from './publish.js';

export interface EntityChange {
  entity: string;
  ids: string[];
}

export type ChangeFeedEvent = { kind: 'change'; change: EntityChange } | { kind: 'resync' };

interface Log {
  error: (obj: unknown, msg: string) => void;
  warn: (obj: unknown, msg: string) => void;
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

/** Reads a NOTIFY payload; anything that is not `{entity, ids: uuid[]}` is ignored. */
export function parseChange(payload: string | undefined): EntityChange | null {
  try {
    const value = JSON.parse(payload ?? '') as { entity?: unknown; ids?: unknown };
    if (typeof value.entity !== 'string' || !value.entity || !Array.isArray(value.ids)) return null;
    const ids = [...new Set(value.ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
    return ids.length > 0 ? { entity: value.entity, ids } : null;
  } catch {
    return null;
  }
}

/** Channels besides ENTITY_CHANNEL that the feed listens on, for listen() subscribers. */
const OTHER_CHANNELS = [SESSION_CHANNEL, PARTY_CHANNEL, LISTS_CHANNEL];

/**
 * The one LISTEN connection of this server instance on ENTITY_CHANNEL (and on the channels that
 * announce ended sessions, auth/session-cache.ts, changed party records and changed lists). NOTIFY
 * reaches every instance's feed at commit, so each instance fans events out to its own browsers and
 * jobs. The
 * connection is its own (not a pool client) and comes back after errors with a growing back-off;
 * since notifications sent while it was down are lost, subscribers then get a `resync`.
 */
export class ChangeFeed {
  private client: pg.Client | null = null;
  private readonly subscribers = new Set<(event: ChangeFeedEvent) => void>();
  /** listen() subscribers by channel: payloads as sent, null after a reconnect. */
  private readonly channelSubscribers = new Map<string, Set<(payload: string | null) => void>>();
  private stopped = true;
  private backoffMs = MIN_BACKOFF_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private connectedOnce = false;
  private barrierInFlight: Promise<boolean> | null = null;
  private barrierNext: Promise<boolean> | null = null;
  private log: Log = { error: () => {}, warn: () => {} };

  constructor(private readonly databaseUrl: string) {}

  /** Connects and listens; resolves once listening (throws when the first attempt fails). */
  async start(log?: Log): Promise<void> {
    if (log) this.log = log;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.client !== null;
  }

  subscribe(fn: (event: ChangeFeedEvent) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /**
   * Resolves true once a round trip on the LISTEN connection that started after this call has
   * come back: PostgreSQL hands a listener every notification committed before a query of its
   * own before that query's answer, so by then this instance has heard every NOTIFY committed
   * before the call. False when not listening. Calls made while one round trip is under way
   * share the next one, so a busy server sends one per round-trip time, not one per call.
   */
  barrier(): Promise<boolean> {
    const client = this.client;
    if (!client) return Promise.resolve(false);
    if (!this.barrierInFlight) {
      // LISTEN again on a channel already listened to changes nothing: a cheap round trip, and
      // the connection keeps showing as `listen entity_changed` in pg_stat_activity.
      this.barrierInFlight = client
        .query(`listen ${ENTITY_CHANNEL}`)
        .then(
          () => this.client === client,
          () => false,
        )
        .finally(() => (this.barrierInFlight = null));
      return this.barrierInFlight;
    }
    this.barrierNext ??= this.barrierInFlight.then(() => {
      this.barrierNext = null;
      return this.barrier();
    });
    return this.barrierNext;
  }

  /** Raw payloads of one of OTHER_CHANNELS; `null` after a reconnect (notifications may have been lost). */
  listen(channel: string, fn: (payload: string | null) => void): () => void {
    if (!OTHER_CHANNELS.includes(channel)) throw new Error(`the change feed does not listen on ${channel}`);
    let set = this.channelSubscribers.get(channel);
    if (!set) this.channelSubscribers.set(channel, (set = new Set()));
    set.add(fn);
    return () => set.delete(fn);
  }

  private emitChannel(channel: string, payload: string | null): void {
    for (const fn of this.channelSubscribers.get(channel) ?? []) {
      try {
        fn(payload);
      } catch (err) {
        this.log.error({ err }, 'channel subscriber failed');
      }
    }
  }

  private emit(event: ChangeFeedEvent): void {
    for (const fn of this.subscribers) {
      try {
        fn(event);
      } catch (err) {
        this.log.error({ err }, 'change subscriber failed');
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (msg) => {
      if (msg.channel !== ENTITY_CHANNEL) return this.emitChannel(msg.channel, msg.payload ?? '');
      const change = parseChange(msg.payload);
      if (change) this.emit({ kind: 'change', change });
    });
    try {
      await client.connect();
      for (const channel of OTHER_CHANNELS) await client.query(`listen ${channel}`);
      // Last, so that the connection shows as `listen entity_changed` in pg_stat_activity.
      await client.query(`listen ${ENTITY_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.backoffMs = MIN_BACKOFF_MS;
    if (this.connectedOnce) {
      for (const channel of OTHER_CHANNELS) this.emitChannel(channel, null);
      this.emit({ kind: 'resync' });
    }
    this.connectedOnce = true;
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    client.end().catch(() => {});
    this.log.warn({ err }, 'change listener lost its connection; reconnecting');
    this.retry();
  }

  private retry(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((err) => {
        this.log.error({ err }, 'change listener could not reconnect');
        this.retry();
      });
    }, delay);
    this.retryTimer.unref();
  }
}
