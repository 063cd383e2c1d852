// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { charterListKey } from './api/charter-list-api';
import { prefetchCharterList } from './prefetch-list';

afterEach(() => vi.unstubAllGlobals());

function answering() {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ items: [], total: 0, nextCursor: null }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it("asks for a charter list's first page under the key the list screen reads first", async () => {
  const fetch = answering();
  const queryClient = new QueryClient();
  prefetchCharterList(queryClient, 'Client', '/charterrequests/me/live');
  // The screen's first params: no search, no filter, no sort (charter-list-screen.tsx).
  const key = charterListKey('all/self', 'Live', { search: '', filters: {}, sort: null });
  await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/charterRequest/all/self/Live?limit=50');
});

it('asks for nothing on other paths or tabs the role does not have', () => {
  const fetch = answering();
  const queryClient = new QueryClient();
  prefetchCharterList(queryClient, 'Client', '/me');
  prefetchCharterList(queryClient, 'Client', '/charterRequests/Me/NoSuchTab');
  prefetchCharterList(queryClient, 'Client', '/charterRequests/Me/Live/123');
  expect(fetch).not.toHaveBeenCalled();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});
