import { SseParser, type SseEvent } from './sse-parser';

export interface EventStreamOptions {
  url: string;
  /** The session's fetch: it adds the bearer token and refreshes it on a 401 with an empty body. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  onEvent: (event: SseEvent) => void;
  /** Called on every successful connection; `resumed` is true after the first (events may have been missed meanwhile). */
  onOpen?: (resumed: boolean) => void;
  /** Errors after which reconnecting is pointless (the session ended): the stream stops. */
  isFatal?: (error: unknown) => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

/** The standard's suggested default until the server sends `retry:`. */
export const DEFAULT_RETRY_MS = 3000;
export const MAX_RETRY_MS = 60_000;

class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The event stream answered HTTP ${status}`);
  }
}

/**
 * A text/event-stream read through fetch (EventSource cannot send the Authorization header), with
 * reconnection: after `retry:` ms (or 3 s), doubling on consecutive failures up to a minute, with a
 * little jitter so a restarted server is not hit by every tab at the same instant.
 */
export class EventStream {
  private running = false;
  private generation = 0;
  private controller: AbortController | null = null;
  private timer: unknown = null;
  private failures = 0;
  private retryMs = DEFAULT_RETRY_MS;
  private opened = false;

  constructor(private readonly options: EventStreamOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation++;
    this.clearTimer();
    this.controller?.abort();
    this.controller = null;
  }

  /** Drops the current connection and opens a new one now (e.g. the access token was renewed). */
  restart(): void {
    if (!this.running) {
      this.start();
      return;
    }
    this.clearTimer();
    this.controller?.abort();
    this.failures = 0;
    void this.connect();
  }

  /** The wait before the next attempt, for tests and the schedule below. */
  nextDelay(): number {
    const base = this.failures > 1 ? Math.min(this.retryMs * 2 ** (this.failures - 1), MAX_RETRY_MS) : this.retryMs;
    const jitter = this.failures > 0 ? Math.floor((this.options.random ?? Math.random)() * 0.2 * base) : 0;
    return base + jitter;
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    const controller = new AbortController();
    this.controller = controller;
    const current = () => generation === this.generation && this.running;
    try {
      const res = await this.options.fetch(this.options.url, {
        method: 'GET',
        headers: { Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!current()) {
        void res.body?.cancel().catch(() => undefined);
        return;
      }
      const type = res.headers.get('Content-Type') ?? '';
      if (!res.ok || !res.body || !type.includes('text/event-stream')) throw new StreamRefused(res.status);
      this.failures = 0;
      this.options.onOpen?.(this.opened);
      this.opened = true;
      await this.read(res.body, current);
    } catch (error) {
      if (!current()) return;
      if (this.options.isFatal?.(error)) {
        this.stop();
        return;
      }
      this.failures++;
    }
    if (!current()) return;
    // The server closed the stream (a deploy, an idle proxy): come back after the retry time.
    this.schedule();
  }

  private async read(body: ReadableStream<Uint8Array>, current: () => boolean): Promise<void> {
    const parser = new SseParser();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (!current()) return;
        const events = done ? parser.end() : parser.push(value);
        if (parser.retryMs !== null) this.retryMs = Math.min(parser.retryMs, MAX_RETRY_MS);
        for (const event of events) {
          try {
            this.options.onEvent(event);
          } catch {
            // A listener's bug must not tear down the stream for every other listener.
          }
        }
        if (done) return;
      }
    } finally {
      reader.releaseLock();
    }
  }

  private schedule(): void {
    this.clearTimer();
    const setTimer = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = setTimer(() => {
      this.timer = null;
      if (this.running) void this.connect();
    }, this.nextDelay());
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    const clearTimer = this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clearTimer(this.timer);
    this.timer = null;
  }
}
