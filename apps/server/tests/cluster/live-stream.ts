import { SseParser } from '../../../web/src/lib/realtime/sse-parser.js';

export interface ReceivedEvent {
  event: string;
  data: any;
  /** Which connection of this stream it came on (1 = the first). */
  connection: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * GET /api/events held as the web client holds it: read with the browser's own parser, and
 * opened again after the server's `retry:` time whenever it ends or breaks (a deploy, a crash).
 */
export class LiveStream {
  readonly events: ReceivedEvent[] = [];
  /** Connections opened so far. */
  opens = 0;
  connected = false;
  private retryMs = 3000;
  private stopped = false;
  private abort: AbortController | null = null;
  private readonly waiters = new Set<() => void>();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** Opens the stream and waits for the answer's headers (the server writes `: connected` with them). */
  async start(timeoutMs = 10_000): Promise<this> {
    this.loop = this.run();
    await this.until(() => this.connected, timeoutMs, 'the stream to open');
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort?.abort();
    await this.loop;
  }

  /** Waits for an event matching `match` (among those received so far and later). */
  async waitFor(match: (e: ReceivedEvent) => boolean, timeoutMs: number, what: string): Promise<ReceivedEvent> {
    await this.until(() => this.events.some(match), timeoutMs, what);
    return this.events.find(match)!;
  }

  /** Waits until `done()` holds, checking whenever the stream changes. */
  async until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Waited ${timeoutMs} ms for ${what}; events: ${JSON.stringify(this.events.slice(-10))}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 200));
        this.waiters.add(wake);
      });
    }
  }

  private changed(): void {
    for (const w of [...this.waiters]) w();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.abort = new AbortController();
      try {
        const res = await fetch(`${this.baseUrl}/api/events`, {
          headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' },
          signal: this.abort.signal,
        });
        if (res.ok && res.body) {
          this.connected = true;
          this.changed();
          await this.read(res.body, ++this.opens);
        } else await res.body?.cancel();
      } catch {
        /* refused or cut off: try again after the retry time */
      }
      this.connected = false;
      this.changed();
      if (!this.stopped) await sleep(this.retryMs);
    }
  }

  private async read(body: ReadableStream<Uint8Array>, connection: number): Promise<void> {
    const parser = new SseParser();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      for (const e of done ? parser.end() : parser.push(value)) {
        let data: unknown = e.data;
        try {
          data = JSON.parse(e.data);
        } catch {
          /* not JSON */
        }
        this.events.push({ event: e.event, data, connection });
      }
      if (parser.retryMs !== null) this.retryMs = parser.retryMs;
      this.changed();
      if (done) return;
    }
  }
}
