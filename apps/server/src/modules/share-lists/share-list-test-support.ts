import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../tests/harness.js';
import { clearCharters, insertCharter } from '../../../tests/charter-fixtures.js';
import { addDepartmentWithStaff, idsOf } from '../../../tests/factories.js';
import { insertPurchase, insertShare } from '../../../tests/share-fixtures.js';

/**
 * The share lists' tests' world, set up before the file's tests and closed after them: the qGov
 * client (Q) with a department (D) and its staff member (S), the Generic demo client (G) that
 * sells seats Q's people buy, and two operators.
 */
const w = { s: undefined as unknown as TestServer };
/** Tokens by who, shares and purchases by fixture name, job references by charter. */
export const t: Record<string, string> = {};
export const sh: Record<string, string> = {};
export const p: Record<string, string> = {};
export const jobs: Record<string, number> = {};

const DAY = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY);

export function shareListWorld(): { s: TestServer } {
  beforeAll(async () => {
    w.s = await startTestServer();
    await clearCharters(w.s.pool);
    const q = await idsOf(w.s, 'qgov@demo.test');
    const g = await idsOf(w.s, 'client@demo.test');
    const op1 = (await idsOf(w.s, 'supplier1@demo.test')).supplierId!;
    const op2 = (await idsOf(w.s, 'supplier2@demo.test')).supplierId!;
    const d = await addDepartmentWithStaff(w.s, {
      clientId: q.clientId!,
      departmentName: 'Retrieval Services',
      staffEmail: 'qstaff@share.test',
      password: DEMO_PASSWORD,
      hash: hashPassword,
    });
    await w.s.pool.query(
      `insert into users (email, role, client_id, client_department_id, password_hash) values ('qdept@share.test', 'ClientDepartment', $1, $2, $3)`,
      [q.clientId, d.departmentId, await hashPassword(DEMO_PASSWORD)],
    );
    for (const who of [
      'admin@demo.test',
      'charteradmin@demo.test',
      'qgov@demo.test',
      'client@demo.test',
      'supplier1@demo.test',
      'supplier2@demo.test',
    ]) {
      t[who.split('@')[0]!] = (await w.s.member(who)).token;
    }
    t.qdept = (await w.s.member('qdept@share.test')).token;
    t.qstaff = (await w.s.member('qstaff@share.test')).token;

    const qOwn = await insertCharter(w.s.pool, {
      clientId: q.clientId!,
      status: 'Confirmed',
      bidderId: op1,
      routes: [
        { from: 'Brisbane', to: 'Longreach', departTime: future(5) },
        { from: 'Longreach', to: 'Winton', departTime: future(6) },
        { from: 'Winton', to: 'Mount Isa', departTime: future(7) },
        { from: 'Mount Isa', to: 'Cairns', departTime: future(8) },
      ],
    });
    const qDept = await insertCharter(w.s.pool, {
      clientId: q.clientId!,
      clientDepartmentId: d.departmentId,
      status: 'Confirmed',
      bidderId: op2,
      routes: [{ from: 'Townsville', to: 'Weipa', departTime: future(9) }],
    });
    const qStaff = await insertCharter(w.s.pool, {
      clientId: q.clientId!,
      clientDepartmentId: d.departmentId,
      clientStaffId: d.staffId,
      status: 'Confirmed',
      bidderId: op2,
      routes: [{ from: 'Mackay', to: 'Emerald', departTime: future(10) }],
    });
    const gOwn = await insertCharter(w.s.pool, {
      clientId: g.clientId!,
      status: 'Confirmed',
      bidderId: op1,
      routes: [
        { from: 'Gladstone', to: 'Rockhampton', departTime: future(4) },
        { from: 'Rockhampton', to: 'Bundaberg', departTime: future(11) },
        { from: 'Bundaberg', to: 'Roma', departTime: new Date(Date.now() - DAY) },
      ],
    });
    const gBidding = await insertCharter(w.s.pool, {
      clientId: g.clientId!,
      status: 'Live',
      biddingEndsAt: future(2),
      routes: [{ from: 'Toowoomba', to: 'Charleville', departTime: future(12) }],
    });
    Object.assign(jobs, { qOwn: qOwn.jobReference, gOwn: gOwn.jobReference });

    sh.qLive = await insertShare(w.s.pool, { charterRequestId: qOwn.id, order: 0, seatsAvailable: 3, purchasedSeats: 1 });
    sh.qConfirmed = await insertShare(w.s.pool, {
      charterRequestId: qOwn.id,
      order: 1,
      status: 'Confirmed',
      seatsAvailable: 0,
      purchasedSeats: 2,
    });
    sh.qOff = await insertShare(w.s.pool, { charterRequestId: qOwn.id, order: 2, enabled: false });
    sh.qSoldOut = await insertShare(w.s.pool, { charterRequestId: qOwn.id, order: 3, seatsAvailable: 0, purchasedSeats: 4 });
    sh.dLive = await insertShare(w.s.pool, { charterRequestId: qDept.id, seatsAvailable: 2, costPerSeat: 420.5 });
    sh.sConfirmed = await insertShare(w.s.pool, { charterRequestId: qStaff.id, status: 'Confirmed' });
    sh.gLive = await insertShare(w.s.pool, { charterRequestId: gOwn.id, order: 0, seatsAvailable: 5, purchasedSeats: 2 });
    sh.gConfirmed = await insertShare(w.s.pool, { charterRequestId: gOwn.id, order: 1, status: 'Confirmed' });
    sh.gDeparted = await insertShare(w.s.pool, { charterRequestId: gOwn.id, order: 2 });
    sh.gBidding = await insertShare(w.s.pool, { charterRequestId: gBidding.id });

    const buyer = { buyerClientId: q.clientId };
    p.byDept = await insertPurchase(w.s.pool, { shareId: sh.gLive, ...buyer, buyerClientDepartmentId: d.departmentId, status: 'New' });
    p.byStaff = await insertPurchase(w.s.pool, {
      shareId: sh.gLive,
      ...buyer,
      buyerClientDepartmentId: d.departmentId,
      buyerClientStaffId: d.staffId,
      status: 'Pending',
    });
    p.byClient = await insertPurchase(w.s.pool, { shareId: sh.gConfirmed, ...buyer, status: 'Confirmed' });
    p.declined = await insertPurchase(w.s.pool, { shareId: sh.gDeparted, ...buyer, status: 'Declined' });
    p.toDecide = await insertPurchase(w.s.pool, { shareId: sh.qLive, buyerClientId: g.clientId, status: 'New' });
    p.cancelled = await insertPurchase(w.s.pool, { shareId: sh.dLive, buyerClientId: g.clientId, status: 'Cancelled' });
  }, 60_000);

  afterAll(async () => {
    await w.s?.close();
  });
  return w;
}
