import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { takeCharterAction } from '../../tests/charter-actions.js';
import { insertCharter } from '../../tests/charter-fixtures.js';
import { createCharter, departIn, idsOf, newCharterBody, passenger, sector } from '../../tests/factories.js';
import { bidBody, liveCharter, placeBid, readyOperators } from '../modules/bids/bid-test-support.js';

/**
 * Which operators the marketplace e-mails, and at which addresses: a new charter
 * only to the active operators whose filters take it (the same rule as their Live lists), every
 * operator e-mail also to the operator's secondary addresses, the bid confirmation unless turned
 * off, manifest changes to the awarded operator that asked for them, and the client's notes for
 * suppliers without the client's name.
 */

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
let supplier2: string;
const COPY = 'ops-desk@outback.test';
const NOTES = 'Gate 4 only after 6am. Ask for the duty manager on arrival.';
let clientCompany: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = (await idsOf(s, 'supplier1@demo.test')).supplierId!;
  supplier2 = (await idsOf(s, 'supplier2@demo.test')).supplierId!;
  const added = await s.call('POST', '/api/suppliers/addSecondaryEmail', {
    token: t.supplier1,
    body: { supplierId: supplier1, email: COPY },
  });
  expect(added.status).toBe(200);
  const client = (await idsOf(s, 'client@demo.test')).clientId!;
  await s.pool.query(`update clients set notes_for_supplier = $2 where id = $1`, [client, NOTES]);
  clientCompany = (await s.pool.query(`select company_name from clients where id = $1`, [client])).rows[0].company_name;
});
afterAll(async () => {
  await s?.close();
});

// The demo operators as seeded: Outback Air (supplier1) flies passengers and freight, Coral Coast
// (supplier2) passengers only; both Generic, no location or passenger filters.
beforeEach(async () => {
  await s.pool.query(
    `update suppliers set status = 'Active', location_filter_enabled = false, filter_location = '', passenger_range_filter_enabled = false,
       min_passengers = 0, max_passengers = 0, do_not_send_bid_confirmation = false, notify_of_manifest_changes = false,
       client_types = case when id = $1 then 'Generic, QGov' else 'Generic' end,
       charter_types = case when id = $1 then 'Passenger,Freight' else 'Passenger' end
     where id in ($1, $2)`,
    [supplier1, supplier2],
  );
});

/** The addresses the outbox holds for one e-mail (by its log name) about one item, sorted. */
const queuedTo = async (entityId: string, name: string) =>
  (
    await s.pool.query(
      `select payload->'message'->>'to' as "to" from outbox where payload->'log'->>'entityId' = $1 and payload->'log'->>'name' = $2 order by 1`,
      [entityId, name],
    )
  ).rows.map((r) => r.to as string);

async function openBidding(id: string, extra: Record<string, unknown>) {
  const res = await takeCharterAction(s, t.admin!, id, 'Open Bidding', extra);
  expect(res.status, res.text).toBe(200);
}
const biddingEnd = () => ({ biddingEndDate: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() });
const NEW_CHARTER = 'New charter to bid on';
const liveIds = async (token: string) =>
  ((await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token })).body.items as { id: string }[]).map((i) => i.id);

describe('"New charter" reaches exactly the operators who may bid', () => {
  it('a Freight request: only the operator taking Freight, and a copy to its secondary address; the other nothing', async () => {
    const c = await insertCharter(s.pool);
    await s.pool.query(`update charter_requests set charter_type = 'Freight', charter_sub_type = 'Mining Equipment' where id = $1`, [c.id]);
    await openBidding(c.id, biddingEnd());

    expect(await queuedTo(c.id, NEW_CHARTER)).toEqual([COPY, 'supplier1@demo.test']);
    const job = `JB${c.jobReference}`;
    const mail = await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject.startsWith(`New charter ${job}`));
    const copy = await s.smtp.waitFor((m) => m.to.includes(COPY) && m.subject.startsWith(`New charter ${job}`));
    expect(copy.text).toBe(mail.text);
    // The client's notes for suppliers go with it, never the client's name.
    expect(mail.text).toContain(`Notes for Supplier: ${NOTES}`);
    expect(mail.text + mail.subject).not.toContain(clientCompany);
    // The same operators as the Live lists show it to.
    expect(await liveIds(t.supplier1!)).toContain(c.id);
    expect(await liveIds(t.supplier2!)).not.toContain(c.id);

    // The message log keeps each copy with its address, on the operator's log.
    await expect
      .poll(
        async () =>
          (await s.pool.query(`select count(*)::int as n from message_logs where entity_id = $1 and name = $2`, [c.id, NEW_CHARTER]))
            .rows[0].n,
      )
      .toBe(2);
    const logged = await s.pool.query(
      `select to_email, supplier_id, user_id is not null as by_user from message_logs where entity_id = $1 and name = $2 order by to_email`,
      [c.id, NEW_CHARTER],
    );
    expect(logged.rows).toEqual([
      { to_email: COPY, supplier_id: supplier1, by_user: false },
      { to_email: 'supplier1@demo.test', supplier_id: supplier1, by_user: true },
    ]);
    const own = await s.call('GET', '/api/suppliers/messages', { token: t.supplier1 });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain(COPY);
  });

  it('a QGov request opened to some states: only operators taking QGov and based in one of them', async () => {
    // supplier1 takes QGov but is based in QLD; supplier2 is in NSW, first without QGov, then with it.
    await s.pool.query(`update suppliers set filter_location = 'QLD' where id = $1`, [supplier1]);
    await s.pool.query(`update suppliers set filter_location = 'NSW,VIC' where id = $1`, [supplier2]);
    const qgov = () => insertCharter(s.pool, { clientEmail: 'qgov@demo.test', routes: [{ fromState: 'QLD', toState: 'NSW' }] });

    const first = await qgov();
    await openBidding(first.id, { states: ['NSW'] });
    expect(await queuedTo(first.id, NEW_CHARTER)).toEqual([]);

    await s.pool.query(`update suppliers set client_types = 'Generic, QGov' where id = $1`, [supplier2]);
    const second = await qgov();
    await openBidding(second.id, { states: ['NSW'] });
    expect(await queuedTo(second.id, NEW_CHARTER)).toEqual(['supplier2@demo.test']);
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject.startsWith(`New charter JB${second.jobReference}`));
    expect(await liveIds(t.supplier2!)).toContain(second.id);
    expect(await liveIds(t.supplier1!)).not.toContain(second.id);

    // Opened to QLD instead, it is supplier1's (and its secondary address's) alone.
    const third = await qgov();
    await openBidding(third.id, { states: ['QLD'] });
    expect(await queuedTo(third.id, NEW_CHARTER)).toEqual([COPY, 'supplier1@demo.test']);
  });

  it('location and passenger filters decide as well', async () => {
    const c = await insertCharter(s.pool, { routes: [{ fromState: 'QLD', toState: 'NT' }] });
    await s.pool.query(`update charter_requests set passenger_count = 12 where id = $1`, [c.id]);
    await s.pool.query(`update suppliers set location_filter_enabled = true, filter_location = 'WA' where id = $1`, [supplier1]);
    await s.pool.query(`update suppliers set passenger_range_filter_enabled = true, min_passengers = 1, max_passengers = 8 where id = $1`, [
      supplier2,
    ]);
    await openBidding(c.id, biddingEnd());
    expect(await queuedTo(c.id, NEW_CHARTER)).toEqual([]);

    await s.pool.query(`update suppliers set filter_location = 'WA,NT' where id = $1`, [supplier1]);
    await s.pool.query(`update suppliers set max_passengers = 12 where id = $1`, [supplier2]);
    const d = await insertCharter(s.pool, { routes: [{ fromState: 'QLD', toState: 'NT' }] });
    await s.pool.query(`update charter_requests set passenger_count = 12 where id = $1`, [d.id]);
    await openBidding(d.id, biddingEnd());
    expect(await queuedTo(d.id, NEW_CHARTER)).toEqual([COPY, 'supplier1@demo.test', 'supplier2@demo.test']);
  });

  it('inactive operators and inactive users get nothing', async () => {
    // A second, inactive sign-in of supplier1, and supplier2 made Inactive.
    await s.pool.query(
      `insert into users (email, password_hash, role, supplier_id, status)
       select 'former-pilot@outback.test', password_hash, 'Supplier', supplier_id, 'Inactive' from users where email = 'supplier1@demo.test'`,
    );
    await s.pool.query(`update suppliers set status = 'Inactive' where id = $1`, [supplier2]);
    const c = await insertCharter(s.pool);
    await openBidding(c.id, biddingEnd());
    expect(await queuedTo(c.id, NEW_CHARTER)).toEqual([COPY, 'supplier1@demo.test']);

    // An inactive operator's secondary addresses get nothing either.
    await s.pool.query(`update suppliers set status = 'Inactive' where id = $1`, [supplier1]);
    await s.pool.query(`update suppliers set status = 'Active' where id = $1`, [supplier2]);
    const d = await insertCharter(s.pool);
    await openBidding(d.id, biddingEnd());
    expect(await queuedTo(d.id, NEW_CHARTER)).toEqual(['supplier2@demo.test']);
  });
});

describe("the client's notes for suppliers", () => {
  it("reach the operator's and the admin's charter detail (the department's when it wrote some), never the client side or the client's name", async () => {
    const c = await insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + 24 * 3600 * 1000) });
    const detail = await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t.supplier1 });
    expect(detail.status).toBe(200);
    expect(detail.body.notesForSupplier).toBe(NOTES);
    expect(detail.text).not.toContain(clientCompany);
    expect((await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t.admin })).body.notesForSupplier).toBe(NOTES);
    const client = (await s.member('client@demo.test')).token;
    expect((await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: client })).body.notesForSupplier).toBeNull();

    // A department's charter carries the department's own notes when it has some, else the client's.
    const staffCharter = await insertCharter(s.pool, {
      clientEmail: 'staff@demo.test',
      status: 'Live',
      biddingEndsAt: new Date(Date.now() + 24 * 3600 * 1000),
    });
    const notesOf = async () =>
      (await s.call('GET', `/api/charterRequest/full/${staffCharter.id}`, { token: t.supplier1 })).body.notesForSupplier;
    expect(await notesOf()).toBe(NOTES);
    const department = (await idsOf(s, 'department@demo.test')).clientDepartmentId!;
    await s.pool.query(`update client_departments set notes_for_supplier = 'Mine site induction needed' where id = $1`, [department]);
    expect(await notesOf()).toBe('Mine site induction needed');
    await s.pool.query(`update client_departments set notes_for_supplier = '' where id = $1`, [department]);
  });
});

describe('bid e-mails', () => {
  it('doNotSendBidConfirmation: that operator gets no "Bid received", the other does (with its secondary address)', async () => {
    const { op1, op2 } = await readyOperators(s);
    await s.pool.query(`update suppliers set do_not_send_bid_confirmation = true where id = $1`, [op2.supplierId]);
    const c = await liveCharter(s);
    expect((await placeBid(s, op1.token, bidBody(c, op1, { idempotencyKey: randomUUID() }))).status).toBe(200);
    expect((await placeBid(s, op2.token, bidBody(c, op2, { idempotencyKey: randomUUID() }))).status).toBe(200);
    expect(await queuedTo(c.id, 'Bid received')).toEqual([COPY, 'supplier1@demo.test']);
    await s.smtp.waitFor((m) => m.to.includes(COPY) && m.subject === `Bid received for JB${c.jobReference}`);

    // The other operator's bid stands by (ADR 0048): it hears so at its addresses, and is not told
    // "not successful" when the charter is confirmed, since it may still be offered the charter.
    await s.pool.query(`update suppliers set do_not_send_bid_confirmation = false where id = $1`, [op2.supplierId]);
    const op2Bid = (await s.pool.query(`select id from bids where charter_request_id = $1 and bidder_id = $2`, [c.id, op2.supplierId]))
      .rows[0].id;
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    const client = (await s.member('client@demo.test')).token;
    const accepted = await s.call('POST', '/api/charterRequest/acceptBid', { token: client, body: { bidId: op2Bid, termsAccepted: true } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await queuedTo(c.id, 'Bid accepted')).toEqual(['supplier2@demo.test']);
    const confirmed = await takeCharterAction(s, op2.token, c.id, 'Confirm Charter', { termsAccepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await queuedTo(c.id, 'Bid not successful')).toEqual([]);
    const op1Bid = (
      await s.pool.query(`select id, status from bids where charter_request_id = $1 and bidder_id = $2`, [c.id, op1.supplierId])
    ).rows[0];
    expect(op1Bid.status).toBe('Standby');
    expect(await queuedTo(op1Bid.id, 'Bid on standby')).toEqual([COPY, 'supplier1@demo.test']);
  });
});

describe('manifest changes', () => {
  /** A charter awarded to supplier1, saved through the API so it has real sectors. */
  async function awardedCharter() {
    const client = (await s.member('client@demo.test')).token;
    const { id, jobReference } = await createCharter(s, client, {
      activeTab: 'Return',
      routes: [sector('BNE', 'LRE', departIn(5), { manifest: [passenger()] }), sector('LRE', 'BNE', departIn(6))],
    });
    await s.pool.query(`update charter_requests set status = 'Confirmed', bidder_id = $2 where id = $1`, [id, supplier1]);
    const full = (await s.call('GET', `/api/charterRequest/full/${id}`, { token: t.admin })).body;
    return { id, jobReference, full };
  }
  const MANIFEST_CHANGED = 'Manifest changed';

  it('notifyOfManifestChanges on: updateManifest e-mails the awarded operator who was added, removed and changed', async () => {
    await s.pool.query(`update suppliers set notify_of_manifest_changes = true where id = $1`, [supplier1]);
    const { id, jobReference, full } = await awardedCharter();
    const kept = full.routes[0].manifest[0];
    const res = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.admin,
      body: {
        charterRequestId: id,
        routes: [
          {
            routeId: full.routes[0].id,
            manifest: [
              { ...passenger(), id: kept.id, contactNumber: '0499 000 111' },
              passenger({ passengerName: 'Zed Newman', emailAddress: 'zed@demo.test' }),
            ],
          },
          { routeId: full.routes[1].id, manifest: [passenger({ passengerName: 'Ava Return' })] },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await queuedTo(id, MANIFEST_CHANGED)).toEqual([COPY, 'supplier1@demo.test']);
    const mail = await s.smtp.waitFor(
      (m) => m.to.includes('supplier1@demo.test') && m.subject === `Passenger list changed for JB${jobReference}`,
    );
    expect(mail.text).toContain('Sector 1: Brisbane to Longreach: 1 to 2 passenger(s)');
    expect(mail.text).toContain('Added: Zed Newman');
    expect(mail.text).toContain('Changed: Jordan Driller (contact number)');
    expect(mail.text).toContain('Sector 2: Longreach to Brisbane: 0 to 1 passenger(s)');
    expect(mail.text).toContain('Added: Ava Return');
    expect(mail.text).not.toContain(clientCompany);

    // Saving the same lists again changes nothing and sends nothing; removing someone does.
    const again = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.admin,
      body: { charterRequestId: id, routes: [{ routeId: full.routes[1].id, manifest: [passenger({ passengerName: 'Ava Return' })] }] },
    });
    expect(again.status).toBe(200);
    expect(await queuedTo(id, MANIFEST_CHANGED)).toHaveLength(2);
    await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.admin,
      body: { charterRequestId: id, routes: [{ routeId: full.routes[1].id, manifest: [] }] },
    });
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.text.includes('Removed: Ava Return'));
  });

  it('notifyOfManifestChanges on: a full save (award awaiting confirmation) that changes the manifest e-mails it too', async () => {
    await s.pool.query(`update suppliers set notify_of_manifest_changes = true where id = $1`, [supplier1]);
    const { id, jobReference, full } = await awardedCharter();
    // Once Confirmed a charter is changed only by change requests; before that an admin still saves it whole.
    await s.pool.query(`update charter_requests set status = 'PendingConfirmation' where id = $1`, [id]);
    const routes = [
      { ...sector('BNE', 'LRE', departIn(5)), id: full.routes[0].id, manifest: [] },
      { ...sector('LRE', 'BNE', departIn(6)), id: full.routes[1].id, manifest: [passenger({ passengerName: 'Kim Ng' })] },
    ];
    const clientId = (await idsOf(s, 'client@demo.test')).clientId!;
    const res = await s.call('POST', '/api/charterRequest/updateCharterRequest', {
      token: t.admin,
      body: { ...newCharterBody({ clientId, activeTab: 'Return', routes }), id },
    });
    expect(res.status, res.text).toBe(200);
    const mail = await s.smtp.waitFor((m) => m.to.includes(COPY) && m.subject === `Passenger list changed for JB${jobReference}`);
    expect(mail.text).toContain('Removed: Jordan Driller');
    expect(mail.text).toContain('Added: Kim Ng');
  });

  it('notifyOfManifestChanges off: nothing', async () => {
    const { id, full } = await awardedCharter();
    const res = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.admin,
      body: { charterRequestId: id, routes: [{ routeId: full.routes[0].id, manifest: [passenger({ passengerName: 'Zed Newman' })] }] },
    });
    expect(res.status).toBe(200);
    expect(await queuedTo(id, MANIFEST_CHANGED)).toEqual([]);
  });
});
