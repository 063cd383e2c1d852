/**
 * A per-instance cache of database answers that are dropped when a NOTIFY says they changed, so a
 * hot call needs no query while nothing it depends on has changed (ADR 0020: sessions; ADR 0024:
 * the /me record).
 *
 * Writers NOTIFY `channel` with the changed keys (comma-separated) in the transaction that changes
 * them (triggers or the code that writes), and every instance LISTENs through its change feed. A
 * remembered answer is believed only after a round trip on that LISTEN connection that started
 * after the call arrived (feed.barrier(), shared by the calls that wait together): PostgreSQL
 * delivers to a listener every notification committed before one of its queries ahead of that
 * query's answer, so a change committed on any instance before a call is seen by that call, on
 * every instance. While the feed is not listening every call asks the database, and a reconnect
 * forgets everything (notifications sent meanwhile are lost). Entries also age out after `ttlMs`.
 */
export interface NotifyFeed {
  /** Whether the LISTEN connection is up (notifications reach us). */
  readonly listening: boolean;
  /** Calls `fn` with every payload on `channel`, and with `null` after a reconnect. */
  listen(channel: string, fn: (payload: string | null) => void): () => void;
  /** True once every notification committed before this call has been heard; false when not listening. */
  barrier(): Promise<boolean>;
}

export interface NotifiedCacheOptions {
  ttlMs?: number;
  /** Entries remembered at most; the oldest are forgotten first. */
  max?: number;
}

export class NotifiedCache<V> {
  /** Key -> the answer and when it was read (ms, performance.now()). */
  private readonly entries = new Map<string, { value: V; at: number }>();
  /**
   * Bumped by every change heard and every reconnect: a database answer that started before the
   * bump may predate the change, so it is not remembered.
   */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly unlisten: () => void;

  constructor(
    private readonly feed: NotifyFeed,
    channel: string,
    options: NotifiedCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.max = options.max ?? 100_000;
    this.unlisten = feed.listen(channel, (payload) => (payload === null ? this.clear() : this.changed(payload.split(','))));
  }

  /**
   * The answer for `key`: remembered, or read by `load` (undefined: nothing to remember, and a
   * remembered answer for the key is dropped).
   */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.entries.has(key) && (await this.feed.barrier())) {
      const entry = this.entries.get(key);
      if (entry !== undefined && performance.now() - entry.at < this.ttlMs) return entry.value;
    }
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && this.feed.listening) this.remember(key, value);
    else if (value === undefined) this.entries.delete(key);
    return value;
  }

  /** Keys that changed (heard on the channel). */
  changed(keys: string[]): void {
    this.generation++;
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  close(): void {
    this.unlisten();
    this.clear();
  }

  private remember(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: performance.now() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
