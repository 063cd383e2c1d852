import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { takeCharterAction } from '../../../tests/charter-actions.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
let admin: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

/** Opens bidding on a new Pending charter of client@demo.test and answers its job reference. */
async function openBidding(): Promise<string> {
  const c = await insertCharter(s.pool, { clientEmail: 'client@demo.test', departTime: new Date(Date.now() + 10 * DAY) });
  const res = await takeCharterAction(s, admin, c.id, 'Open Bidding', { biddingEndDate: new Date(Date.now() + 3 * DAY).toISOString() });
  expect(res.status).toBe(200);
  return `JB${c.jobReference}`;
}

describe('e-mail templates in sent e-mails', () => {
  it('sets the event message in the template the event names, with its header title', async () => {
    const events = await s.call('GET', '/api/entityState/getStateChangeEvents/CharterRequest', { token: admin });
    const event = events.body.find(
      (e: { fromState: string; newState: string; targetAudience: string }) =>
        e.fromState === 'Pending' && e.newState === 'Live' && e.targetAudience === 'Client',
    );
    const before = await openBidding();
    const plain = await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `${before} is open for bids`);
    expect(plain.text).not.toContain('Charter Marketplace operations');

    const created = await s.call('POST', '/api/admin/newEmailTemplate', {
      token: admin,
      body: { name: 'Branded', value: '{headerTitle}\n\n{message}\n\nCharter Marketplace operations, {job}' },
    });
    expect(created.status).toBe(200);
    const updated = await s.call('POST', '/api/entityState/updateStateChangeEvent', {
      token: admin,
      body: { ...event, emailTemplate: 'branded', headerTitle: 'Good news about {job}' },
    });
    expect(updated.status).toBe(200);

    const job = await openBidding();
    const mail = await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `${job} is open for bids`);
    expect(mail.text).toContain(`Good news about ${job}`);
    expect(mail.text).toContain(`Operators can now bid on your charter ${job}`);
    expect(mail.text).toContain(`Charter Marketplace operations, ${job}`);
    expect(mail.text.indexOf('Good news')).toBeLessThan(mail.text.indexOf('Operators can now bid'));
  });
});
