import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { biddingEnd, needsBids } from '@charter/shared';
import { ComplianceWatchJob } from './jobs/compliance-watch.js';
import { withDemoMembers } from '../tests/demo-members.js';
import type { TestServer } from '../tests/harness.js';

let s: TestServer;
const { t, ids } = withDemoMembers((server) => (s = server));

type Item = {
  id: string;
  jobReference: number;
  status: string;
  from: string;
  to: string;
  bidCount: number;
  createdAt: string;
  [k: string]: any;
};

async function list(who: string, path: string, query = ''): Promise<Item[]> {
  const res = await s.call('GET', `/api/charterRequest/${path}?limit=100${query}`, { token: t[who] });
  expect(res.status, `${who} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.items;
}

const places = (items: Item[]) => items.map((i) => `${i.from} -> ${i.to}`).sort();

/**
 * What each demo sign-in finds to do right after a fresh start (README "Demo sign-ins"): the
 * template database every test file clones holds the demo world exactly as `npm start` seeds it.
 */
describe('the demo world', () => {
  it('gives admins and charter admins Pending requests to open for bidding', async () => {
    for (const who of ['admin', 'charteradmin']) {
      const pending = await list(who, 'admin/all/New');
      expect(pending.map((i) => i.status)).toEqual(['Pending', 'Pending', 'Pending']);
      expect(places(pending)).toEqual([
        'Brisbane Airport (BNE) -> Longreach Airport (LRE)',
        'Karratha Airport (KTA) -> Perth Airport (PER)',
        'Perth Airport (PER) -> Kalgoorlie-Boulder Airport, Broadwood (KGI)',
      ]);
      const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${pending[0]!.id}`, { token: t[who] });
      expect(offered.body.actions.map((a: { actionName: string }) => a.actionName)).toContain('Open Bidding');
    }
    expect((await list('admin', 'admin/all/Live')).map((i) => i.bidCount).sort()).toEqual([0, 1, 1, 2]);
    expect(await list('admin', 'admin/all/Upcoming')).toHaveLength(3);
    // Completed holds the two flown a few weeks ago and, behind them, the year of history.
    const flown = await list('admin', 'admin/all/Completed', '&sort=departTime&dir=desc');
    expect(flown.length).toBeGreaterThan(50);
    expect(flown.every((i) => i.status === 'Finished' && new Date(i.departTime).getTime() < Date.now())).toBe(true);
  });

  it('gives the client, its department and staff member charters of their own in each state, and the client all of them', async () => {
    const tabs = async (who: string, scope: string) =>
      Object.fromEntries(
        await Promise.all(['New', 'Live', 'Upcoming'].map(async (tab) => [tab, (await list(who, `${scope}/${tab}`)).length])),
      );
    expect(await tabs('client', 'all/self')).toEqual({ New: 1, Live: 1, Upcoming: 1 });
    expect(await tabs('department', 'all/self')).toEqual({ New: 1, Live: 1, Upcoming: 2 });
    expect(await tabs('staff', 'all/self')).toEqual({ New: 1, Live: 2, Upcoming: 0 });
    expect(await tabs('department', 'all/department')).toEqual({ New: 2, Live: 3, Upcoming: 2 });
    expect(await tabs('client', 'all/client')).toEqual({ New: 3, Live: 4, Upcoming: 3 });
    // The QGov client has only its past year (admins booked it: its sign-in is the first-time user of the terms journey).
    expect(await tabs('qgov', 'all/client')).toEqual({ New: 0, Live: 0, Upcoming: 0 });
    // Each of them has flights of its own behind it, and closed requests.
    for (const [who, scope] of [
      ['client', 'all/self'],
      ['department', 'all/self'],
      ['staff', 'all/self'],
      ['qgov', 'all/client'],
    ] as const) {
      expect((await list(who, `${scope}/Completed`)).length, `${who} Completed`).toBeGreaterThan(10);
      expect((await list(who, `${scope}/Closed`)).length, `${who} Closed`).toBeGreaterThan(0);
    }
    // The lists' search reads each charter's search text: places, the owner's names, PO numbers.
    expect(places(await list('client', 'all/client/Live', '&search=mount%20isa'))).toEqual([
      'Brisbane Airport (BNE) -> Mount Isa Airport (ISA)',
    ]);
  });

  it('has Live bids a client can accept, ranked on read and priced with the default 10% margin', async () => {
    const [live] = await list('client', 'all/self/Live');
    expect(live!.bidCount).toBe(2);
    const bids = await s.call('GET', `/api/charterRequest/getBids/${live!.id}`, { token: t.client });
    expect(bids.status).toBe(200);
    expect(bids.body.map((b: any) => [b.rank, b.withMargin, b.price, b.status])).toEqual([
      [1, 8745, null, 'New'],
      [2, 9240, null, 'New'],
    ]);
    const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${live!.id}`, { token: t.client });
    expect(offered.body.actions.map((a: { actionName: string }) => a.actionName)).toContain('Accept Bid');
  });

  it("has a bid whose aircraft is too small for the charter's passenger list (ADR 0047)", async () => {
    const [live] = await list('department', 'all/self/Live');
    const bids = (await s.call('GET', `/api/charterRequest/getBids/${live!.id}`, { token: t.department })).body;
    expect(bids.map((b: any) => b.feasibility)).toEqual([
      expect.objectContaining({
        tone: 'red',
        sectors: [expect.objectContaining({ reasons: ['9 passengers, 7 seats', '925 kg to carry, 700 kg payload'] })],
      }),
    ]);
  });

  it('lets each operator bid at once on the Live charter it has not bid on yet', async () => {
    for (const who of ['supplier1', 'supplier2'] as const) {
      const supplierId = ids[who]!.supplierId!;
      const docs = await s.call('GET', `/api/suppliers/documents/${supplierId}`, { token: t[who] });
      // Its required documents (ADR 0043): the certificate with every aircraft ticked, the insurance with its cover.
      expect(docs.body).toEqual([
        expect.objectContaining({
          fileCategory: 'Air Operator Certificate',
          approved: true,
          status: 'Current',
          contentType: 'application/pdf',
          aircraft: [expect.objectContaining({ approved: true }), expect.objectContaining({ approved: true })],
        }),
        // Coral Coast's insurance runs out the day before its last booked flight: Nearly Expired, yet
        // it covers every Live charter, so it still bids.
        expect.objectContaining({
          fileCategory: 'Insurance Certificate',
          approved: true,
          status: who === 'supplier1' ? 'Current' : 'Nearly Expired',
          liabilityCover: 20_000_000,
        }),
      ]);
      const live = await list(who, 'supplierByStatus/Live');
      expect(live).toHaveLength(4);
      const mine = (await s.call('GET', '/api/suppliers/bids', { token: t[who] })).body as { charter: { id: string } }[];
      const open = live.filter((c) => !mine.some((b) => b.charter.id === c.id));
      expect(open).toHaveLength(1);

      const charter = (await s.call('GET', `/api/charterRequest/full/${open[0]!.id}`, { token: t[who] })).body;
      const fleet = await s.pool.query(`select id from aircraft where supplier_id = $1 order by license_number`, [supplierId]);
      const placed = await s.call('POST', '/api/suppliers/newBid', {
        token: t[who],
        body: {
          charterRequestId: charter.id,
          bidderId: supplierId,
          currency: 'AUD',
          price: 6000,
          inclusions: ['Fuel'],
          exclusions: ['GST'],
          notes: 'From the demo world',
          sameAircraft: true,
          idempotencyKey: randomUUID(),
          routes: charter.routes.map((r: { id: string; departTime: string }) => ({
            routeId: r.id,
            departTime: r.departTime,
            flightTime: '02:00',
            payload: 100,
            passengerLimit: 4,
            aircraft: [fleet.rows[0].id],
          })),
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
  });

  it('has booked charters awarded to an operator with its Confirmed bid, and flown ones on Completed', async () => {
    const [booked] = await list('client', 'all/self/Upcoming');
    expect(booked).toMatchObject({ status: 'Confirmed', withMargin: 13860, price: null, bidCount: 2 });
    expect(new Date(booked!.departTime).getTime()).toBeGreaterThan(Date.now());
    // Its departure is read in its airport's own zone (Perth: AWST).
    expect([booked!.from, booked!.departTimeZone]).toEqual([expect.stringMatching(/^Perth/), 'Australia/Perth']);
    const won = await list('supplier1', 'supplierByStatus/Upcoming');
    expect(won.map((i) => [i.id, i.price])).toEqual([[booked!.id, 12600]]);
    const bids = await s.call('GET', `/api/charterRequest/getBids/${booked!.id}`, { token: t.admin });
    expect(bids.body.map((b: any) => [b.supplier, b.status, b.price, b.withMargin])).toEqual([
      ['Outback Air Charter', 'Confirmed', 12600, 13860],
      // Coral Coast's Caravan stands by until the flight (ADR 0048).
      ['Coral Coast Aviation', 'Standby', 13100, 14410],
    ]);
    // The booked charter carries the winning bid: its aircraft on every sector.
    const award = (await s.call('GET', `/api/charterRequest/full/${booked!.id}`, { token: t.client })).body.award;
    expect(award.status).toBe('Confirmed');
    expect(award.routes.every((r: any) => r.aircraft.length === 1)).toBe(true);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${booked!.id}`, { token: t.admin });
    expect(timeline.body.map((i: any) => `${i.oldStatus} -> ${i.newStatus}: ${i.actionName} (${i.role})`)).toEqual([
      'New -> Pending: Created (Client)',
      'Pending -> Live: Open Bidding (Admin)',
      'Live -> Approved: Bidding Closed (System)',
      'Approved -> PendingConfirmation: Accept Bid (Client)',
      'PendingConfirmation -> Confirmed: Confirm Charter (Supplier)',
      // Its spare seats are shared and Queensland Health bought one (demo-shares.ts).
      'Confirmed -> Confirmed: Seats Shared (Client)',
      'Confirmed -> Confirmed: Seats Bought (Client)',
    ]);

    // The staff member's flight of a week ago, flown by supplier2, is their latest (the history ends before it).
    const [flown] = await list('staff', 'all/self/Completed', '&sort=departTime&dir=desc');
    expect(flown).toMatchObject({ status: 'Finished', from: expect.stringMatching(/^Cairns/), to: expect.stringMatching(/^Townsville/) });
    expect(new Date(flown!.departTime).getTime()).toBeLessThan(Date.now());
    expect((await list('supplier2', 'supplierByStatus/Completed')).map((i) => i.id)).toContain(flown!.id);
  });

  it("has seats shared on the client's booked charter: a purchase for the owner to accept, seats left for qGov", async () => {
    const [booked] = await list('client', 'all/self/Upcoming');
    const owner = (await s.call('GET', `/api/charterRequest/shares/${booked!.id}`, { token: t.client })).body;
    expect(owner).toMatchObject({ viewer: 'owner', shared: true, manifestLocked: true });
    const sector = owner.sectors[0];
    expect(sector).toMatchObject({ sellable: true, canEdit: true, manifestCount: 4 });
    expect(sector.share).toMatchObject({ seatsAvailable: 3, purchasedSeats: 1, costPerSeat: 650, status: 'Pending' });
    expect(sector.purchases.map((p: any) => [p.passengerName, p.status, p.buyerName])).toEqual([
      ['Jordan Nurse', 'New', 'Queensland Health'],
    ]);
    expect(sector.purchases[0].actions.map((a: any) => a.actionName).sort()).toEqual(['Accept', 'Decline']);
    const buyer = (await s.call('GET', `/api/charterRequest/shares/${booked!.id}`, { token: t.qgov })).body.sectors[0];
    expect(buyer).toMatchObject({ canBuy: true, purchases: [expect.objectContaining({ mine: true, status: 'New' })] });
    // The manifest lists the buyer's passenger too.
    const full = (await s.call('GET', `/api/charterRequest/full/${booked!.id}`, { token: t.client })).body;
    expect(full.routes[0].manifest.map((m: any) => m.passengerName)).toContain('Jordan Nurse');
  });

  it('has a Live charter closing within a day with no bid standing: one withdrawn (Unavailable), one voided (Void)', async () => {
    const live = await list('admin', 'admin/all/Live');
    const soon = live.filter((i) => i.bidCount === 0);
    expect(places(soon)).toEqual(['Rockhampton Airport (ROK) -> Brisbane Airport (BNE)']);
    const endsIn = Date.parse(soon[0]!.biddingEndsAt) - Date.now();
    expect(endsIn).toBeGreaterThan(12 * 3_600_000);
    expect(endsIn).toBeLessThan(24 * 3_600_000);
    // The list's highlight rule (core section 4) marks it.
    expect(needsBids({ status: soon[0]!.status, bidCount: 0, biddingEnd: biddingEnd(soon[0]!) }, new Date())).toBe(true);

    const all = await s.call('GET', `/api/charterRequest/getBids/${soon[0]!.id}`, { token: t.admin });
    expect(all.body.map((b: any) => [b.supplier, b.status])).toEqual(
      expect.arrayContaining([
        ['Outback Air Charter', 'Unavailable'],
        ['Coral Coast Aviation', 'Void'],
      ]),
    );
    // Neither is a bid to accept or in the bid history.
    expect((await s.call('GET', `/api/charterRequest/getBids/${soon[0]!.id}`, { token: t.staff })).body).toEqual([]);
    expect((await s.call('GET', `/api/suppliers/bidHistories/${soon[0]!.id}`, { token: t.admin })).body).toEqual([]);
    // Each operator finds its own among its past bids, with the bid's timeline.
    const past = async (who: string) =>
      ((await s.call('GET', '/api/suppliers/bids', { token: t[who] })).body as any[]).find((b) => b.charter.id === soon[0]!.id);
    const withdrawn = await past('supplier1');
    expect(withdrawn.status).toBe('Unavailable');
    expect((await past('supplier2')).status).toBe('Void');
    const history = await s.call('GET', `/api/entityState/getTimeline/Bid/${withdrawn.id}`, { token: t.supplier1 });
    expect(history.body.map((i: any) => `${i.oldStatus} -> ${i.newStatus}: ${i.actionName}`)).toContain('New -> Unavailable: Withdraw Bid');
  });

  it('has a charter changed after booking (its first version Superceded) with a further change pending', async () => {
    const replaced = (await list('department', 'all/self/Closed')).find((i) => i.status === 'Superceded');
    expect(replaced).toMatchObject({ status: 'Superceded' });
    const old = (await s.call('GET', `/api/charterRequest/get/${replaced!.id}`, { token: t.department })).body;
    expect(old.changeCharterRequestId).toEqual(expect.any(String));
    const current = (await s.call('GET', `/api/charterRequest/get/${old.changeCharterRequestId}`, { token: t.department })).body;
    expect(current).toMatchObject({ status: 'Confirmed', lastVersion: old.id, changePending: true });
    expect(Date.parse(current.routes[0].departTime) - Date.parse(old.routes[0].departTime)).toBe(24 * 3_600_000);

    const changes = (await s.call('GET', `/api/charterRequest/changeCharters/${current.id}`, { token: t.department })).body;
    // The chain: the department's pending change on this version, and the operator's that made it.
    expect(changes.map((c: any) => [c.status, c.initiatedBy, c.charterId])).toEqual([
      ['New', 'Client', current.id],
      ['Accepted', 'Supplier', old.id],
    ]);
    // The operator flying it decides the pending change; the accepted one is a completed change.
    const pending = await s.call('GET', '/api/charterRequest/changeCharterList/Me/LiveChange?limit=100', { token: t.supplier2 });
    expect(JSON.stringify(pending.body)).toContain(current.id);
    const done = await s.call('GET', '/api/charterRequest/changeCharterList/Me/AllChanges?limit=100', { token: t.department });
    expect(JSON.stringify(done.body)).toContain(old.id);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${current.id}`, { token: t.admin });
    expect(timeline.body.map((i: any) => `${i.oldStatus} -> ${i.newStatus}: ${i.actionName}`)).toEqual([
      'New -> Confirmed: Change Accepted',
      'Confirmed -> Confirmed: Change Requested',
    ]);
  });

  it("flags, at the first compliance watch, the booked charter whose operator's insurance runs out before it flies", async () => {
    await new ComplianceWatchJob(s.db, { error: (err) => console.error(err) }).run();
    const booked = await list('admin', 'admin/all/Upcoming');
    const flagged = [];
    for (const c of booked) {
      const detail = (await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: t.admin })).body;
      if (detail.complianceLapse) flagged.push({ places: `${c.from} -> ${c.to}`, message: detail.complianceLapse.message as string });
    }
    expect(flagged).toEqual([
      {
        places: 'Townsville Airport (TSV) -> Mackay Airport (MKY)',
        message: expect.stringMatching(/^Insurance Certificate expires on \d{2}-\w{3}-\d{4}, before the flight departing /),
      },
    ]);
  });

  it('has a year behind it: flights, closed requests and bids from several operators, so every report opens with rows', async () => {
    const past = await s.pool.query(`
      select cr.status, count(*)::int as n, count(distinct b.bidder_id)::int as operators,
        bool_and(cr.depart_time < now() - interval '7 days') as departed,
        bool_and(cr.status <> 'Finished' or exists (
          select 1 from bids w where w.id = cr.bid_id and w.status = 'Confirmed')) as awarded,
        bool_and(cr.status <> 'Finished' or not exists (
          select 1 from charter_routes r where r.charter_request_id = cr.id and r.passenger_number <>
            (select count(*) from manifest_entries e where e.route_id = r.id))) as manifests
      from charter_requests cr left join bids b on b.charter_request_id = cr.id
      -- Seeded before the current charters (demo-market.ts), so with lower job numbers.
      where cr.job_reference < (select min(job_reference) from charter_requests where status = 'Pending')
      group by cr.status order by cr.status`);
    expect(past.rows.map((r) => r.status)).toEqual(['Closed', 'Finished']);
    const finished = past.rows.find((r) => r.status === 'Finished')!;
    expect(finished).toMatchObject({ departed: true, awarded: true, manifests: true });
    expect(finished.n).toBeGreaterThan(200);
    expect(finished.operators).toBeGreaterThanOrEqual(5);

    for (const kind of ['getCharterReport', 'getPayLoadReport', 'getDepartureReport']) {
      const res = await s.call('GET', `/api/admin/${kind}`, { token: t.admin });
      expect(res.body.total, `admin ${kind}`).toBeGreaterThan(0);
    }
    const tracker = await s.call('GET', `/api/admin/getJobTracker?supplierIds=${ids.supplier1!.supplierId}`, { token: t.admin });
    expect(tracker.body.total).toBeGreaterThan(0);
    for (const who of ['client', 'department', 'staff', 'qgov']) {
      const res = await s.call('GET', '/api/admin/getPayLoadReport', { token: t[who] });
      expect(res.body.total, `${who} payload report`).toBeGreaterThan(0);
    }
  });

  it('has an operator awaiting approval, with an aircraft and a document for the admin to approve', async () => {
    const operator = (await s.member('supplier3@demo.test')).token;
    const status = await s.call('GET', '/api/suppliers/approvalStatus', { token: operator });
    expect(status.body).toMatchObject({ status: 'Inactive', awaitingApproval: true, hasAircraft: true, document: 'awaitingReview' });
    // It sees no open charters while it waits.
    expect((await s.call('GET', '/api/charterRequest/supplierByStatus/Live?limit=100', { token: operator })).body.items).toEqual([]);
    const waiting = await s.call('GET', '/api/suppliers/getByStatus/Inactive', { token: t.admin });
    expect(waiting.body.map((r: { companyName: string }) => r.companyName)).toEqual(['Skyward Charters']);
    const unchecked = await s.call('GET', '/api/admin/getUnCheckedDocuments', { token: t.admin });
    expect(unchecked.body.map((d: { fileName: string }) => d.fileName)).toContain('Skyward Charters AOC.pdf');
  });

  it('shows supplier1 a paused webhook endpoint whose log has a failed and a retrying delivery', async () => {
    const hooks = await s.call('GET', '/api/webhooks', { token: t.supplier1 });
    expect(hooks.body).toEqual([
      expect.objectContaining({ url: 'http://127.0.0.1:9/', pausedReason: 'Paused: its deliveries failed for 48 hours.' }),
    ]);
    const log = await s.call('GET', `/api/webhooks/${hooks.body[0].id}/deliveries`, { token: t.supplier1 });
    expect(log.body.map((d: { status: string }) => d.status)).toEqual(['Retrying', 'Failed']);
    // Each with its attempts, newest first: all of the retrying one's 4, the last 20 of the failed one's 52.
    expect(log.body.map((d: { history: unknown[] }) => d.history.length)).toEqual([4, 20]);
    expect(log.body[0].history[0]).toMatchObject({ at: log.body[0].lastAttemptAt, error: 'connect ECONNREFUSED 127.0.0.1:9' });
  });
});
