import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { confirmedCharter, laterFirstSector, readyOperators, type Operator } from '../../../tests/change-fixtures.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const ask = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/newChangeCharter', { token, body });
const decide = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/updateChangeCharter', { token, body });
const view = (token: string, id: string) => s.call('GET', `/api/charterRequest/changeCharter/${id}`, { token });
const list = (token: string, tab: string, which = 'All') =>
  s.call('GET', `/api/charterRequest/changeCharterList/${which}/${tab}`, { token });
const row = async (id: string) =>
  (
    await s.pool.query(
      `select status, change_pending, change_charter_request_id, last_version, bidder_id, price::float8 as price,
         with_margin::float8 as with_margin, depart_time, bid_id from charter_requests where id = $1`,
      [id],
    )
  ).rows[0];

describe('change requests', () => {
  it('the operator asks for a later departure with a cost change; the client accepts; the old version is Superceded and links to the new one', async () => {
    const c = await confirmedCharter(s, op1, t.client!);
    const sectors = await laterFirstSector(s, c.id, 3);
    const asked = await ask(op1.token, { charterRequestId: c.id, sectors, reason: 'Crew duty hours', cost: 1200 });
    expect(asked.status).toBe(200);
    const changeId = asked.body.result.id as string;

    // One change at a time; the banner's flag is on.
    const again = await ask(t.client!, { charterRequestId: c.id, sectors, reason: 'Another' });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['There is a change pending for this charter request.']);
    expect((await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t.client })).body.changePending).toBe(true);

    // The client sees prices with margin only; the operator its net prices only, and never the client.
    const forClient = (await view(t.client!, changeId)).body;
    expect(forClient).toMatchObject({ status: 'New', initiatedBy: 'Supplier', supplierInitiated: true, reason: 'Crew duty hours' });
    expect(forClient.money).toEqual({
      currency: 'AUD',
      originalCost: null,
      changeToCost: null,
      originalCostWithMargin: 1100,
      changeToCostWithMargin: 1320,
      changeInCost: true,
    });
    expect(forClient.permissions).toEqual({ canAccept: true, canDecline: true, canWithdraw: false, costOnAccept: false });
    expect(forClient.sectors[0].after.departTime).toBe(sectors[0]!.departTime);
    expect(forClient.sectors[0].before.departTime).toBe(c.departTime);
    const forOperator = await view(op1.token, changeId);
    expect(forOperator.body.money).toMatchObject({
      originalCost: 1000,
      changeToCost: 1200,
      originalCostWithMargin: null,
      changeToCostWithMargin: null,
    });
    expect(forOperator.body.permissions).toEqual({ canAccept: false, canDecline: false, canWithdraw: true, costOnAccept: false });
    const clientName = (
      await s.pool.query(`select company_name from clients c join users u on u.client_id = c.id where u.email = 'client@demo.test'`)
    ).rows[0].company_name as string;
    expect(forOperator.text).not.toContain(clientName);
    expect((await view(op2.token, changeId)).status).toBe(404);
    expect((await view(t.staff!, changeId)).status).toBe(404);
    const forAdmin = (await view(t.admin!, changeId)).body.money;
    expect([forAdmin.originalCost, forAdmin.changeToCost, forAdmin.changeToCostWithMargin]).toEqual([1000, 1200, 1320]);
    expect((await list(t.client!, 'LiveChange')).body.map((i: { id: string }) => i.id)).toContain(changeId);

    // The operator cannot accept its own change; the client does.
    expect((await decide(op1.token, { id: changeId, decision: 'Accept' })).status).toBe(403);
    const accepted = await decide(t.client!, { id: changeId, decision: 'Accept' });
    expect(accepted.status).toBe(200);
    const newId = accepted.body.result.changedCharterRequestId as string;
    const newJob = accepted.body.result.changedJobReference as number;
    expect(accepted.body.messages).toEqual(['Change accepted.', `The charter continues as JB${newJob}.`]);

    const old = await row(c.id);
    expect(old).toMatchObject({ status: 'Superceded', change_pending: false, change_charter_request_id: newId, price: 1000 });
    const changed = await row(newId);
    expect(changed).toMatchObject({ status: 'Confirmed', last_version: c.id, bidder_id: op1.supplierId, price: 1200, with_margin: 1320 });
    expect(new Date(changed.depart_time).toISOString()).toBe(sectors[0]!.departTime);
    expect((await s.pool.query(`select status from bids where id = $1`, [changed.bid_id])).rows[0].status).toBe('Confirmed');
    const found = await s.call('GET', `/api/charterRequest/jobLookup/${newJob}`, { token: t.client });
    expect(found.body.map((j: { id: string }) => j.id)).toContain(newId);

    // Both versions read as linked; the operator flies the new one with the later departure.
    const oldDetail = (await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t.client })).body;
    expect([oldDetail.status, oldDetail.changeCharterRequestId, oldDetail.changePending]).toEqual(['Superceded', newId, false]);
    const newForOperator = (await s.call('GET', `/api/charterRequest/full/${newId}`, { token: op1.token })).body;
    expect(newForOperator).toMatchObject({ status: 'Confirmed', lastVersion: c.id, price: 1200, withMargin: null, clientName: null });
    expect(newForOperator.award.routes[0].departTime).toBe(sectors[0]!.departTime);
    expect((await s.call('GET', `/api/charterRequest/full/${newId}`, { token: t.client })).body).toMatchObject({
      withMargin: 1320,
      price: null,
    });

    // The timeline of both, and e-mails to both parties.
    const oldTimeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.client })).body;
    expect(oldTimeline.at(-1)).toMatchObject({
      actionName: 'Change Accepted',
      oldStatus: 'Confirmed',
      newStatus: 'Superceded',
      reason: `Superseded by JB${newJob}`,
    });
    expect(oldTimeline.map((i: { actionName: string }) => i.actionName)).toContain('Change Requested');
    const newTimeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${newId}`, { token: t.client })).body;
    expect(newTimeline[0]).toMatchObject({ newStatus: 'Confirmed', reason: `Changed version of JB${c.jobReference}: Crew duty hours` });
    const subject = `The change to JB${c.jobReference} is accepted: now JB${newJob}`;
    await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === subject);
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === subject);
    await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `A change is requested on JB${c.jobReference}`);

    // Completed Changes list it with the new version; a decided change cannot be decided again.
    const done = (await list(t.client!, 'AllChanges')).body.find((i: { id: string }) => i.id === changeId);
    expect(done).toMatchObject({ status: 'Accepted', changedCharterId: newId, changedJobReference: newJob, initiatedBy: 'Supplier' });
    expect((await list(t.client!, 'LiveChange')).body.map((i: { id: string }) => i.id)).not.toContain(changeId);
    expect((await decide(t.client!, { id: changeId, decision: 'Decline', reason: 'Late' })).status).toBe(409);
  });

  it("the operator gives the cost when it accepts the client's change", async () => {
    const c = await confirmedCharter(s, op1, t.client!);
    const sectors = (await laterFirstSector(s, c.id, 0)).map((x) => ({ ...x, passengerNumber: 4 }));
    const withCost = await ask(t.client!, { charterRequestId: c.id, sectors, reason: 'Two more passengers', cost: 10 });
    expect(withCost.status).toBe(400);
    expect(withCost.body.messages).toEqual(['The operator gives the cost of a change.']);
    const asked = await ask(t.client!, { charterRequestId: c.id, sectors, reason: 'Two more passengers' });
    expect(asked.status).toBe(200);
    const id = asked.body.result.id as string;
    const forOperator = (await view(op1.token, id)).body;
    expect(forOperator).toMatchObject({ initiatedBy: 'Client', clientInitiated: true });
    expect(forOperator.permissions).toEqual({ canAccept: true, canDecline: true, canWithdraw: false, costOnAccept: true });
    expect((await decide(t.client!, { id, decision: 'Accept' })).status).toBe(403);
    const noCost = await decide(op1.token, { id, decision: 'Accept' });
    expect(noCost.status).toBe(400);
    expect(noCost.body.messages).toEqual(['Please give the new cost.']);
    const ok = await decide(op1.token, { id, decision: 'Accept', cost: 1100 });
    expect(ok.status).toBe(200);
    const changed = await row(ok.body.result.changedCharterRequestId);
    expect([changed.price, changed.with_margin]).toEqual([1100, 1210]);
    const pax = await s.pool.query(`select passenger_number from charter_routes where charter_request_id = $1`, [
      ok.body.result.changedCharterRequestId,
    ]);
    expect(pax.rows.map((r) => r.passenger_number)).toEqual([4]);
  });

  it('a decline needs a reason and keeps the charter as it was; the maker may withdraw', async () => {
    const c = await confirmedCharter(s, op1, t.client!);
    const sectors = await laterFirstSector(s, c.id, 2);
    const id = (await ask(op1.token, { charterRequestId: c.id, sectors, reason: 'Fog', cost: 1000 })).body.result.id as string;
    const noReason = await decide(t.client!, { id, decision: 'Decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.messages).toEqual(['Please give a reason for declining.']);
    expect((await decide(t.client!, { id, decision: 'Withdraw' })).status).toBe(403);
    const declined = await decide(t.client!, { id, decision: 'Decline', reason: 'We cannot leave later' });
    expect(declined.status).toBe(200);
    expect(await row(c.id)).toMatchObject({ status: 'Confirmed', change_pending: false, change_charter_request_id: null, price: 1000 });
    expect((await view(op1.token, id)).body).toMatchObject({
      status: 'Declined',
      decisionReason: 'We cannot leave later',
      changedCharter: null,
    });
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === `The change to JB${c.jobReference} was declined`);

    // A new change may be asked once the last is decided; its maker withdraws it.
    const second = (await ask(t.client!, { charterRequestId: c.id, sectors, reason: 'Later please' })).body.result.id as string;
    expect((await decide(op1.token, { id: second, decision: 'Withdraw' })).status).toBe(403);
    expect((await decide(t.client!, { id: second, decision: 'Withdraw', reason: 'Plans changed' })).status).toBe(200);
    expect(await row(c.id)).toMatchObject({ status: 'Confirmed', change_pending: false });
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body;
    expect(timeline.slice(-2).map((i: { actionName: string }) => i.actionName)).toEqual(['Change Requested', 'Change Withdrawn']);
  });

  it('only the charter’s parties ask, only on a Confirmed charter, and only for a real change', async () => {
    const c = await confirmedCharter(s, op1, t.client!);
    const sectors = await laterFirstSector(s, c.id, 1);
    expect((await ask(op2.token, { charterRequestId: c.id, sectors, reason: 'x', cost: 900 })).status).toBe(404);
    expect((await ask(t.staff!, { charterRequestId: c.id, sectors, reason: 'x' })).status).toBe(404);
    expect((await ask(t.charteradmin!, { charterRequestId: c.id, sectors, reason: 'x' })).status).toBe(403);
    const noCost = await ask(op1.token, { charterRequestId: c.id, sectors, reason: 'x' });
    expect([noCost.status, noCost.body.messages]).toEqual([400, ['Please give the new cost.']]);
    const same = await ask(op1.token, { charterRequestId: c.id, sectors: await laterFirstSector(s, c.id, 0), reason: 'x', cost: 1000 });
    expect([same.status, same.body.messages]).toEqual([400, ['Please change a sector or the cost.']]);
    const wrong = await ask(t.client!, { charterRequestId: c.id, sectors: [{ ...sectors[0]!, order: 5 }], reason: 'x' });
    expect([wrong.status, wrong.body.messages]).toEqual([400, ['The sectors do not match this charter.']]);
    const noReason = await ask(t.client!, { charterRequestId: c.id, sectors, reason: ' ' });
    expect([noReason.status, noReason.body.messages]).toEqual([400, ['Please say what the change is for.']]);

    await s.pool.query(`update charter_requests set status = 'Finished' where id = $1`, [c.id]);
    const finished = await ask(t.client!, { charterRequestId: c.id, sectors, reason: 'x' });
    expect([finished.status, finished.body.messages]).toEqual([409, ['Only a confirmed charter can be changed.']]);
    await s.pool.query(`update charter_requests set status = 'Confirmed' where id = $1`, [c.id]);

    // An admin's edit goes the same way: the client side decides it.
    const byAdmin = await ask(t.admin!, { charterRequestId: c.id, sectors, reason: 'Airport curfew', cost: 1000 });
    expect(byAdmin.status).toBe(200);
    const v = (await view(t.client!, byAdmin.body.result.id)).body;
    expect([v.initiatedBy, v.supplierInitiated, v.clientInitiated, v.permissions.canAccept, v.money.changeInCost]).toEqual([
      'Admin',
      false,
      false,
      true,
      false,
    ]);
    expect((await decide(op1.token, { id: byAdmin.body.result.id, decision: 'Accept' })).status).toBe(403);
    // Another operator does not list it; the department above the client does not reach the client's own charter.
    expect((await list(op2.token, 'LiveChange')).body.map((i: { id: string }) => i.id)).not.toContain(byAdmin.body.result.id);
    expect((await list(op1.token, 'LiveChange')).body.map((i: { id: string }) => i.id)).toContain(byAdmin.body.result.id);
    expect((await list(t.department!, 'LiveChange')).body.map((i: { id: string }) => i.id)).not.toContain(byAdmin.body.result.id);
    expect((await list(t.client!, 'Nope')).status).toBe(404);
  });
});
