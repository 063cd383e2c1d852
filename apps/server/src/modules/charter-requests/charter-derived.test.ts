import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { PLACES, departIn, idsOf, newCharterBody, passenger, sector } from '../../../tests/factories.js';

let s: TestServer;
let staff: string;
beforeAll(async () => {
  s = await startTestServer();
  staff = (await s.member('staff@demo.test')).token;
});
afterAll(async () => {
  await s.close();
});

const save = (body: unknown) => s.call('POST', '/api/charterRequest/newCharterRequest', { token: staff, body });
const full = (id: string, token = staff) => s.call('GET', `/api/charterRequest/full/${id}`, { token });

describe('derived fields of a saved charter', () => {
  it('a three-sector trip: first departure, last departure, first from, last to, most passengers', async () => {
    const times = [departIn(7, 8), departIn(7, 13, 30), departIn(9, 10)];
    const res = await save(
      newCharterBody({
        activeTab: 'multi',
        purchaseOrderNumber: 'PO-9981',
        dangerousGoods: true,
        dangerousGoodsIds: ['DG3', 'DG9'],
        preferredAircraft: ['TWIN ENGINE ONLY', 'Turboprop'],
        routes: [
          sector('BNE', 'LRE', times[0]!, { passengerNumber: 3 }),
          sector('LRE', 'ISA', times[1]!, {
            manifest: [
              passenger({ passengerName: 'A One' }),
              passenger({ passengerName: 'B Two', passengerWeight: 90, freightWeight: 10 }),
              passenger({ passengerName: 'C Three', passengerWeight: 0, freightWeight: 0, cargoWeight: 120 }),
              passenger({ passengerName: 'D Four' }),
              passenger({ passengerName: 'E Five' }),
            ],
          }),
          sector('ISA', 'CNS', times[2]!, { passengerRange: true, passengerRangeMin: 2, passengerRangeMax: 6 }),
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { id, jobReference } = res.body.result;

    const row = (
      await s.pool.query(
        `select depart_time, last_depart_time, from_site, to_site, route_count, passenger_count, urgent, q_gov, search_text, status
         from charter_requests where id = $1`,
        [id],
      )
    ).rows[0];
    expect(row.depart_time.toISOString()).toBe(new Date(times[0]!).toISOString());
    expect(row.last_depart_time.toISOString()).toBe(new Date(times[2]!).toISOString());
    expect(row).toMatchObject({
      from_site: 'Brisbane',
      to_site: 'Cairns',
      route_count: 3,
      passenger_count: 5,
      urgent: false,
      q_gov: false,
      status: 'Pending',
    });
    for (const part of [
      `${jobReference}`,
      `jb${jobReference}`,
      'brisbane',
      'longreach',
      'mount isa',
      'cairns',
      'demo mining co',
      'exploration',
      'sam staff',
      'po-9981',
      'fifo crew change',
    ]) {
      expect(row.search_text).toContain(part);
    }

    const detail = await full(id);
    expect(detail.status).toBe(200);
    const c = detail.body;
    expect(c).toMatchObject({
      id,
      jobReference,
      status: 'Pending',
      clientName: 'Demo Mining Co',
      departmentName: 'Exploration',
      staffName: 'Sam Staff',
      charterType: 'Passenger',
      charterSubType: 'FIFO Crew Change',
      dangerousGoods: true,
      dangerousGoodsIds: ['DG3', 'DG9'],
      preferredAircraft: ['TWIN ENGINE ONLY', 'Turboprop'],
      purchaseOrderNumber: 'PO-9981',
      biddingTimeSpanHours: 120,
      biddingEndsAt: null,
      from: 'Brisbane',
      to: 'Cairns',
      routeCount: 3,
      passengerCount: 5,
      bidCount: 0,
      urgent: false,
      qGov: false,
      currency: 'AUD',
      price: null,
      withMargin: null,
      activeTab: 'multi',
      departTime: new Date(times[0]!).toISOString(),
      lastDepartTime: new Date(times[2]!).toISOString(),
      permissions: { canEdit: true, canClone: true, canAcknowledge: false },
    });
    expect(c.routes.map((r: any) => [r.order, r.from, r.to, r.passengerNumber, r.manifestCount, r.totalWeight])).toEqual([
      [0, 'Brisbane', 'Longreach', 3, 0, 0],
      [1, 'Longreach', 'Mount Isa', 5, 5, 101 * 3 + 100 + 120],
      [2, 'Mount Isa', 'Cairns', 4, 0, 0],
    ]);
    // No range chosen: 0/0 (core section 5); a range keeps its numbers.
    expect(c.routes[0]).toMatchObject({ passengerRange: false, passengerRangeMin: 0, passengerRangeMax: 0 });
    expect(c.routes[2]).toMatchObject({ passengerRange: true, passengerRangeMin: 2, passengerRangeMax: 6 });
    expect(c.routes[0]).toMatchObject({
      fromState: 'QLD',
      fromCodeAirport: 'BNE',
      fromLatitude: PLACES.BNE.lat,
      toLongitude: PLACES.LRE.lon,
      flightTime: '02:30',
      payload: 25,
      techstopReason: 'Fuel Stop',
    });
    // Brisbane to Longreach is about 1,000 km as the crow flies.
    expect(c.routes[0].distance).toBeGreaterThan(950);
    expect(c.routes[0].distance).toBeLessThan(1050);
    expect(c.routes[1].manifest.map((m: any) => m.passengerName)).toEqual(['A One', 'B Two', 'C Three', 'D Four', 'E Five']);
    expect(c.routes[1].manifest[0]).toMatchObject({ itemOrder: 0, status: 'Active', share: false, passengerWeight: 86, freightWeight: 15 });

    const plain = await s.call('GET', `/api/charterRequest/get/${id}`, { token: staff });
    expect(plain.status).toBe(200);
    expect(plain.body.routes[1].manifest).toBeUndefined();
    expect(plain.body.routes[1].manifestCount).toBe(5);
  });

  it('a return trip goes back where it started: its destination is the first sector’s', async () => {
    const res = await save(
      newCharterBody({ activeTab: 'Return', routes: [sector('BNE', 'LRE', departIn(4, 7)), sector('LRE', 'BNE', departIn(4, 17))] }),
    );
    expect(res.status).toBe(200);
    const c = (await full(res.body.result.id)).body;
    expect(c).toMatchObject({ from: 'Brisbane', to: 'Longreach', routeCount: 2, activeTab: 'Return', passengerCount: 4 });
    expect(c.lastDepartTime).toBe(new Date(departIn(4, 17)).toISOString());
  });

  it('a departure within 24 hours is urgent', async () => {
    const soon = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const res = await save(newCharterBody({ routes: [sector('BNE', 'LRE', soon)] }));
    expect((await full(res.body.result.id)).body.urgent).toBe(true);
    expect((await s.pool.query(`select urgent from charter_requests where id = $1`, [res.body.result.id])).rows[0].urgent).toBe(true);
  });

  it('a supplier sees a Live charter without the client’s identity, any price or passenger list', async () => {
    const res = await save(newCharterBody({ routes: [sector('BNE', 'LRE', departIn(6), { manifest: [passenger()] })] }));
    const id = res.body.result.id;
    const supplier = (await s.member('supplier1@demo.test')).token;
    expect((await full(id, supplier)).status).toBe(404);

    await s.pool.query(`update charter_requests set status = 'Live', price = 1000, with_margin = 1100 where id = $1`, [id]);
    const seen = await full(id, supplier);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      clientId: null,
      clientDepartmentId: null,
      clientStaffId: null,
      purchaseOrderNumber: null,
      clientName: null,
      departmentName: null,
      staffName: null,
      withMargin: null,
      // Another operator's price is not this one's to see.
      price: null,
      supplierAccess: 'bidding',
    });
    expect(seen.body.permissions).toEqual({ canEdit: false, canClone: false, canAcknowledge: false, canEditManifest: false });
    // No passenger list at all for an operator that is not flying it; the count and weight still come.
    expect(seen.body.routes[0].manifest).toBeUndefined();
    expect(seen.body.routes[0]).toMatchObject({ manifestCount: 1, totalWeight: expect.any(Number) });

    // The operator flying it reads the passenger list and its own price, still not the margin.
    const { supplierId } = await idsOf(s, 'supplier1@demo.test');
    await s.pool.query(`update charter_requests set status = 'Confirmed', bidder_id = $2 where id = $1`, [id, supplierId]);
    const flying = (await full(id, supplier)).body;
    expect(flying.routes[0].manifest.map((m: any) => m.passengerName)).toEqual(['Jordan Driller']);
    expect(flying).toMatchObject({ price: 1000, withMargin: null, supplierAccess: 'awarded', clientId: null, purchaseOrderNumber: null });
  });

  it('an unknown or malformed id is simply not available', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await s.call('GET', `/api/charterRequest/get/${encodeURIComponent(id)}`, { token: staff });
      expect(res.status).toBe(404);
      expect(res.body.messages).toEqual(['Sorry, this item is not available']);
    }
  });
});
