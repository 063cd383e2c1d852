/**
 * Which sessions this instance has lately seen active, so that an authenticated call needs no
 * query of its session to know that it has not ended (ADR 0020).
 *
 * A session ends by an UPDATE of auth_sessions that also NOTIFYs SESSION_CHANNEL with its id
 * (auth/sessions.ts), in the same transaction. Every instance LISTENs on that channel through its
 * change feed and drops the id when it hears it. A remembered session is believed only after a
 * round trip on that LISTEN connection that started after the call arrived (feed.barrier(),
 * shared by the calls that wait together): PostgreSQL delivers to a listener every notification
 * committed before one of its queries ahead of that query's answer, so a logout, a refresh-token
 * reuse or a deactivation committed on any instance before a call is refused by that call, on
 * every instance. While the feed is not listening every call asks the database, and a reconnect
 * forgets everything (notifications sent meanwhile are lost). Entries also age out after `ttlMs`.
 */
export const SESSION_CHANNEL = 'auth_session_ended';

export interface SessionFeed {
  /** Whether the LISTEN connection is up (notifications reach us). */
  readonly listening: boolean;
  /** Calls `fn` with every payload on `channel`, and with `null` after a reconnect. */
  listen(channel: string, fn: (payload: string | null) => void): () => void;
  /** True once every notification committed before this call has been heard; false when not listening. */
  barrier(): Promise<boolean>;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  /** Sessions remembered at most; the oldest are forgotten first. */
  max?: number;
}

export class SessionCache {
  /** Session id -> when it was last seen active in the database (ms, performance.now()). */
  private readonly active = new Map<string, number>();
  /**
   * Bumped by every ended session and reconnect: a database answer that started before the bump
   * may predate the end, so it is not remembered.
   */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly unlisten: () => void;

  constructor(
    private readonly feed: SessionFeed,
    private readonly lookUp: (sid: string) => Promise<boolean>,
    options: SessionCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.max = options.max ?? 100_000;
    this.unlisten = feed.listen(SESSION_CHANNEL, (payload) => (payload === null ? this.clear() : this.ended(payload.split(','))));
  }

  async isActive(sid: string): Promise<boolean> {
    if (this.active.has(sid) && (await this.feed.barrier())) {
      const seen = this.active.get(sid);
      if (seen !== undefined && performance.now() - seen < this.ttlMs) return true;
    }
    const generation = this.generation;
    const active = await this.lookUp(sid);
    if (active && generation === this.generation && this.feed.listening) this.remember(sid);
    else if (!active) this.active.delete(sid);
    return active;
  }

  /** Sessions that ended (heard on the channel). */
  ended(ids: string[]): void {
    this.generation++;
    for (const id of ids) this.active.delete(id);
  }

  clear(): void {
    this.generation++;
    this.active.clear();
  }

  close(): void {
    this.unlisten();
    this.clear();
  }

  private remember(sid: string): void {
    this.active.delete(sid);
    this.active.set(sid, performance.now());
    if (this.active.size > this.max) this.active.delete(this.active.keys().next().value!);
  }
}
