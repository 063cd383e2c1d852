// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { charterKey } from './api/charter-detail-api';
import { prefetchCharter } from './prefetch-charter';

afterEach(() => vi.unstubAllGlobals());

const id = '0192f0a4-6c1e-7b55-9a3e-4f1d2c3b4a59';

function answering() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ id }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it("asks for a charter's detail under the key the detail page reads, on any of its tabs", async () => {
  const fetch = answering();
  const queryClient = new QueryClient();
  prefetchCharter(queryClient, `/charterRequests/Me/Live/${id}/Bids`);
  await vi.waitFor(() => expect(queryClient.getQueryState(charterKey(id))?.status).toBe('success'));
  expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/charterRequest/full/${id}`);
});

it('asks for nothing on a list, or for a path whose last part is not a charter id', () => {
  const fetch = answering();
  const queryClient = new QueryClient();
  prefetchCharter(queryClient, '/charterRequests/Me/Live');
  prefetchCharter(queryClient, '/charterRequests/Me/Live/not-an-id');
  prefetchCharter(queryClient, '/me');
  expect(fetch).not.toHaveBeenCalled();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});
