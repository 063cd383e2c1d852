import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { liveCharter, readyOperators } from '../modules/bids/bid-test-support.js';
import { badText, mutatedBody, rawBody, sampleOf, type Json, type JsonSchema } from './fuzz-inputs.js';

/**
 * Every call of the server's own OpenAPI document gets malformed, huge, NUL-laden and wrongly
 * typed input, anonymously and signed in as an admin, a client and an operator: each must answer
 * below 500 (bad input is the caller's fault and changes nothing).
 */

const CASES = 40;
const SEED = 20260501;
const DAY = 24 * 3600 * 1000;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface Failure {
  /** The call as the OpenAPI document names it. */
  route: string;
  who: string;
  method: string;
  url: string;
  status: number;
  body?: unknown;
  answer: string;
}

let s: TestServer;
let tokens: Record<string, string | undefined>;
let seeds: Record<string, Json>;
let knownId: string;

beforeAll(async () => {
  s = await startTestServer();
  const { op1 } = await readyOperators(s);
  const admin = await s.member('admin@demo.test');
  const client = await s.member('client@demo.test');
  tokens = { anonymous: undefined, admin: admin.token, client: client.token, supplier: op1.token };

  const live = await liveCharter(s, { routes: [{}, {}] });
  knownId = live.id;
  const clientId = (await s.pool.query(`select client_id from users where email = 'client@demo.test'`)).rows[0].client_id as string;
  const depart = new Date(Date.now() + 20 * DAY).toISOString();
  const route = {
    from: 'Brisbane',
    fromState: 'QLD',
    fromLatitude: -27.38,
    fromLongitude: 153.11,
    to: 'Cairns',
    toState: 'QLD',
    toLatitude: -16.88,
    toLongitude: 145.75,
    departTime: depart,
    flightTime: '02:00',
    passengerNumber: 2,
    payload: 25,
    notes: 'Window seat',
    manifest: [{ passengerName: 'Pat Flyer', contactNumber: '0400 000 000', passengerWeight: 85, freightWeight: 15, cargoWeight: 0 }],
  };
  const charter = {
    clientId,
    charterType: 'Passenger',
    charterSubType: 'Charter',
    catering: 'Full',
    dangerousGoods: false,
    shared: false,
    specialRequests: 'None',
    biddingTimeSpanHours: 120,
    routes: [route],
  };
  const bid = {
    charterRequestId: live.id,
    bidderId: op1.supplierId,
    currency: 'AUD',
    price: 1000,
    inclusions: ['Fuel'],
    exclusions: ['GST'],
    notes: 'Happy to help',
    idempotencyKey: randomUUID(),
    routes: live.routes.map((r) => ({
      routeId: r.id,
      departTime: r.departTime,
      flightTime: '02:00',
      payload: 500,
      passengerLimit: 4,
      aircraft: [op1.aircraft[0]!.id],
    })),
  };
  // Calls whose bodies the services check (no body schema in the OpenAPI document).
  seeds = {
    '/api/charterRequest/newCharterRequest': charter,
    '/api/charterRequest/updateCharterRequest': { ...charter, id: live.id },
    '/api/charterRequest/updateManifest': {
      charterRequestId: live.id,
      routes: live.routes.map((r) => ({ routeId: r.id, manifest: route.manifest })),
    },
    '/api/suppliers/newBid': bid,
    '/api/charterRequest/newShare': {
      routeId: live.routes[0]!.id,
      enabled: true,
      seatsAvailable: 1,
      totalWeightAvailable: 60,
      costPerSeat: 500,
    },
    '/api/charterRequest/updateShare': {
      routeId: live.routes[0]!.id,
      enabled: false,
      seatsAvailable: 1,
      totalWeightAvailable: 60,
      costPerSeat: 0,
    },
    '/api/charterRequest/newSharePurchase': { shareId: randomUUID(), passengers: route.manifest },
    '/api/charterRequest/updateSharePurchase': { id: randomUUID(), action: 'Accept', currentStatus: 'New' },
    '/api/charterRequest/updateShareStatus': { id: randomUUID(), action: 'Confirm Share' },
  };
}, 120_000);

afterAll(async () => {
  await s?.close();
});

/** Percent-encoded; a lone surrogate (no UTF-8 form) goes as the bytes of one, which is invalid UTF-8. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(values[name] ?? knownId));
}

async function send(route: string, who: string, method: string, url: string, body: unknown, failures: Failure[]) {
  const res = await s.call(method, url, { token: tokens[who], body });
  if (res.status >= 500) failures.push({ route, who, method, url, status: res.status, body, answer: res.text.slice(0, 300) });
  // A fuzzed sign-out or password change must not end the other cases' sessions.
  if (res.status === 401 && who !== 'anonymous') {
    const email = { admin: 'admin@demo.test', client: 'client@demo.test', supplier: 'supplier1@demo.test' }[who]!;
    // The fuzzed sign-ins count as failures of this address: forget them first.
    await s.pool.query('delete from login_attempts');
    tokens[who] = (await s.member(email)).token;
  }
}

const shown = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text && text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
};

/** The first failure of each call, with how many cases of that call failed. */
function report(failures: Failure[]): string {
  const byRoute = new Map<string, Failure[]>();
  for (const f of failures) byRoute.set(`${f.method} ${f.route}`, [...(byRoute.get(`${f.method} ${f.route}`) ?? []), f]);
  return [...byRoute]
    .map(
      ([call, [f, ...more]]) =>
        `${call}: ${more.length + 1} failed, e.g. ${f!.status} ${shown(f!.url)} as ${f!.who}\n  body: ${shown(f!.body)}\n  answer: ${f!.answer}`,
    )
    .join('\n');
}

describe('API fuzz: bad input never gets a 5xx', () => {
  it('every POST call, with mutated, malformed, huge and NUL-laden bodies', { timeout: 600_000 }, async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const failures: Failure[] = [];
    const posts = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      // Signing out last keeps the others' sessions (they sign in again on a 401 anyway).
      .sort(([a], [b]) => Number(a.includes('logout')) - Number(b.includes('logout')));
    expect(posts.length).toBeGreaterThan(30);
    for (const [path, ops] of posts) {
      const op = ops.post!;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const seed = seeds[path] ?? sampleOf(schema) ?? {};
      const pathNames = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const cases = fc.sample(
        fc.record({
          body: fc.oneof(
            { weight: 8, arbitrary: mutatedBody(seed).map((b) => ({ json: b })) },
            { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
          ),
          params: fc.dictionary(fc.constantFrom(...(pathNames.length ? pathNames : ['none'])), fc.oneof(fc.constant(knownId), badText)),
          who: fc.constantFrom('anonymous', 'admin', 'client', 'supplier'),
        }),
        { numRuns: CASES, seed: SEED },
      );
      for (const c of cases) {
        const body = 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
        await send(path, c.who, 'POST', fill(path, c.params), body, failures);
      }
      // And the plain seed with each identity: the happy path must not fail either.
      for (const who of Object.keys(tokens)) await send(path, who, 'POST', fill(path, {}), JSON.stringify(seed), failures);
    }
    expect(failures.length, report(failures)).toBe(0);
  });

  it('every GET call with path or query parameters, with NUL, huge and wrongly typed values', { timeout: 600_000 }, async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const failures: Failure[] = [];
    const gets = Object.entries(doc.paths).filter(
      ([path, ops]) => ops.get && path !== '/api/events' && (ops.get.parameters ?? []).some((p) => p.in === 'query' || p.in === 'path'),
    );
    expect(gets.length).toBeGreaterThan(10);
    for (const [path, ops] of gets) {
      const params = ops.get!.parameters ?? [];
      const names = params.map((p) => p.name);
      const cases = fc.sample(
        fc.record({
          values: fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.constant(knownId), badText), { minKeys: 1 }),
          who: fc.constantFrom('anonymous', 'admin', 'client', 'supplier'),
        }),
        { numRuns: CASES, seed: SEED },
      );
      for (const c of cases) {
        const query = params
          .filter((p) => p.in === 'query' && c.values[p.name] !== undefined)
          .map((p) => `${encoded(p.name)}=${encoded(c.values[p.name]!)}`)
          .join('&');
        await send(path, c.who, 'GET', fill(path, c.values) + (query ? `?${query}` : ''), undefined, failures);
      }
    }
    expect(failures.length, report(failures)).toBe(0);
  });
});
