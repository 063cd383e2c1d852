import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

// Requests come from 127.0.0.1; the second server trusts X-Forwarded-For (TRUST_PROXY), so a test
// can speak from several addresses.
let s: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  proxied = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await proxied.close();
  await s.close();
});

const TOO_MANY = { success: false, messages: ['Too many sign-in attempts. Please wait a few minutes and try again.'] };

const login = (server: TestServer, userName: string, password: string, from?: string) =>
  server.call('POST', '/auth/login', {
    body: { userName, password, remoteIpAddress: null, oldRefreshTokens: [] },
    headers: from ? { 'x-forwarded-for': from } : {},
  });

const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;

describe('sign-in throttling', () => {
  it('forty wrong passwords at once for one account: at most five are checked, the rest get 429', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login(s, 'client@demo.test', `wrong-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 401)).toBeGreaterThan(0);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBe(40 - count(statuses, 401));
    expect(results.find((r) => r.status === 429)!.body).toEqual(TOO_MANY);
    // The account stays locked from this address, even for its right password.
    expect((await login(s, 'client@demo.test', 'demo-pass-1')).status).toBe(429);
  });

  it('hammering one account from an address does not lock out another account from that address', async () => {
    for (let i = 0; i < 35; i++) await login(s, 'supplier1@demo.test', `wrong-${i}`);
    expect((await login(s, 'supplier1@demo.test', 'demo-pass-1')).status).toBe(429);
    const bystander = await login(s, 'staff@demo.test', 'demo-pass-1');
    expect(bystander.status).toBe(200);
    expect(bystander.body.accessToken.token).toBeTruthy();
    // Nor does it count as more than five failures against the account's own limit elsewhere.
    const row = await s.pool.query(`select failures from login_attempts where key = 'login-account:supplier1@demo.test'`);
    expect(row.rows[0].failures).toBe(5);
  });

  it('a successful sign-in clears the failures of that account and address', async () => {
    for (let i = 0; i < 4; i++) expect((await login(s, 'department@demo.test', `wrong-${i}`)).status).toBe(401);
    expect((await login(s, 'department@demo.test', 'demo-pass-1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(s, 'department@demo.test', `again-${i}`)).status).toBe(401);
    expect((await login(s, 'department@demo.test', 'demo-pass-1')).status).toBe(429);
  });

  it('an account guessed at from many addresses is locked after twenty failures, for every address it has not signed in from', async () => {
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 5; i++) expect((await login(proxied, 'qgov@demo.test', `wrong-${i}`, `203.0.113.${a}`)).status).toBe(401);
    }
    expect((await login(proxied, 'qgov@demo.test', 'wrong-x', '203.0.113.9')).status).toBe(429);
    expect((await login(proxied, 'qgov@demo.test', 'demo-pass-1', '198.51.100.7')).status).toBe(429);
    // Other accounts are not affected, from those addresses or others.
    expect((await login(proxied, 'client@demo.test', 'demo-pass-1', '203.0.113.1')).status).toBe(200);
    expect((await login(proxied, 'staff@demo.test', 'demo-pass-1', '198.51.100.7')).status).toBe(200);
  });

  it('without TRUST_PROXY a forwarded address is ignored: the limit follows the connection', async () => {
    for (let i = 0; i < 5; i++) await login(s, 'admin@demo.test', `wrong-${i}`, `192.0.2.${i}`);
    expect((await login(s, 'admin@demo.test', 'demo-pass-1', '192.0.2.99')).status).toBe(429);
  });
});

describe('logError throttling', () => {
  it('takes thirty reports per address in 15 minutes, then answers 429 and stores nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await s.call('POST', '/auth/logError/', { body: { code: 'E', description: `report ${i}` } })).status);
    }
    expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await s.call('POST', '/auth/logError/', { body: { code: 'E', description: 'one more' } });
    expect(refused.body).toEqual({ success: false, messages: ['Too many error reports. Please try again later.'] });
    expect((await s.pool.query('select count(*)::int as n from client_error_logs')).rows[0].n).toBe(30);
    // Another address still reports.
    expect(
      (
        await proxied.call('POST', '/auth/logError/', {
          body: { code: 'E', description: 'elsewhere' },
          headers: { 'x-forwarded-for': '203.0.113.50' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a NUL character with a 400 naming the field, and stores nothing', async () => {
    const res = await proxied.call('POST', '/auth/logError/', {
      body: { code: 'E\u0000', description: 'bad\u0000byte' },
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(res.status).toBe(400);
    expect(res.body.messages.join(' ')).toMatch(/(Code|Description) contains a character that is not allowed/);
    const rows = await proxied.pool.query(`select code, description from client_error_logs where description like 'bad%'`);
    expect(rows.rows).toEqual([]);
  });
});
