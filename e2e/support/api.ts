import { expect, type APIRequestContext } from '@playwright/test';
import { claimsOf, signInOverApi } from './session.js';

/** Calls the journeys make over the API to set the scene (posting, opening bidding), not to test it. */

export interface ApiSession {
  token: string;
  clientId: string | null;
  supplierId: string | null;
}

export const DAY = 24 * 60 * 60 * 1000;
export async function apiSession(request: APIRequestContext, email: string): Promise<ApiSession> {
  const token = (await signInOverApi(request, email)).accessToken.token;
  const c = claimsOf(token);
  return { token, clientId: (c.clientId as string | null) ?? null, supplierId: (c.supplierId as string | null) ?? null };
}

/** A two-sector return trip departing in ten days, the second sector a day later; `overrides` replace body fields. */
export async function createCharter(
  request: APIRequestContext,
  client: ApiSession,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; ref: string }> {
  const depart = new Date(Date.now() + 10 * DAY);
  depart.setMinutes(0, 0, 0);
  const sector = (from: string, to: string, at: Date, c: [number, number, number, number]) => ({
    from,
    to,
    fromState: 'QLD',
    toState: 'QLD',
    fromLatitude: c[0],
    fromLongitude: c[1],
    toLatitude: c[2],
    toLongitude: c[3],
    departTime: at.toISOString(),
    flightTime: '2:15',
    passengerNumber: 2,
    payload: 100,
    manifest: [],
  });
  const res = await request.post('/api/charterRequest/newCharterRequest', {
    headers: { Authorization: `Bearer ${client.token}` },
    data: {
      clientId: client.clientId,
      charterType: 'Passenger',
      charterSubType: 'Crew change',
      catering: 'Full',
      dangerousGoods: false,
      shared: false,
      biddingTimeSpanHours: 120,
      activeTab: 'Return',
      routes: [
        sector('Brisbane', 'Cairns', depart, [-27.38, 153.12, -16.88, 145.75]),
        sector('Cairns', 'Brisbane', new Date(depart.getTime() + DAY), [-16.88, 145.75, -27.38, 153.12]),
      ],
      ...overrides,
    },
  });
  expect(res.ok()).toBe(true);
  const { result } = (await res.json()) as { result: { id: string; jobReference: number } };
  return { id: result.id, ref: `JB${result.jobReference}` };
}

export async function openBidding(request: APIRequestContext, admin: ApiSession, id: string) {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const offered = (await (await request.get(`/api/entityState/getActionsForEntityItem/CharterRequest/${id}`, { headers })).json()) as {
    status: string;
    actions: { id: string; actionName: string; nextState: string; dataEntry: { options?: string[]; preselected?: string[] } }[];
  };
  const open = offered.actions.find((a) => a.actionName === 'Open Bidding')!;
  const states = open.dataEntry.preselected?.length ? open.dataEntry.preselected : (open.dataEntry.options ?? []).slice(0, 1);
  const res = await request.post('/api/entityState/setItemStatus', {
    headers,
    data: {
      id,
      allowedActionId: open.id,
      entity: 'CharterRequest',
      currentStatus: offered.status,
      newStatus: open.nextState,
      reason: 'No Reason',
      states,
      biddingEndDate: new Date(Date.now() + 2 * DAY).toISOString(),
    },
  });
  expect(res.ok()).toBe(true);
}

/** Runs a charter's workflow action by name, with the extra data it asks for (a reason, the terms). */
export async function runCharterAction(
  request: APIRequestContext,
  who: ApiSession,
  id: string,
  actionName: string,
  extra: Record<string, unknown> = {},
) {
  const headers = { Authorization: `Bearer ${who.token}` };
  const offered = (await (await request.get(`/api/entityState/getActionsForEntityItem/CharterRequest/${id}`, { headers })).json()) as {
    status: string;
    actions: { id: string; actionName: string; nextState: string }[];
  };
  const action = offered.actions.find((a) => a.actionName === actionName)!;
  const res = await request.post('/api/entityState/setItemStatus', {
    headers,
    data: {
      id,
      allowedActionId: action.id,
      entity: 'CharterRequest',
      currentStatus: offered.status,
      newStatus: action.nextState,
      ...extra,
    },
  });
  expect(res.ok()).toBe(true);
}
