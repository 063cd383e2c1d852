import type { QueryClient } from '@tanstack/react-query';
import type { AccessClaims } from '../session/jwt';
import type { SessionSnapshot } from '../session/session-manager';
import { SessionEndedError } from '../session/session-manager';
import { invalidateChanges, invalidateEverything, parseChange, type EntityChange } from './change-events';
import { EventStream } from './event-stream';
import type { SseEvent } from './sse-parser';

export const EVENTS_URL = '/api/events';
/** Events this close together are applied as one refetch. */
const BATCH_MS = 60;
/** Kept open this long after the last screen that needs it goes (list -> detail must not reconnect). */
const IDLE_CLOSE_MS = 10_000;

export interface LiveUpdatesDeps {
  queryClient: QueryClient;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  session: { subscribe: (listener: () => void) => () => void; getSnapshot: () => SessionSnapshot };
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Which access token a connection was opened with: a renewal or another sign-in needs a new connection. */
function tokenKey(snapshot: SessionSnapshot): string | null {
  const s = snapshot.session as AccessClaims | null;
  return s ? `${s.userId}|${s.sid ?? ''}|${s.iat ?? ''}` : null;
}

/**
 * The tab's one event stream. Screens that show live data acquire it; it opens while any of them is
 * mounted and a user is signed in, follows token renewals and sign-ins by reconnecting, and turns
 * `change` events into query invalidations.
 */
export class LiveUpdates {
  private readonly stream: EventStream;
  private users = 0;
  private unsubscribe: (() => void) | null = null;
  private connectedKey: string | null = null;
  private idleTimer: unknown = null;
  private batchTimer: unknown = null;
  private pending: EntityChange[] = [];
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: LiveUpdatesDeps) {
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.stream = new EventStream({
      url: EVENTS_URL,
      fetch: deps.fetch,
      onEvent: (event) => this.onEvent(event),
      // A reconnection may have missed events: refetch what is on screen.
      onOpen: (resumed) => (resumed ? void invalidateEverything(deps.queryClient) : undefined),
      isFatal: (error) => error instanceof SessionEndedError,
      setTimer: deps.setTimer,
      clearTimer: deps.clearTimer,
    });
  }

  get connected(): boolean {
    return this.stream.isRunning;
  }

  /** A screen that wants live data; call the answer when it goes away. */
  acquire(): () => void {
    this.users++;
    if (this.idleTimer !== null) {
      this.clearTimer(this.idleTimer);
      this.idleTimer = null;
    }
    if (!this.unsubscribe) {
      this.unsubscribe = this.deps.session.subscribe(() => this.follow());
      this.follow();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) this.idleTimer = this.setTimer(() => this.close(), IDLE_CLOSE_MS);
    };
  }

  /** Opens, reopens or closes the stream to match the session. */
  private follow(): void {
    const key = tokenKey(this.deps.session.getSnapshot());
    if (key === this.connectedKey && (key === null || this.stream.isRunning)) return;
    this.connectedKey = key;
    if (key === null) this.stream.stop();
    else this.stream.restart();
  }

  private close(): void {
    this.idleTimer = null;
    if (this.users > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.connectedKey = null;
    this.stream.stop();
  }

  private onEvent(event: SseEvent): void {
    if (event.event === 'resync') {
      void invalidateEverything(this.deps.queryClient);
      return;
    }
    if (event.event !== 'change') return;
    const change = parseChange(event.data);
    if (!change) return;
    this.pending.push(change);
    if (this.batchTimer !== null) return;
    this.batchTimer = this.setTimer(() => {
      this.batchTimer = null;
      const changes = this.pending;
      this.pending = [];
      void invalidateChanges(this.deps.queryClient, changes);
    }, BATCH_MS);
  }
}
