import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

/**
 * Other people's failures never lock an owner out (ADR 0038): the owner signs in from where they
 * have before, or with the unlock link e-mailed to them; a busy shared address keeps its regular
 * users; one account and address waits longer after each failure. The server trusts
 * X-Forwarded-For, so a test speaks from several addresses.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await s.close();
});

const TOO_MANY = { success: false, messages: ['Too many sign-in attempts. Please wait a few minutes and try again.'] };

const login = (userName: string, password: string, from: string, unlockToken?: string) =>
  s.call('POST', '/auth/login', {
    body: { userName, password, remoteIpAddress: null, oldRefreshTokens: [], ...(unlockToken ? { unlockToken } : {}) },
    headers: { 'x-forwarded-for': from },
  });

/** Seconds until the account and address may try again (0: now). */
async function waitOf(email: string, address: string): Promise<number> {
  const r = await s.pool.query(`select extract(epoch from blocked_until - now())::float8 as wait from login_attempts where key = $1`, [
    `login:${email}|${address}`,
  ]);
  return Math.max(0, r.rows[0]?.wait ?? 0);
}

describe('failed sign-ins from many addresses', () => {
  it('stop the guessers and new places, not the owner where they signed in before; the owner gets an unlock link', async () => {
    const owner = 'qgov@demo.test';
    expect((await login(owner, 'demo-pass-1', '198.51.100.10')).status).toBe(200);
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 5; i++) expect((await login(owner, `wrong-${i}`, `203.0.113.${a}`)).status).toBe(401);
    }
    // Twenty failures: a new address is refused, even with the right password.
    const refused = await login(owner, 'wrong-x', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect((await login(owner, 'demo-pass-1', '192.0.2.77')).status).toBe(429);
    // The owner, where they signed in before, goes on.
    const home = await login(owner, 'demo-pass-1', '198.51.100.10');
    expect(home.status).toBe(200);
    expect(home.body.accessToken.token).toBeTruthy();

    // One e-mail, however many tries were refused, with a link to sign in from anywhere, once.
    const mail = await s.smtp.waitFor((m) => m.to.includes(owner) && /Sign-in attempts/.test(m.subject));
    const token = /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain('http://marketplace.test/login?unlock=');
    expect(token).toBeTruthy();
    expect(s.smtp.received.filter((m) => m.to.includes(owner))).toHaveLength(1);
    // The link does not sign in without the password, and a wrong one does not spend it.
    expect((await login(owner, 'wrong-y', '192.0.2.77', token)).status).toBe(401);
    expect((await login(owner, 'demo-pass-1', '192.0.2.77', token)).status).toBe(200);
    // Spent: another new place is refused again, with or without it; the place it was used from is now the owner's.
    expect((await login(owner, 'demo-pass-1', '192.0.2.78', token)).status).toBe(429);
    expect((await login(owner, 'demo-pass-1', '192.0.2.77')).status).toBe(200);
    expect((await login(owner, 'demo-pass-1', '192.0.2.79', 'made-up-token')).status).toBe(429);
  });
});

describe('a busy shared address', () => {
  it('past its limit keeps the users who sign in from it signing in; only new accounts there wait', async () => {
    const office = '203.0.113.200';
    expect((await login('staff@demo.test', 'demo-pass-1', office)).status).toBe(200);
    // Three hundred failures from the office's one address in this window, as a spray of guesses leaves.
    await s.pool.query(
      `insert into login_attempts (key, window_start, failures) values ($1, now(), 300)
       on conflict (key) do update set window_start = now(), failures = 300`,
      [`login-ip:${office}`],
    );

    expect((await login('staff@demo.test', 'demo-pass-1', office)).status).toBe(200);
    // A wrong password from the regular user is still just wrong (and counted for that user only).
    expect((await login('staff@demo.test', 'nope', office)).status).toBe(401);
    // An account never signed in from there waits; it signs in from elsewhere.
    expect((await login('department@demo.test', 'demo-pass-1', office)).body).toEqual(TOO_MANY);
    expect((await login('department@demo.test', 'demo-pass-1', '198.51.100.20')).status).toBe(200);
  });
});

describe('one account from one address', () => {
  it('waits longer after each failure past the fifth, and only there', async () => {
    const who = 'supplier2@demo.test';
    const here = '203.0.113.50';
    expect((await login(who, 'demo-pass-1', '198.51.100.30')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(who, `wrong-${i}`, here)).status).toBe(401);
    expect((await login(who, 'demo-pass-1', here)).body).toEqual(TOO_MANY);
    const first = await waitOf(who, here);
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);

    // The wait over, one more try is checked, and the next wait is twice as long.
    await s.pool.query(`update login_attempts set blocked_until = now() where key = $1`, [`login:${who}|${here}`]);
    expect((await login(who, 'wrong-6', here)).status).toBe(401);
    expect((await login(who, 'demo-pass-1', here)).status).toBe(429);
    const second = await waitOf(who, here);
    expect(second).toBeGreaterThan(50);
    expect(second).toBeLessThanOrEqual(60);

    // Elsewhere the owner is not held up by those failures.
    expect((await login(who, 'demo-pass-1', '198.51.100.30')).status).toBe(200);
    // And a wait over, the right password clears it.
    await s.pool.query(`update login_attempts set blocked_until = now() where key = $1`, [`login:${who}|${here}`]);
    expect((await login(who, 'demo-pass-1', here)).status).toBe(200);
    expect(await waitOf(who, here)).toBe(0);
  });
});

describe('an unlock link', () => {
  it('signs in once even when sent from two new places at the same moment', async () => {
    const owner = 'supplier1@demo.test';
    await s.pool.query(
      `insert into login_attempts (key, window_start, failures) values ($1, now(), 20)
       on conflict (key) do update set window_start = now(), failures = 20`,
      [`login-account:${owner}`],
    );
    expect((await login(owner, 'demo-pass-1', '192.0.2.90')).body).toEqual(TOO_MANY);
    const mail = await s.smtp.waitFor((m) => m.to.includes(owner) && /Sign-in attempts/.test(m.subject));
    const token = /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const answers = await Promise.all([login(owner, 'demo-pass-1', '192.0.2.91', token), login(owner, 'demo-pass-1', '192.0.2.92', token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });
});
