import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SessionEndedError, type SessionSnapshot } from '../session/session-manager';
import { TEST_USER } from '../session/test-tokens';
import { entityKeys } from './entity-keys';
import { DEFAULT_RETRY_MS, EventStream } from './event-stream';
import { LiveUpdates } from './live-updates';
import { mergeChanges, parseChange } from './change-events';

/** A server stream the test writes to. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function manualTimers() {
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (h: unknown) => void ((h as { cleared: boolean }).cleared = true),
    runAll: () => {
      for (const t of timers.splice(0)) if (!t.cleared) t.fn();
    },
  };
}

describe('EventStream', () => {
  it('delivers events and reconnects after the server closes, waiting the retry time it asked for', async () => {
    const streams = [openStream(), openStream()];
    const fetch = vi.fn(async () => streams[fetch.mock.calls.length - 1]!.response);
    const timers = manualTimers();
    const seen: string[] = [];
    const opened: boolean[] = [];
    const s = new EventStream({ url: '/api/events', fetch, onEvent: (e) => seen.push(e.data), onOpen: (r) => opened.push(r), ...timers });
    s.start();
    await flush();
    streams[0]!.write('retry: 1200\nevent: change\ndata: one\n\n');
    streams[0]!.close();
    await flush();
    await flush();
    expect(seen).toEqual(['one']);
    expect(timers.timers.at(-1)?.ms).toBe(1200);
    timers.runAll();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(opened).toEqual([false, true]);
    s.stop();
  });

  it('backs off on consecutive failures and stops when the session has ended', async () => {
    let answer: () => Promise<Response> = async () => new Response('nope', { status: 502 });
    const fetch = vi.fn(() => answer());
    const timers = manualTimers();
    const s = new EventStream({
      url: '/e',
      fetch,
      onEvent: () => {},
      isFatal: (e) => e instanceof SessionEndedError,
      random: () => 0,
      ...timers,
    });
    s.start();
    await flush();
    expect(timers.timers.at(-1)?.ms).toBe(DEFAULT_RETRY_MS);
    timers.runAll();
    await flush();
    expect(timers.timers.at(-1)?.ms).toBe(DEFAULT_RETRY_MS * 2);
    answer = async () => {
      throw new SessionEndedError('over');
    };
    timers.runAll();
    await flush();
    expect(s.isRunning).toBe(false);
    expect(timers.timers).toHaveLength(0);
  });
});

describe('change events', () => {
  it('parses {entity, ids} and ignores anything else', () => {
    expect(parseChange('{"entity":"CharterRequest","ids":["a","a",3]}')).toEqual({ entity: 'CharterRequest', ids: ['a'] });
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('{"ids":[]}')).toBeNull();
  });

  it('merges a burst per entity', () => {
    expect(
      mergeChanges([
        { entity: 'CharterRequest', ids: ['a'] },
        { entity: 'CharterRequest', ids: ['b', 'a'] },
      ]),
    ).toEqual([{ entity: 'CharterRequest', ids: ['a', 'b'] }]);
  });
});

describe('LiveUpdates', () => {
  function setup() {
    const queryClient = new QueryClient();
    let snapshot: SessionSnapshot = { session: { ...TEST_USER, sid: 's1', iat: 1 } as SessionSnapshot['session'], ended: null };
    const listeners = new Set<() => void>();
    const session = {
      subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
      getSnapshot: () => snapshot,
    };
    const setSnapshot = (next: SessionSnapshot) => {
      snapshot = next;
      listeners.forEach((l) => l());
    };
    const streams: ReturnType<typeof openStream>[] = [];
    const fetch = vi.fn(async () => {
      const s = openStream();
      streams.push(s);
      return s.response;
    });
    const timers = manualTimers();
    const hub = new LiveUpdates({ queryClient, fetch, session, ...timers });
    return { queryClient, hub, fetch, streams, timers, setSnapshot, listeners };
  }

  it('invalidates the lists and the open item named by a change event', async () => {
    const { queryClient, hub, streams, timers } = setup();
    const list = entityKeys.list('CharterRequest', 'admin/all', 'Live');
    const item = entityKeys.itemPart('CharterRequest', 'id-1', 'full');
    const other = entityKeys.itemPart('CharterRequest', 'id-2', 'full');
    for (const key of [list, item, other]) queryClient.setQueryData(key, { x: 1 });
    const release = hub.acquire();
    await flush();
    streams[0]!.write('event: change\ndata: {"entity":"CharterRequest","ids":["id-1"]}\n\n');
    await flush();
    timers.runAll();
    await flush();
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(item)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
    release();
  });

  it('keeps one connection for many screens, reconnects on a renewed token, closes when idle', async () => {
    const { hub, fetch, timers, setSnapshot, listeners } = setup();
    const a = hub.acquire();
    const b = hub.acquire();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    setSnapshot({ session: { ...TEST_USER, sid: 's1', iat: 2 } as SessionSnapshot['session'], ended: null });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    a();
    b();
    expect(hub.connected).toBe(true);
    timers.runAll();
    expect(hub.connected).toBe(false);
    expect(listeners.size).toBe(0);
  });

  it('stops when the user signs out', async () => {
    const { hub, setSnapshot } = setup();
    hub.acquire();
    await flush();
    setSnapshot({ session: null, ended: { reason: 'logout', message: null } });
    expect(hub.connected).toBe(false);
  });
});
