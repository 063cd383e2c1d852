import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCOPES, OPERATOR_SCOPES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type Operator } from '../../../tests/change-fixtures.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const makeKey = (token: string, body: unknown) => s.call('POST', '/api/apiKeys', { token, body });
const keysOf = async (token: string) =>
  (await s.call('GET', '/api/apiKeys', { token })).body as { id: string; lastUsedAt: string | null }[];

describe('API keys', () => {
  it('an operator makes a key with scopes, sees it once, and its software acts as the operator within them', async () => {
    const made = await makeKey(op1.token, { name: 'Scheduler', scopes: ['charters:read', 'bids:write'] });
    expect(made.status, made.text).toBe(200);
    expect(made.body.messages).toEqual(['API key created. Copy it now: it is shown only once.']);
    const key = made.body.result.key as string;
    expect(key).toMatch(/^cmk_[A-Za-z0-9_-]{43}$/);
    expect(made.body.result).toMatchObject({ name: 'Scheduler', prefix: key.slice(0, 12), scopes: ['charters:read', 'bids:write'] });
    const listed = await keysOf(op1.token);
    expect(listed).toEqual([expect.objectContaining({ id: made.body.result.id, lastUsedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    // Only the hash is stored.
    expect((await s.pool.query(`select count(*)::int as n from api_keys where token_hash = $1`, [key])).rows[0].n).toBe(0);

    // The same list the operator's own sign-in reads.
    const c = await liveCharter(s);
    const byKey = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token: key });
    const bySignIn = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token: op1.token });
    expect(byKey.status).toBe(200);
    expect(byKey.body).toEqual(bySignIn.body);
    const placed = await placeBid(s, key, bidBody(c, op1, { price: 4321 }));
    expect(placed.status, placed.text).toBe(200);
    const stored = await s.pool.query(`select bidder_id, price::float8 as price from bids where id = $1`, [placed.body.result.id]);
    expect(stored.rows[0]).toEqual({ bidder_id: op1.supplierId, price: 4321 });
    // Never more than the operator: a bid in another operator's name is refused as it is for the operator.
    expect((await placeBid(s, key, bidBody(c, op2))).status).toBe((await placeBid(s, op1.token, bidBody(c, op2))).status);

    // Outside its scopes: refused, whatever the operator could do signed in.
    const bids = await s.call('GET', '/api/suppliers/bids', { token: key });
    expect(bids.status).toBe(403);
    expect(bids.body.messages).toEqual(['This API key does not open this call.']);
    expect((await s.call('GET', '/api/apiKeys', { token: key })).status).toBe(403);
    expect((await s.call('GET', '/api/suppliers/bids', { token: op1.token })).status).toBe(200);
    expect((await keysOf(op1.token))[0]!.lastUsedAt).not.toBeNull();

    // Revoked: refused at once.
    expect((await s.call('DELETE', `/api/apiKeys/${made.body.result.id}`, { token: op1.token })).body.messages).toEqual([
      'API key revoked.',
    ]);
    const after = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token: key });
    expect(after.status).toBe(401);
    expect(after.body.messages).toEqual(['This API key is not valid or has been revoked.']);
    expect(await keysOf(op1.token)).toEqual([]);
  });

  it("a client's key accepts a bid, and the charter's timeline says it was done via the key", async () => {
    const key = (await makeKey(t.client!, { name: 'ERP', scopes: ['bids:accept', 'charters:read'] })).body.result.key as string;
    const c = await liveCharter(s);
    const bid = (await placeBid(s, op1.token, bidBody(c, op1))).body.result.id as string;
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    const accepted = await s.call('POST', '/api/charterRequest/acceptBid', { token: key, body: { bidId: bid, termsAccepted: true } });
    expect(accepted.status, accepted.text).toBe(200);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.client });
    const roles = (timeline.body as { role: string }[]).map((i) => i.role);
    expect(roles).toContain('Client via API key ERP');
  });

  it('refuses bad input and other roles, changing nothing; admins see and revoke every key', async () => {
    const cases: [string, unknown, string][] = [
      [op1.token, { scopes: ['bids:read'] }, 'Please give the key a name.'],
      [op1.token, { name: 'x', scopes: [] }, 'Please choose at least one scope.'],
      [op1.token, { name: 'x', scopes: ['bids:accept'] }, 'Please choose scopes from the list.'],
    ];
    const before = (await s.pool.query(`select count(*)::int as n from api_keys`)).rows[0].n;
    for (const [token, body, message] of cases) {
      const res = await makeKey(token, body);
      expect(res.status, message).toBe(400);
      expect(res.body.messages).toEqual([message]);
    }
    const admin = await makeKey(t.admin!, { name: 'x', scopes: ['bids:read'] });
    expect(admin.status).toBe(403);
    expect(admin.body.messages).toEqual(['API keys are for operators and clients.']);
    expect((await s.pool.query(`select count(*)::int as n from api_keys`)).rows[0].n).toBe(before);

    const mine = (await makeKey(op2.token, { name: 'Quotes', scopes: ['bids:read'] })).body.result;
    // Another operator cannot revoke it, nor see it.
    expect((await s.call('DELETE', `/api/apiKeys/${mine.id}`, { token: op1.token })).status).toBe(404);
    expect((await s.call('GET', '/api/apiKeys/all', { token: op1.token })).status).toBe(403);
    const all = (await s.call('GET', '/api/apiKeys/all', { token: t.admin })).body as { id: string; owner: { email: string } }[];
    expect(all.find((k) => k.id === mine.id)?.owner.email).toBe('supplier2@demo.test');
    expect((await s.call('DELETE', `/api/apiKeys/${mine.id}`, { token: t.admin })).status).toBe(200);
    expect((await s.call('GET', '/api/suppliers/bids', { token: mine.key })).status).toBe(401);
  });

  it("names in its scopes only calls of the API's document", async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    for (const table of [OPERATOR_SCOPES, CLIENT_SCOPES]) {
      for (const scope of Object.values(table)) for (const call of scope.calls) expect(calls, call).toContain(call);
    }
  });

  it('is limited per key, and stops when its owner is deactivated', async () => {
    const made = (await makeKey(op2.token, { name: 'Busy', scopes: ['aircraft:read'] })).body.result;
    const path = `/api/suppliers/aircraft/${op2.supplierId}`;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await s.call('GET', path, { token: made.key })).status);
    expect(statuses.slice(0, 120).every((st) => st === 200)).toBe(true);
    const last = await s.call('GET', path, { token: made.key });
    expect(last.status).toBe(429);
    expect(last.body.messages).toEqual(['Too many calls with this API key. Please wait a minute.']);
    // The operator's own sign-in is not limited by its key's rate.
    expect((await s.call('GET', path, { token: op2.token })).status).toBe(200);

    const other = (await makeKey(op2.token, { name: 'Later', scopes: ['aircraft:read'] })).body.result;
    await s.pool.query(`update users set status = 'Inactive' where email = 'supplier2@demo.test'`);
    try {
      expect((await s.call('GET', path, { token: other.key })).status).toBe(401);
    } finally {
      await s.pool.query(`update users set status = 'Active' where email = 'supplier2@demo.test'`);
    }
  });
});
