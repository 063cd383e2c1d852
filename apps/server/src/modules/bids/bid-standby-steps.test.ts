import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDBY_MESSAGES } from '@charter/shared';
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

describe("a standby's e-mails", () => {
  it('come from the configurable events: on standby, offered (to its operator and the admins), ended with why', async () => {
    const events = await s.call('GET', '/api/entityState/getStateChangeEvents/Bid', { token: x.t.admin });
    expect(events.status, events.text).toBe(200);
    const onStandby = (events.body as { id: string; fromState: string; newState: string; targetAudience: string }[]).find(
      (e) => e.fromState === 'New' && e.newState === 'Standby' && e.targetAudience === 'Supplier',
    );
    expect(onStandby).toBeDefined();
    const edited = await s.call('POST', '/api/entityState/updateStateChangeEvent', {
      token: x.t.admin,
      body: { ...onStandby, subject: 'Standing by for {job}', message: 'Stand by for {job} please.' },
    });
    expect(edited.status, edited.text).toBe(200);
    try {
      const { c, ids } = await x.awarded();
      expect(await x.queued(ids[1200]!)).toEqual([
        { to: 'supplier2@demo.test', subject: `Standing by for JB${c.jobReference}`, text: `Stand by for JB${c.jobReference} please.` },
      ]);
      expect((await x.operatorAction(x.op1, c.id, 'Decline Charter', { reason: 'No aircraft available' })).status).toBe(200);
      const offered = (await x.queued(ids[1200]!)).slice(1);
      expect(offered.map((m) => [m.to, m.subject])).toEqual(
        expect.arrayContaining([
          ['supplier2@demo.test', `JB${c.jobReference} is offered to you`],
          ['admin@demo.test', `JB${c.jobReference} is offered to its standby operator`],
        ]),
      );
      expect(offered.every((m) => /take it by \d{2}-\w{3}-\d{4} \d{2}:\d{2}|until \d{2}-\w{3}-\d{4} \d{2}:\d{2}/.test(m.text))).toBe(true);

      expect((await x.release(x.op2.token, ids[1200]!)).status).toBe(200);
      expect((await x.queued(ids[1200]!)).at(-1)).toMatchObject({
        to: 'supplier2@demo.test',
        subject: `Your bid on JB${c.jobReference} is no longer on standby`,
        text: expect.stringContaining(STANDBY_MESSAGES.releasedReason),
      });
    } finally {
      await s.call('POST', '/api/entityState/updateStateChangeEvent', { token: x.t.admin, body: onStandby });
    }
  });

  it('a standby released while the charter is offered to it: the next that could fly it stands by and is offered it at once', async () => {
    const { c, ids } = await x.awarded();
    expect((await x.operatorAction(x.op1, c.id, 'Decline Charter', { reason: 'No aircraft available' })).status).toBe(200);
    expect(await x.offeredHours(ids[1200]!)).toBeGreaterThan(3.9);
    expect((await x.release(x.op2.token, ids[1200]!)).status).toBe(200);
    // x.op1's other bid (King Air, 9 seats) is next; x.op2's Phenom (7 seats for 8) cannot fly it.
    expect(await x.statuses(c)).toEqual({ 1000: 'Declined', 1050: 'Standby', 1100: 'New', 1200: 'Unsuccessful' });
    expect(await x.offeredHours(ids[1050]!)).toBeGreaterThan(3.9);
    expect((await x.take(x.op1.token, ids[1050]!)).status).toBe(200);
  });
});

describe('after confirmation', () => {
  it('a standby that leaves is followed by the next bid that lost only to the confirmation, never by one that stood by', async () => {
    const { c, ids } = await x.awarded();
    expect((await x.operatorAction(x.op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    // Five passengers: x.op2's 7-seat Phenom (1,100) can fly it now.
    await s.pool.query(`update charter_routes set passenger_number = 5 where charter_request_id = $1`, [c.id]);
    expect((await x.release(x.op2.token, ids[1200]!)).status).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Standby', 1200: 'Unsuccessful' });
    expect((await x.queued(ids[1100]!)).at(-1)).toMatchObject({
      to: 'supplier2@demo.test',
      subject: `Your bid on JB${c.jobReference} is on standby`,
      text: expect.stringContaining('stepped down'),
    });
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1100]}`, { token: x.t.admin })).body as {
      actionName: string;
      reason: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.standby, reason: STANDBY_MESSAGES.standbyAgainReason });

    // Released in turn: the 1,200 bid stood by before and left, and 1,050 is the booked operator's own.
    expect((await x.release(x.op2.token, ids[1100]!)).status).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Unsuccessful' });
  });
});

describe('when an admin voids the award', () => {
  it('before confirmation: the bid ends Void, its operator and the client are told why, and the standby is offered it', async () => {
    const { c, ids } = await x.awarded();
    // Only admins may: the client is not offered the action.
    const forClient = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: x.t.client });
    expect(forClient.body.actions.map((a: { actionName: string }) => a.actionName)).not.toContain('Void Award');
    expect((await x.adminAction(c.id, 'PendingConfirmation', 'Void Award')).status).toBe(400);
    expect(await x.statuses(c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'New', 1200: 'Standby' });

    const voided = await x.adminAction(c.id, 'PendingConfirmation', 'Void Award', 'Operator documents not current');
    expect(voided.status, voided.text).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Void', 1050: 'New', 1100: 'New', 1200: 'Standby' });
    const charter = (await s.pool.query(`select status, bidder_id, price from charter_requests where id = $1`, [c.id])).rows[0];
    expect(charter).toEqual({ status: 'Approved', bidder_id: null, price: null });
    expect(await x.offeredHours(ids[1200]!)).toBeGreaterThan(3.9);

    const job = `JB${c.jobReference}`;
    const mails = await x.queued(c.id, ids[1000]!);
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['client@demo.test', `The award of ${job} was voided`],
        ['supplier1@demo.test', `Your award of ${job} was voided`],
      ]),
    );
    expect(mails.find((m) => m.subject === `Your award of ${job} was voided`)?.text).toContain('Operator documents not current');
    // Not the operator's own decline: that e-mail follows the Decline Charter action only.
    expect(mails.map((m) => m.subject)).not.toContain(`The operator cannot fly ${job}`);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1000]}`, { token: x.t.admin })).body as {
      actionName: string;
      reason: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: 'Void Award', reason: 'Operator documents not current' });

    expect((await x.take(x.op2.token, ids[1200]!)).status).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Void', 1050: 'Standby', 1100: 'New', 1200: 'Accepted' });
  });

  it("after confirmation: the booked operator's flags go with it and the standby is offered the charter", async () => {
    const { c, ids } = await x.awarded();
    expect((await x.operatorAction(x.op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    await s.pool.query(`update charter_requests set feasibility_flag = 'Fewer seats than passengers' where id = $1`, [c.id]);
    const voided = await x.adminAction(c.id, 'Confirmed', 'Void Award', 'Requested by the operator');
    expect(voided.status, voided.text).toBe(200);
    expect(await x.statuses(c)).toEqual({ 1000: 'Void', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Standby' });
    const charter = (await s.pool.query(`select status, bidder_id, feasibility_flag from charter_requests where id = $1`, [c.id])).rows[0];
    expect(charter).toEqual({ status: 'Approved', bidder_id: null, feasibility_flag: null });
    expect(await x.offeredHours(ids[1200]!)).toBeGreaterThan(3.9);
    expect((await x.take(x.op2.token, ids[1200]!)).status).toBe(200);
    expect((await x.operatorAction(x.op2, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
  });
});
