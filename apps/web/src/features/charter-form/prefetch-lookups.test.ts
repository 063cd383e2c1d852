// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@charter/shared';
import { TEST_USER } from '../../lib/session/test-tokens';
import { clientOptionsKey, settingsKey, statesKey } from './api/charter-form-api';
import { prefetchFormLookups } from './prefetch-lookups';

afterEach(() => vi.unstubAllGlobals());

const client: SessionUser = { ...TEST_USER, role: 'Client', adminId: null, clientId: 'c1', managesMessages: false, managesWorkflow: false };
const admin: SessionUser = { ...TEST_USER, role: 'Admin' };

/** The calls asked for, once every prefetch has settled; `queryClient` holds their answers. */
async function askedFor(session: SessionUser, queryClient = new QueryClient()): Promise<string[]> {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify([]), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  prefetchFormLookups(queryClient, session);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return fetch.mock.calls.map(([url]) => String(url)).sort();
}

it("asks at once for every list the new request's fields choose from, under the keys the fields read", async () => {
  const queryClient = new QueryClient();
  expect(await askedFor(client, queryClient)).toEqual(
    [
      '/api/charterRequest/settings/Catering',
      '/api/charterRequest/settings/DangerousGoods',
      '/api/charterRequest/settings/AircraftTypes',
      '/api/charterRequest/settings/TechStopReasons',
      // A new request starts as a passenger charter: its sub types.
      '/api/charterRequest/settings/PassengerCharterTypes',
      '/api/accounts/getLocationStates',
    ].sort(),
  );
  for (const key of [
    settingsKey('Catering'),
    settingsKey('DangerousGoods'),
    settingsKey('AircraftTypes'),
    settingsKey('TechStopReasons'),
    settingsKey('PassengerCharterTypes'),
    statesKey,
  ])
    expect(queryClient.getQueryState(key)?.status).toBe('success');
  // A client does not choose the client: no list of them.
  expect(queryClient.getQueryState(clientOptionsKey)).toBeUndefined();
});

it('asks an admin, who chooses the client, for the clients too', async () => {
  const queryClient = new QueryClient();
  const asked = await askedFor(admin, queryClient);
  expect(asked).toContain('/api/charterRequest/clientOptions');
  expect(asked).toHaveLength(7);
  expect(queryClient.getQueryState(clientOptionsKey)?.status).toBe('success');
});
