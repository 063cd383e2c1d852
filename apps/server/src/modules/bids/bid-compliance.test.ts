import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES, COMPLIANCE_MESSAGES, DEFAULT_TIME_ZONE, formatLocal } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { takeCharterAction } from '../../../tests/charter-actions.js';
import { ComplianceWatchJob } from '../../jobs/compliance-watch.js';
import { approveDocument, bidBody, liveCharter, placeBid, readyOperators, storedBids, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

/** Sets the operator's files of one category as an admin's approvals or their passing would. */
const setDocs = (op: Operator, category: string, set: string, params: unknown[] = []) =>
  s.pool.query(`update supplier_documents set ${set} where supplier_id = $1 and file_category = $2`, [op.supplierId, category, ...params]);
/** An instant that reads as the end of the day `days` from now in Brisbane, as approvals store expiries. */
const endOfDayIn = (days: number) => {
  const d = new Date(Date.now() + days * DAY + 10 * 3600 * 1000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 13, 59, 59)).toISOString();
};
const refusedWith = (...problems: string[]) => [BID_MESSAGES.documents, ...problems];

async function renew(op: Operator) {
  await s.pool.query(`delete from supplier_documents where supplier_id = $1`, [op.supplierId]);
  await approveDocument(s, op.supplierId);
}

const accept = (token: string, bidId: string) =>
  s.call('POST', '/api/charterRequest/acceptBid', { token, body: { bidId, termsAccepted: true } });

const operatorAction = (op: Operator, charterId: string, name: string, extra: Record<string, unknown> = {}) =>
  takeCharterAction(s, op.token, charterId, name, extra);

describe('a bid is refused unless the operator holds its required documents until the last sector departs', () => {
  it('names each document missing, not approved, expired, or expiring before the flight, and stores nothing', async () => {
    // Two sectors: ten and eleven days from now.
    const c = await liveCharter(s, { routes: [{}, {}] });
    const last = c.routes[1]!.departTime;

    await s.pool.query(`delete from supplier_documents where supplier_id = $1 and file_category = 'Insurance Certificate'`, [
      op2.supplierId,
    ]);
    const missing = await placeBid(s, op2.token, bidBody(c, op2));
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(refusedWith('Insurance Certificate is missing.'));

    await renew(op2);
    await setDocs(op2, 'Insurance Certificate', 'approved = false');
    expect((await placeBid(s, op2.token, bidBody(c, op2))).body.messages).toEqual(
      refusedWith('Insurance Certificate is not approved yet.'),
    );

    await setDocs(op2, 'Insurance Certificate', `approved = true, expired_at = '2026-01-10T13:59:59Z'`);
    await setDocs(op2, 'Air Operator Certificate', 'approved = false');
    expect((await placeBid(s, op2.token, bidBody(c, op2))).body.messages).toEqual(
      refusedWith('Air Operator Certificate is not approved yet.', 'Insurance Certificate expired on 10-Jan-2026.'),
    );

    // Current today, but it runs out between the first and the last sector.
    await renew(op2);
    const expiry = endOfDayIn(10);
    await setDocs(op2, 'Insurance Certificate', 'expired_at = $3', [expiry]);
    const late = await placeBid(s, op2.token, bidBody(c, op2));
    expect(late.status).toBe(400);
    const day = formatLocal(expiry, DEFAULT_TIME_ZONE).slice(0, 11);
    expect(late.body.messages).toEqual(
      refusedWith(`Insurance Certificate expires on ${day}, before the flight departing ${formatLocal(last, 'Australia/Brisbane')}.`),
    );
    expect(await storedBids(s, c.id)).toEqual([]);

    // A charter flown before that day takes the bid.
    const sooner = await liveCharter(s, { departTime: new Date(Date.now() + 5 * DAY) });
    expect((await placeBid(s, op2.token, bidBody(sooner, op2))).status).toBe(200);
    await renew(op2);
  });

  it('refuses an aircraft not ticked on the approved Air Operator Certificate, naming it', async () => {
    const c = await liveCharter(s);
    const navajo = op1.aircraft[1]!.id;
    await s.pool.query(`update supplier_document_aircraft set approved = false where aircraft_id = $1`, [navajo]);
    expect((await placeBid(s, op1.token, bidBody(c, op1))).status).toBe(200);
    const body = bidBody(c, op1);
    body.routes[0]!.aircraft = [navajo];
    const refused = await placeBid(s, op1.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors['routes.0.aircraft']).toEqual(['Aircraft VH-OAT is not approved on the Air Operator Certificate.']);
    expect(refused.body.messages).toEqual(['Aircraft VH-OAT is not approved on the Air Operator Certificate.']);
    await s.pool.query(`update supplier_document_aircraft set approved = true where aircraft_id = $1`, [navajo]);
    expect((await placeBid(s, op1.token, body)).status).toBe(200);
  });

  it('requires what the settings list names: a category taken off RequiredDocuments no longer stops a bid', async () => {
    const c = await liveCharter(s);
    await s.pool.query(`delete from supplier_documents where supplier_id = $1 and file_category = 'Insurance Certificate'`, [
      op2.supplierId,
    ]);
    expect((await placeBid(s, op2.token, bidBody(c, op2))).status).toBe(400);
    const list = await s.call('GET', '/api/admin/getSettings/RequiredDocuments', { token: t.admin });
    expect(list.body.map((r: { value: string; referenceId: string }) => [r.referenceId, r.value])).toEqual([
      ['AOC', 'Air Operator Certificate'],
      ['LiabilityCover', 'Insurance Certificate'],
    ]);
    const insurance = list.body.find((r: { value: string }) => r.value === 'Insurance Certificate');
    expect((await s.call('POST', '/api/admin/deleteSetting', { token: t.admin, body: { id: insurance.id } })).status).toBe(200);
    expect((await placeBid(s, op2.token, bidBody(c, op2))).status).toBe(200);
    await s.call('POST', '/api/admin/addSetting', {
      token: t.admin,
      body: { name: 'RequiredDocuments', value: 'Insurance Certificate', referenceId: 'LiabilityCover' },
    });
    await renew(op2);
  });
});

describe('the same check at Accept and at Confirm', () => {
  it('refuses to accept or confirm while the winner lapses, and goes on once it is put right', async () => {
    const c = await liveCharter(s);
    const bid = (await placeBid(s, op1.token, bidBody(c, op1))).body.result.id as string;
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);

    await setDocs(op1, 'Insurance Certificate', 'approved = false');
    const refused = await accept(t.client!, bid);
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual([COMPLIANCE_MESSAGES.acceptRefused, 'Insurance Certificate is not approved yet.']);
    expect((await s.pool.query(`select status from charter_requests where id = $1`, [c.id])).rows[0].status).toBe('Approved');
    expect((await storedBids(s, c.id))[0].status).toBe('New');

    await setDocs(op1, 'Insurance Certificate', 'approved = true');
    expect((await accept(t.client!, bid)).status).toBe(200);

    await setDocs(op1, 'Air Operator Certificate', `expired_at = '2026-01-10T13:59:59Z'`);
    const notConfirmed = await operatorAction(op1, c.id, 'Confirm Charter', { termsAccepted: true });
    expect(notConfirmed.status).toBe(400);
    expect(notConfirmed.body.messages).toEqual([COMPLIANCE_MESSAGES.confirmRefused, 'Air Operator Certificate expired on 10-Jan-2026.']);
    expect((await s.pool.query(`select status from charter_requests where id = $1`, [c.id])).rows[0].status).toBe('PendingConfirmation');

    await renew(op1);
    expect((await operatorAction(op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
  });
});

describe('the compliance badge beside each bid', () => {
  it('is Current, Expires before the flight or Lapsed, to admins and client users; operators see none', async () => {
    const c = await liveCharter(s, { departTime: new Date(Date.now() + 20 * DAY) });
    expect((await placeBid(s, op1.token, bidBody(c, op1, { price: 1000 }))).body.messages).toEqual([`Bid placed on JB${c.jobReference}.`]);
    expect((await placeBid(s, op2.token, bidBody(c, op2, { price: 2000 }))).body.messages).toEqual([`Bid placed on JB${c.jobReference}.`]);
    const badges = async (token: string) =>
      ((await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token })).body as { price: number; compliance: unknown }[]).map(
        (b) => b.compliance,
      );
    expect(await badges(t.admin!)).toEqual([
      { standing: 'Current', problems: [] },
      { standing: 'Current', problems: [] },
    ]);

    const expiry = endOfDayIn(15);
    await setDocs(op2, 'Insurance Certificate', 'expired_at = $3', [expiry]);
    await setDocs(op1, 'Air Operator Certificate', 'approved = false');
    const seen = await badges(t.client!);
    expect(seen[0]).toEqual({ standing: 'Lapsed', problems: ['Air Operator Certificate is not approved yet.'] });
    expect(seen[1]).toMatchObject({
      standing: 'Expires before the flight',
      problems: [expect.stringMatching(/^Insurance Certificate expires on /)],
    });
    expect(await badges(op1.token)).toEqual([null]);
    await renew(op1);
    await renew(op2);
  });
});

describe('a booked charter whose operator lapses before it flies', () => {
  it('is flagged by the daily check, told to admins, the client and the operator, and cleared when put right', async () => {
    const c = await liveCharter(s, { departTime: new Date(Date.now() + 30 * DAY) });
    const bid = (await placeBid(s, op1.token, bidBody(c, op1))).body.result.id as string;
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect((await accept(t.client!, bid)).status).toBe(200);
    expect((await operatorAction(op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    const job = new ComplianceWatchJob(s.db, { error: (err) => console.error(err) });
    const detail = async () => (await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: t.client })).body;

    expect(await job.run()).toBe(0);
    expect((await detail()).complianceLapse).toBeNull();

    // The insurance on file now runs out before the flight (an approval recorded with an early date).
    await setDocs(op1, 'Insurance Certificate', 'expired_at = $3', [endOfDayIn(20)]);
    await s.pool.query(`update charter_requests set compliance_checked_at = now() - interval '25 hours' where id = $1`, [c.id]);
    expect(await job.run()).toBe(1);
    const flagged = await detail();
    expect(flagged.complianceLapse).toEqual({
      message: expect.stringMatching(/^Insurance Certificate expires on \d\d-\w\w\w-\d{4}, before the flight departing /),
      since: expect.any(String),
    });
    const jobRef = `JB${c.jobReference}`;
    for (const to of ['admin@demo.test', 'client@demo.test']) {
      const mail = await s.smtp.waitFor((m) => m.to.includes(to) && m.subject === `Operator compliance lapsed on ${jobRef}`);
      expect(mail.text).toContain(flagged.complianceLapse.message);
    }
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === `Your documents for ${jobRef}`);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body;
    expect(timeline.at(-1)).toMatchObject({ actionName: COMPLIANCE_MESSAGES.lapsed, reason: flagged.complianceLapse.message });
    // Checked today: the next run leaves it alone.
    expect(await job.run()).toBe(0);
    // The operator that is not flying it sees no banner; the one flying it does.
    expect((await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: op1.token })).body.complianceLapse).not.toBeNull();

    // An admin approves a renewed insurance: the charter is checked at once and the banner goes.
    const insurance = (
      await s.pool.query(`select id from supplier_documents where supplier_id = $1 and file_category = 'Insurance Certificate'`, [
        op1.supplierId,
      ])
    ).rows[0].id;
    const expiredAt = new Date(Date.now() + 200 * DAY).toISOString().slice(0, 10);
    const approved = await s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body: { id: insurance, expiredAt } });
    expect(approved.status).toBe(200);
    expect((await detail()).complianceLapse).toBeNull();
    const after = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body;
    expect(after.at(-1)).toMatchObject({ actionName: COMPLIANCE_MESSAGES.restored });

    // Cancelling an approval lapses it at once, without waiting for the daily check.
    const cancelled = await s.call('POST', '/api/suppliers/cancelApproval', { token: t.admin, body: { id: insurance } });
    expect(cancelled.status).toBe(200);
    expect((await detail()).complianceLapse).toEqual({ message: 'Insurance Certificate is not approved yet.', since: expect.any(String) });
    await renew(op1);
  });
});
