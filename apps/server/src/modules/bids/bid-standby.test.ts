import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDBY_MESSAGES } from '@charter/shared';
import { StandbyOfferJob } from '../../jobs/standby-offers.js';
import { ComplianceWatchJob } from '../../jobs/compliance-watch.js';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { standbyScene, type StandbyScene } from './standby-scene.js';

let s: TestServer;
let x: StandbyScene;

beforeAll(async () => {
  s = await startTestServer();
  x = await standbyScene(s);
});
afterAll(async () => {
  await s?.close();
});

describe('a standby operator', () => {
  it("is the best-ranked other operator's bid that is compliant and feasible, told so, still ranked", async () => {
    const { c, ids } = await x.awarded();
    expect(await x.statuses(c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'New', 1200: 'Standby' });
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `Your bid on JB${c.jobReference} is on standby`);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1200]}`, { token: x.t.admin })).body as {
      actionName: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.standby });
    const seen = (await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: x.t.client })).body as {
      status: string;
      rank: number;
    }[];
    expect(seen.map((b) => [b.rank, b.status])).toEqual([
      [1, 'Accepted'],
      [2, 'New'],
      [3, 'New'],
      [4, 'Standby'],
    ]);
  });

  it('stays Standby when the charter is confirmed while the other bids end Unsuccessful; its operator may release it', async () => {
    const { c, ids } = await x.awarded();
    const actions = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: x.op1.token });
    const confirm = actions.body.actions.find((a: { actionName: string }) => a.actionName === 'Confirm Charter');
    const done = await s.call('POST', '/api/entityState/setItemStatus', {
      token: x.op1.token,
      body: {
        entity: 'CharterRequest',
        id: c.id,
        allowedActionId: confirm.id,
        currentStatus: 'PendingConfirmation',
        newStatus: 'Confirmed',
        termsAccepted: true,
      },
    });
    expect(done.status, done.text).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Standby' });

    expect((await x.release(x.op1.token, ids[1200]!)).status).toBe(403);
    expect((await x.release(x.t.client!, ids[1200]!)).status).toBe(403);
    expect((await x.release(x.op2.token, ids[1100]!)).status).toBe(409);
    const released = await x.release(x.op2.token, ids[1200]!);
    expect(released.status, released.text).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Unsuccessful' });
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1200]}`, { token: x.t.admin })).body as {
      actionName: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.released });
  });

  it('released before confirmation, the next best bid that could fly it stands by instead', async () => {
    const { c, ids } = await x.awarded();
    // x.op2's other bid is red (7 seats for 8) and x.op1's is the winner's own operator: nobody qualifies.
    expect((await x.release(x.op2.token, ids[1200]!)).status).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'New', 1200: 'Unsuccessful' });
    // With room for the Phenom's seven, x.op2's 1,100 bid qualifies the next time a standby is chosen.
    const c2 = await x.awarded();
    await s.pool.query(`update charter_routes set passenger_number = 5 where charter_request_id = $1`, [c2.c.id]);
    expect((await x.release(x.op2.token, c2.ids[1200]!)).status).toBe(200);
    expect(await x.statuses(c2.c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'Standby', 1200: 'Unsuccessful' });
  });
});

describe('at departure', () => {
  it('the standby of a charter that has departed ends Unsuccessful, saying why; one still to fly stays', async () => {
    const flown = await x.awarded();
    const waiting = await x.awarded();
    // The first charter's first sector left an hour ago (its booked operator flies it regardless).
    await s.pool.query(`update charter_requests set depart_time = now() - interval '1 hour' where id = $1`, [flown.c.id]);
    await new StandbyOfferJob(s.db, { error: (err) => console.error(err) }).run();

    expect((await x.statuses(flown.c))[1200]).toBe('Unsuccessful');
    expect((await x.statuses(waiting.c))[1200]).toBe('Standby');
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${flown.ids[1200]}`, { token: x.t.admin })).body as {
      actionName: string;
      reason: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: 'Standby ended', reason: STANDBY_MESSAGES.departedReason });
    // Its operator can no longer release or take it.
    expect((await x.release(x.op2.token, flown.ids[1200]!)).status).toBe(409);
  });
});

describe('when the winner declines', () => {
  it('the standby is offered the charter for StandbyOfferHours (default 4) and, taking it, goes on as if accepted', async () => {
    const { c, ids } = await x.awarded();
    const declined = await x.operatorAction(x.op1, c.id, 'Decline Charter', { reason: 'No aircraft available' });
    expect(declined.status, declined.text).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Declined', 1050: 'New', 1100: 'New', 1200: 'Standby' });
    expect(await x.offeredHours(ids[1200]!)).toBeGreaterThan(3.9);
    expect(await x.offeredHours(ids[1200]!)).toBeLessThanOrEqual(4);
    // A wait, not a timing: on a shared, loaded PostgreSQL the outbox has taken up to 9 s to reach it.
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `JB${c.jobReference} is offered to you`, 30_000);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: x.t.admin })).body as {
      actionName: string;
    }[];
    expect(timeline.map((e) => e.actionName)).toContain(STANDBY_MESSAGES.offered);
    const shown = (await s.call('GET', `/api/charterRequest/getByBidId/${ids[1200]}`, { token: x.op2.token })).body;
    expect(shown).toMatchObject({ status: 'Standby', offeredUntil: expect.any(String) });

    expect((await x.take(x.op1.token, ids[1200]!)).status).toBe(403);
    expect((await x.take(x.op2.token, ids[1100]!)).status).toBe(409);
    const taken = await x.take(x.op2.token, ids[1200]!);
    expect(taken.status, taken.text).toBe(200);
    const charter = (await s.pool.query(`select status, bidder_id from charter_requests where id = $1`, [c.id])).rows[0];
    expect(charter).toEqual({ status: 'PendingConfirmation', bidder_id: x.op2.supplierId });
    expect(await x.statuses(c)).toEqual({ 1000: 'Declined', 1050: 'Standby', 1100: 'New', 1200: 'Accepted' });
    expect((await x.operatorAction(x.op2, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Declined', 1050: 'Standby', 1100: 'Unsuccessful', 1200: 'Confirmed' });
  });

  it('an offer let pass goes to the next bid that could fly it; the lapsed one can no longer be taken', async () => {
    await s.pool.query(`insert into settings (name, value) values ('StandbyOfferHours', '2')`);
    try {
      const { c, ids } = await x.awarded();
      expect((await x.operatorAction(x.op1, c.id, 'Decline Charter', { reason: 'No aircraft available' })).status).toBe(200);
      expect(await x.offeredHours(ids[1200]!)).toBeLessThanOrEqual(2);
      await s.pool.query(`update bids set offered_until = now() - interval '1 minute' where id = $1`, [ids[1200]]);
      await new StandbyOfferJob(s.db, { error: (err) => console.error(err) }).run();
      // x.op1's other bid (King Air, 9 seats) is next; x.op2's Phenom (7 seats for 8) cannot fly it.
      expect(await x.statuses(c)).toEqual({ 1000: 'Declined', 1050: 'Standby', 1100: 'New', 1200: 'Unsuccessful' });
      expect(await x.offeredHours(ids[1050]!)).toBeGreaterThan(1.9);
      const lapsed = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1200]}`, { token: x.t.admin })).body as {
        actionName: string;
      }[];
      expect(lapsed.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.offerLapsed });
      expect((await x.take(x.op2.token, ids[1200]!)).status).toBe(409);
      expect((await x.take(x.op1.token, ids[1050]!)).status).toBe(200);
    } finally {
      await s.pool.query(`delete from settings where name = 'StandbyOfferHours'`);
    }
  });
});

describe("when the booked operator's compliance lapses before the flight", () => {
  it('the standby is offered the Confirmed charter; taking it replaces the booked operator', async () => {
    const { c, ids } = await x.awarded();
    expect((await x.operatorAction(x.op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    const insurance = `update supplier_documents set expired_at = $2 where supplier_id = $1 and file_category = 'Insurance Certificate'`;
    const kept = (
      await s.pool.query(`select expired_at from supplier_documents where supplier_id = $1 and file_category = 'Insurance Certificate'`, [
        x.op1.supplierId,
      ])
    ).rows[0].expired_at;
    try {
      await s.pool.query(insurance, [x.op1.supplierId, new Date(Date.now() + 2 * 24 * 3600 * 1000)]);
      await s.pool.query(`update charter_requests set compliance_checked_at = null where id = $1`, [c.id]);
      await new ComplianceWatchJob(s.db, { error: (err) => console.error(err) }).run();
      expect(await x.offeredHours(ids[1200]!)).toBeGreaterThan(3.9);
      // A wait, not a timing: on a shared, loaded PostgreSQL the outbox has taken up to 9 s to reach it.
      await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `JB${c.jobReference} is offered to you`, 30_000);

      const taken = await x.take(x.op2.token, ids[1200]!);
      expect(taken.status, taken.text).toBe(200);
      const charter = (await s.pool.query(`select status, bidder_id, compliance_lapse from charter_requests where id = $1`, [c.id]))
        .rows[0];
      expect(charter).toEqual({ status: 'PendingConfirmation', bidder_id: x.op2.supplierId, compliance_lapse: null });
      expect((await x.statuses(c))[1000]).toBe('Declined');
      expect((await x.statuses(c))[1200]).toBe('Accepted');
    } finally {
      await s.pool.query(insurance, [x.op1.supplierId, kept]);
    }
  });
});
