import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { matrixFixtures, type MatrixIds } from './route-matrix.fixtures.js';
import { ROUTE_TABLE, ROLES, type Caller, type RouteCase } from './route-matrix.table.js';

/**
 * Every route of the OpenAPI document, called anonymously and as each demo role, answers what the
 * expectation table (route-matrix.table.ts) says: anonymous callers get 401 unless the route is
 * public, a role outside the route's audience 403 or 404, a role inside it neither 401 nor 403
 * (2xx for reads of real rows; 400 for the empty bodies this test posts). A route in the document
 * and not in the table, or the other way round, fails the test: new routes must be placed.
 */

const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  Admin: 'admin@demo.test',
  CharterAdmin: 'charteradmin@demo.test',
  Client: 'client@demo.test',
  ClientDepartment: 'department@demo.test',
  ClientStaff: 'staff@demo.test',
  Supplier: 'supplier1@demo.test',
};

let s: TestServer;
let ids: MatrixIds;
let documented: string[] = [];
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  s = await startTestServer();
  ids = await matrixFixtures(s);
  for (const role of ROLES) tokens[role] = (await s.member(EMAILS[role])).token;
  const doc = await s.call('GET', '/api/openapi.json');
  expect(doc.status).toBe(200);
  documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
});

afterAll(async () => {
  await s?.close();
});

/** What this caller should get from this route, as a check on the status; null when it is right. */
function verdict(c: RouteCase, caller: Caller, status: number, method: string): string | null {
  if (status >= 500) return 'a server error';
  if (caller === 'anonymous') {
    if (c.who === 'public') return status === 401 || status === 403 ? 'refused, though the route is public' : null;
    return status === 401 ? null : 'not 401';
  }
  const allowed = c.who === 'public' || c.who === 'signedIn' || c.who.includes(caller);
  if (!allowed) return status === 403 || status === 404 ? null : 'not 403/404 for a role outside the audience';
  if (status === 401 || status === 403) return 'refused for a role in the audience';
  if (method === 'GET' && !c.mayMiss && (status < 200 || status > 299)) return 'not 2xx for a read of a real row';
  return null;
}

async function callAs(c: RouteCase, key: string, caller: Caller): Promise<number> {
  const [method, template] = key.split(' ') as [string, string];
  const url = (c.path ? c.path(ids) : template) + (c.query ? `?${c.query(ids)}` : '');
  let token = caller === 'anonymous' ? undefined : tokens[caller];
  // A call that ends the session gets a session of its own, so the caller's other cells keep theirs.
  if (c.ownSession && caller !== 'anonymous') token = (await s.member(EMAILS[caller])).token;
  if (c.stream) {
    const stream = await s.openEvents(token);
    stream.close();
    return stream.status;
  }
  const body = method === 'GET' ? undefined : c.body ? c.body(ids) : {};
  return (await s.call(method, url, { token, body })).status;
}

describe('role x route matrix', () => {
  it('the table lists exactly the routes of the OpenAPI document', () => {
    const listed = Object.keys(ROUTE_TABLE);
    expect(
      documented.filter((r) => !listed.includes(r)),
      'routes missing from route-matrix.table.ts',
    ).toEqual([]);
    expect(
      listed.filter((r) => !documented.includes(r)),
      'routes in the table that the server no longer has',
    ).toEqual([]);
  });

  // Every route's callers are asked together (their calls change nothing another
  // caller reads), and the time allowed covers a busy two-core machine.
  it('every route answers every caller as the table says', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const [key, c] of Object.entries(ROUTE_TABLE)) {
      const callers = ['anonymous', ...ROLES] as Caller[];
      const statuses = await Promise.all(callers.map((caller) => callAs(c, key, caller)));
      callers.forEach((caller, i) => {
        const why = verdict(c, caller, statuses[i]!, key.split(' ')[0]!);
        if (why) wrong.push(`${key} as ${caller}: ${statuses[i]} (${why})`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("a role inside a route's audience still cannot reach another party's rows", async () => {
    const o = ids.other;
    const cases: [Caller, string][] = [
      ['Supplier', `/api/suppliers/get?id=${o.supplierId}`],
      ['Supplier', `/api/suppliers/secondaryEmails/${o.supplierId}`],
      ['Supplier', `/api/suppliers/aircraft/${o.supplierId}`],
      ['Supplier', `/api/suppliers/aircraftByStatus/${o.supplierId}/Active`],
      ['Supplier', `/api/suppliers/aircraftImages/${o.aircraftId}`],
      ['Supplier', `/api/suppliers/documents/${o.supplierId}`],
      ['Supplier', `/api/suppliers/document/${o.documentId}`],
      ['Supplier', `/api/suppliers/messages?supplierId=${o.supplierId}`],
      ['Supplier', `/api/entityState/getTimeline/Supplier/${o.supplierId}`],
      ['Client', `/api/entityState/getTimeline/Client/${o.clientId}`],
      ['Client', `/api/messageLog/party/Client/${o.clientId}`],
      ['Client', `/api/admin/parties/Clients/${o.clientId}`],
      ['Client', `/api/charterRequest/all/department/Live?clientDepartmentId=${ids.missing}`],
      ['ClientDepartment', `/api/admin/parties/Clients/${ids.clientId}`],
      ['ClientDepartment', `/api/entityState/getTimeline/Client/${ids.clientId}`],
      ['ClientStaff', `/api/entityState/getTimeline/ClientDepartment/${ids.departmentId}`],
      ['ClientStaff', `/api/messageLog/party/ClientDepartment/${ids.departmentId}`],
    ];
    const wrong: string[] = [];
    for (const [caller, url] of cases) {
      const res = await s.call('GET', url, { token: tokens[caller] });
      if (res.status !== 403 && res.status !== 404) wrong.push(`${url} as ${caller}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);

    // A supplier's bid list ignores the supplierId an admin passes: its own bids, never another's.
    const bids = await s.call('GET', `/api/suppliers/bids?supplierId=${o.supplierId}`, { token: tokens.Supplier });
    expect(bids.status).toBe(200);
    expect(bids.body.map((b: { id: string }) => b.id)).toContain(ids.bidId);
    expect(bids.body.filter((b: { bidderId: string | null }) => b.bidderId !== ids.supplierId)).toEqual([]);
  });
});
