import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoMembers } from '../../../tests/demo-members.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import type { TestServer } from '../../../tests/harness.js';

let s: TestServer;
const { t } = withDemoMembers((server) => (s = server));
const DAY = 86_400_000;

/** Every award so far leaves the last twelve months, so the estimates below read only this file's known awards. */
const forgetAwards = () => s.pool.query(`update charter_requests set created_at = created_at - interval '3 years'`);

/**
 * A charter flown ten days ago and awarded at `withMargin` (AUD, the client's price), in one sector
 * of `km` kilometres for `pax` passengers, by the demo aircraft with this registration (VH-OAC is
 * a Turboprop, VH-CCJ a Light Jet).
 */
async function award(o: { from: string; to: string; km: number; pax: number; withMargin: number; licence?: string }) {
  const c = await insertCharter(s.pool, {
    status: 'Finished',
    routes: [{ from: o.from, to: o.to }],
    departTime: new Date(Date.now() - 10 * DAY),
  });
  await s.pool.query(`update charter_routes set distance = $2, passenger_number = $3 where charter_request_id = $1`, [c.id, o.km, o.pax]);
  await s.pool.query(
    `with plane as (select id, supplier_id from aircraft where license_number = $4),
     bid as (
       insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value)
       select $1, supplier_id, 'Confirmed', round($2 / 1.1, 2), $2, 10 from plane
       returning id, bidder_id, price, with_margin),
     sector as (
       insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids)
       select bid.id, r.id, 0, r.depart_time, '2:00', 900, $3, array[(select id from plane)] from bid, charter_routes r
       where r.charter_request_id = $1)
     update charter_requests cr set bid_id = bid.id, bidder_id = bid.bidder_id, price = bid.price, with_margin = bid.with_margin,
       passenger_count = $3, created_at = now() - interval '20 days'
     from bid where cr.id = $1`,
    [c.id, o.withMargin, o.pax, o.licence ?? 'VH-OAC'],
  );
  return c.id;
}

/** A Live request of the demo client of one sector, measured as given. */
async function request(from: string, to: string, km: number, pax: number) {
  const c = await insertCharter(s.pool, { status: 'Live', routes: [{ from, to }] });
  await s.pool.query(`update charter_routes set distance = $2, passenger_number = $3 where charter_request_id = $1`, [c.id, km, pax]);
  await s.pool.query(`update charter_requests set passenger_count = $2 where id = $1`, [c.id, pax]);
  return c.id;
}

const estimateOf = async (charterId: string, who = 'client') => {
  const res = await s.call('GET', `/api/charterRequest/priceEstimate/${charterId}`, { token: t[who] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.estimate;
};

describe('prices learned from awarded charters (ADR 0044)', () => {
  let live: string;
  beforeAll(async () => {
    await forgetAwards();
    // Ten Turboprop awards of 1,000 km for 5 passengers at $5,000 to $9,500: 1.00 to 1.90 AUD per km and seat.
    for (let i = 0; i < 10; i++) await award({ from: `Town A${i}`, to: `Town B${i}`, km: 1000, pax: 5, withMargin: 5000 + 500 * i });
    live = await request('Brisbane', 'Somewhere', 1100, 4);
  });

  it('takes the percentiles of similar awards per km and seat, scaled to the trip, and says what they are', async () => {
    // 10th, 50th, 90th percentiles of 1.0, 1.1, ... 1.9 (linear between ranks): 1.09, 1.45, 1.81; x 1,100 km x 4 seats.
    expect(await estimateOf(live)).toEqual({
      basis: 'distance',
      count: 10,
      low: 4800,
      median: 6380,
      high: 7960,
      text: "median of 10 awarded charters of 800-1,200 km in aircraft seating 4 in the last 12 months, scaled to this trip's km and seats",
    });
    // Admins and charter admins read the same; the department sees the client's charter, so it does too.
    expect(await estimateOf(live, 'admin')).toMatchObject({ median: 6380 });
    expect(await estimateOf(live, 'charteradmin')).toMatchObject({ median: 6380 });
  });

  it('changes when an award is added', async () => {
    const added = await award({ from: 'Town C', to: 'Town D', km: 1000, pax: 5, withMargin: 20000 });
    // Eleven figures now: the median is the sixth, 1.50.
    expect(await estimateOf(live)).toMatchObject({ count: 11, median: 6600 });
    await s.pool.query(`update charter_requests set created_at = now() - interval '2 years' where id = $1`, [added]);
    expect(await estimateOf(live)).toMatchObject({ count: 10, median: 6380 });
  });

  it('prefers the route once it has enough awards of its own, in either direction', async () => {
    for (let i = 0; i < 8; i++) {
      await award({ from: i % 2 ? 'Brisbane' : 'Somewhere', to: i % 2 ? 'Somewhere' : 'Brisbane', km: 1100, pax: 4, withMargin: 13200 });
    }
    expect(await estimateOf(live)).toMatchObject({
      basis: 'route',
      count: 8,
      low: 13200,
      median: 13200,
      high: 13200,
      text: 'median of 8 awarded charters on Brisbane – Somewhere in aircraft seating 4 in the last 12 months',
    });
  });

  it('shows the public tool what awards of each category say beside the formula', async () => {
    const place = async (name: string) => {
      const r = await s.pool.query(`select site as name, state, latitude, longitude from airport_lookups where site = $1 limit 1`, [name]);
      return r.rows[0];
    };
    const res = await s.call('POST', '/api/accounts/indicativePrice', {
      body: {
        tripType: 'OneWay',
        from: await place('Brisbane Airport (BNE)'),
        to: await place('Mount Isa Airport (ISA)'),
        passengers: 4,
        preferredAircraft: 'Turboprop',
        email: 'estimates@example.com',
      },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const turboprop = res.body.result.estimates.find((e: { category: string }) => e.category === 'Turboprop');
    expect(turboprop.learned).toMatchObject({ basis: expect.stringMatching(/^(distance|size|all)$/), count: expect.any(Number) });
    expect(turboprop.learned.text).toMatch(/^median of \d+ awarded Turboprop charters/);
    const heli = res.body.result.estimates.find((e: { category: string }) => e.category === 'Helicopter');
    expect(heli.learned.basis).toBe('all');
  });

  it('is for buyers and brokers only, never a price to a client that hides prices, and only on charters the viewer sees', async () => {
    expect((await s.call('GET', `/api/charterRequest/priceEstimate/${live}`, { token: t.supplier1 })).status).toBe(403);
    expect((await s.call('GET', `/api/charterRequest/priceEstimate/${live}`, { token: t.qgov })).status).toBe(404);
    expect((await s.call('GET', '/api/charterRequest/priceEstimate/not-an-id', { token: t.client })).status).toBe(404);
    await s.pool.query(`update clients set hide_price = true where email = 'client@demo.test'`);
    try {
      expect(await estimateOf(live)).toBeNull();
    } finally {
      await s.pool.query(`update clients set hide_price = false where email = 'client@demo.test'`);
    }
  });

  it('estimates a trip from the new-request form between places of the lookup, and refuses what it cannot measure', async () => {
    const bne = (
      await s.pool.query(`select site as name, state, latitude, longitude from airport_lookups where site = 'Brisbane Airport (BNE)'`)
    ).rows[0];
    const isa = (
      await s.pool.query(`select site as name, state, latitude, longitude from airport_lookups where site = 'Mount Isa Airport (ISA)'`)
    ).rows[0];
    const ok = await s.call('POST', '/api/charterRequest/priceEstimate', {
      token: t.staff,
      body: {
        sectors: [
          { from: bne, to: isa, passengers: 4 },
          { from: isa, to: bne, passengers: 4 },
        ],
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.estimate).toMatchObject({
      low: expect.any(Number),
      median: expect.any(Number),
      text: expect.stringContaining('awarded'),
    });
    expect(ok.body.estimate.low).toBeLessThanOrEqual(ok.body.estimate.median);

    const unknown = await s.call('POST', '/api/charterRequest/priceEstimate', {
      token: t.client,
      body: { sectors: [{ from: bne, to: { ...isa, name: 'Nowhere Special' }, passengers: 4 }], category: 'Zeppelin' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ category: ['Please choose an aircraft category from the list'] });
    const nowhere = await s.call('POST', '/api/charterRequest/priceEstimate', {
      token: t.client,
      body: { sectors: [{ from: bne, to: { ...isa, name: 'Nowhere Special' }, passengers: 4 }] },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ 'sectors.0.to': ['Please choose a place in Australia'] });
    const empty = await s.call('POST', '/api/charterRequest/priceEstimate', { token: t.client, body: { sectors: [] } });
    expect(empty.status).toBe(400);
  });
  it('falls back to the category formula, saying so, when too few awards are like it', async () => {
    // 30 passengers: only a Regional Turboprop seats them, and no award of the last twelve months is like it.
    await forgetAwards();
    const big = await request('Brisbane', 'Far Away', 1000, 30);
    const e = await estimateOf(big);
    expect(e).toMatchObject({ basis: 'formula', count: 0 });
    expect(e.text).toMatch(/^Regional Turboprop formula: (no|only \d+) awarded charters in the last 12 months to learn from$/);
    // The seeded Regional Turboprop figures: 1,000 km at 6,000 AUD/h and 560 km/h up to 9,000 AUD/h and 480 km/h.
    expect([e.low, e.high]).toEqual([10710, 18750]);
  });
});
