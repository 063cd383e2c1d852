// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@charter/shared';
import { bidHistoryKey, bidsOfCharterKey } from '../features/bids/api/bids-api';
import { charterKey } from '../features/charter-detail/api/charter-detail-api';
import { estimateKeys } from '../features/price-estimates/api/price-estimates-api';
import { itemActionsKey } from '../features/workflow-actions/api/workflow-api';
import { TEST_USER } from '../lib/session/test-tokens';
import { prefetchCharterPage } from './prefetch-charter-page';

afterEach(() => vi.unstubAllGlobals());

const id = '0192f0a4-6c1e-7b55-9a3e-4f1d2c3b4a59';
const bidId = '0192f0a4-6c1e-7b55-9a3e-4f1d2c3b4a60';
const client: SessionUser = { ...TEST_USER, role: 'Client', adminId: null, clientId: 'c1', managesMessages: false, managesWorkflow: false };
const operator: SessionUser = { ...client, role: 'Supplier', clientId: null, supplierId: 's1' };

function answering() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify([]), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls asked for, once every prefetch has settled; `queryClient` holds their answers. */
async function askedFor(session: SessionUser, path: string, queryClient = new QueryClient()): Promise<string[]> {
  const fetch = answering();
  prefetchCharterPage(queryClient, session, path);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return fetch.mock.calls.map(([url]) => String(url)).sort();
}

it("asks at once for what a charter's Bids tab shows: the charter, its actions, bids, bid history and estimate", async () => {
  const queryClient = new QueryClient();
  expect(await askedFor(client, `/charterRequests/Me/Live/${id}/Bids`, queryClient)).toEqual(
    [
      `/api/charterRequest/full/${id}`,
      `/api/entityState/getActionsForEntityItem/CharterRequest/${id}`,
      `/api/charterRequest/getBids/${id}`,
      `/api/suppliers/bidHistories/${id}`,
      `/api/charterRequest/priceEstimate/${id}`,
    ].sort(),
  );
  // Under the keys the page's parts read: they find the answers instead of asking again.
  for (const key of [
    charterKey(id),
    itemActionsKey('CharterRequest', id),
    bidsOfCharterKey(id),
    bidHistoryKey(id),
    estimateKeys.charter(id),
  ])
    expect(queryClient.getQueryState(key)?.status).toBe('success');
  // One bid ({charter}/{bidId}) opens the Bids tab too.
  expect(await askedFor(client, `/charterRequests/Me/Live/${id}/${bidId}`)).toHaveLength(5);
});

it('asks an operator for no estimate, which it is not shown', async () => {
  const asked = await askedFor(operator, `/charterRequests/Me/Live/${id}/bids`);
  expect(asked).toHaveLength(4);
  expect(asked.some((url) => url.includes('priceEstimate'))).toBe(false);
});

it('on the Detail and Timeline tabs asks for the charter and its actions only', async () => {
  const only = [`/api/charterRequest/full/${id}`, `/api/entityState/getActionsForEntityItem/CharterRequest/${id}`].sort();
  expect(await askedFor(client, `/charterRequests/Me/Live/${id}`)).toEqual(only);
  expect(await askedFor(client, `/charterRequests/Me/Live/${id}/Timeline`)).toEqual(only);
});

it('asks for nothing on a list, or for a path whose charter part is not an id', async () => {
  expect(await askedFor(client, '/charterRequests/Me/Live')).toEqual([]);
  expect(await askedFor(client, '/charterRequests/Me/Live/not-an-id/Bids')).toEqual([]);
  expect(await askedFor(client, '/me')).toEqual([]);
});
