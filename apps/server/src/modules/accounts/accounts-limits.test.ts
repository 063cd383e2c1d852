import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

// This server trusts X-Forwarded-For (TRUST_PROXY), so a test can speak from several addresses;
// requests without the header come from 127.0.0.1.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await s.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const RESET_SENT = 'If you have an account registered with the product, we will send you a reset link to the email address provided.';
const queuedResets = async (email: string) =>
  (await s.pool.query(`select count(*)::int as n from outbox where payload->'message'->>'to' = $1`, [email])).rows[0].n as number;

describe('password reset requests', () => {
  it('a burst from one address gets 429 after five; another address is still served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const email = i % 2 ? 'ghost@demo.test' : 'supplier2@demo.test';
      statuses.push(
        (await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email }, headers: from('198.51.100.1') })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await s.call('POST', '/api/accounts/requestPasswordReset', {
      body: { email: 'client@demo.test' },
      headers: from('198.51.100.1'),
    });
    expect(refused.body).toEqual({
      success: false,
      messages: ['Too many password reset requests from your network. Please wait 15 minutes and try again.'],
    });
    expect(await queuedResets('client@demo.test')).toBe(0);
    const other = await s.call('POST', '/api/accounts/requestPasswordReset', {
      body: { email: 'client@demo.test' },
      headers: from('198.51.100.2'),
    });
    expect(other.status).toBe(200);
    expect(other.body.messages).toEqual([RESET_SENT]);
  });

  it('one account gets at most three e-mails an hour; later requests answer the same and do not cancel the last link', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'Staff@demo.test' }, headers: from(`192.0.2.${i}`) }),
      );
    }
    for (const a of answers) expect(a.body).toEqual({ success: true, messages: [RESET_SENT] });
    expect(await queuedResets('staff@demo.test')).toBe(3);
    const live = await s.pool.query(
      `select r.id from password_resets r join users u on u.id = r.user_id where u.email = 'staff@demo.test' and r.used_at is null`,
    );
    expect(live.rows).toHaveLength(1);
    // The link of the third e-mail is the one that still works.
    const mail = await s.smtp.waitFor((m) => m.text.includes(`/resetPassword/${live.rows[0].id}/`));
    const token = /\/resetPassword\/[0-9a-f-]{36}\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const done = await s.call('POST', '/api/accounts/resetMyPassword/', { body: { id: live.rows[0].id, token, password: 'brand-new-1' } });
    expect(done.status).toBe(200);
  });
});

describe('e-mail checks', () => {
  it('checkEmail and checkEmailExists share twenty answers per address in 15 minutes, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await s.call('GET', `/api/accounts/checkEmail?email=user${i}%40demo.test`, { headers: from('203.0.113.7') })).status);
      statuses.push(
        (await s.call('POST', '/api/accounts/checkEmailExists', { body: { email: `user${i}@demo.test` }, headers: from('203.0.113.7') }))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await s.call('POST', '/api/accounts/checkEmailExists', {
      body: { email: 'client@demo.test' },
      headers: from('203.0.113.7'),
    });
    expect(refused.body).toEqual({ success: false, messages: ['Too many e-mail address checks. Please wait 15 minutes and try again.'] });
    // Another address still gets its answer.
    const other = await s.call('POST', '/api/accounts/checkEmailExists', {
      body: { email: 'client@demo.test' },
      headers: from('203.0.113.8'),
    });
    expect(other.body).toBe(true);
  });
});
