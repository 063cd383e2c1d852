import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

// This server trusts X-Forwarded-For, so each test speaks from its own address and the per-address
// limit of one test does not reach another's calls.
let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  for (const who of ['admin', 'charteradmin', 'client', 'supplier1']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const estimate = (body: unknown, address = '198.51.100.10') =>
  s.call('POST', '/api/accounts/indicativePrice', { body, headers: from(address) });
const leadCount = async () => (await s.pool.query('select count(*)::int as n from price_leads')).rows[0].n as number;

interface Place {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}
/** A place as the type-ahead offers it (the first row of that name and state). */
async function place(search: string, state: string): Promise<Place> {
  const res = await s.call('GET', `/api/accounts/airportLookup/?search=${encodeURIComponent(search)}`);
  const o = (res.body as { site: string; state: string; latitude: number; longitude: number }[]).find(
    (p) => p.site === search && p.state === state,
  )!;
  return { name: o.site, state: o.state, latitude: o.latitude, longitude: o.longitude };
}

interface Figures {
  category: string;
  speedMin: number;
  speedMax: number;
  rateMin: number;
  rateMax: number;
  minutesPerDay: number;
}
async function figures(category: string): Promise<Figures> {
  const r = await s.pool.query(
    `select category, speed_range_min as "speedMin", speed_range_max as "speedMax", hourly_rate_range_min as "rateMin",
       hourly_rate_range_max as "rateMax", maximum_flight_time_per_day as "minutesPerDay" from aircraft_categories where category = $1`,
    [category],
  );
  return r.rows[0] as Figures;
}

/** Great-circle km, worked here on its own (mean Earth radius 6371 km). */
function km(a: Place, b: Place): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

const body = (over: Record<string, unknown>) => ({
  tripType: 'OneWay',
  passengers: 2,
  preferredAircraft: 'Turboprop',
  email: 'visitor@example.com',
  departDate: '2030-05-01',
  ...over,
});

describe('GET getIndicitaveFlight', () => {
  it('gives anyone the charter types and the aircraft categories, without their speeds or rates', async () => {
    const res = await s.call('GET', '/api/accounts/getIndicitaveFlight');
    expect(res.status).toBe(200);
    expect(res.body.charterTypes.map((c: { label: string }) => c.label)).toEqual([
      'Passenger Charter',
      'Freight',
      'Aerial Work / Aerial Services',
    ]);
    const names = (await s.pool.query('select category from aircraft_categories order by sort_order')).rows.map((r) => r.category);
    expect(res.body.aircraftCategories.map((c: { category: string }) => c.category)).toEqual(names);
    expect(res.text).not.toMatch(/speed|hourly|rate/i);
  });
});

describe('POST indicativePrice', () => {
  it('Brisbane to Cairns, return next day: each category by the formulas, two legs, and the lead kept', async () => {
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    const res = await estimate(body({ from: bne, to: cns, tripType: 'Return', returnType: 'next', email: 'Pat.Flyer@Example.com' }));
    expect(res.status).toBe(200);
    const r = res.body.result;
    const d = km(bne, cns);
    expect(d).toBeGreaterThan(1350);
    expect(r).toMatchObject({
      distanceKm: d,
      tripType: 'Return',
      returnType: 'next',
      legs: 2,
      currency: 'AUD',
      preferredAircraft: 'Turboprop',
    });

    for (const name of ['Turboprop', 'Helicopter']) {
      const f = await figures(name);
      const e = r.estimates.find((x: { category: string }) => x.category === name);
      // range = speed x minutes per day / 60; flight time = distance / speed; price from rate min x
      // distance / speed max to rate max x distance / speed min, for both legs.
      expect(e.rangeKm).toEqual({ min: (f.speedMin * f.minutesPerDay) / 60, max: (f.speedMax * f.minutesPerDay) / 60 });
      expect(e.tooFar).toBe(false);
      expect(e.legMinutes).toEqual({ fastest: Math.round((d / f.speedMax) * 60), slowest: Math.round((d / f.speedMin) * 60) });
      expect(e.price.min).toBeCloseTo((2 * f.rateMin * d) / f.speedMax, 2);
      expect(e.price.max).toBeCloseTo((2 * f.rateMax * d) / f.speedMin, 2);
      expect(e.preferred).toBe(name === 'Turboprop');
    }

    const lead = (await s.pool.query(`select * from price_leads where email = 'pat.flyer@example.com'`)).rows;
    expect(lead).toHaveLength(1);
    expect(lead[0]).toMatchObject({
      from_place: 'Brisbane',
      to_place: 'Cairns',
      trip_type: 'Return',
      return_type: 'next',
      passengers: 2,
      preferred_aircraft: 'Turboprop',
      distance_km: d,
    });
  });

  it('Perth to Cairns is beyond the small categories: flagged too far, with no estimate', async () => {
    const per = await place('Perth', 'WA');
    const cns = await place('Cairns', 'QLD');
    const res = await estimate(body({ from: per, to: cns }));
    expect(res.status).toBe(200);
    const d = res.body.result.distanceKm as number;
    for (const e of res.body.result.estimates) {
      const f = await figures(e.category);
      const far = d > (f.speedMin * f.minutesPerDay) / 60 && d > (f.speedMax * f.minutesPerDay) / 60;
      expect(e.tooFar, e.category).toBe(far);
      if (far) {
        expect(e.price).toBeNull();
        expect(e.legMinutes).toBeNull();
      } else expect(e.price.min).toBeGreaterThan(0);
    }
    const far = res.body.result.estimates.filter((e: { tooFar: boolean }) => e.tooFar).map((e: { category: string }) => e.category);
    expect(far).toEqual(expect.arrayContaining(['Helicopter', 'Single Engine Piston']));
    expect(far).not.toContain('Light Jet');
  });

  it('a same-day return must fit both legs in one day', async () => {
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    const same = await estimate(body({ from: bne, to: cns, tripType: 'Return', returnType: 'same' }));
    const heli = same.body.result.estimates.find((e: { category: string }) => e.category === 'Helicopter');
    expect(heli).toMatchObject({ tooFar: true, price: null });
  });

  it('answers the estimate only: no rates, speeds, e-mail or lead id', async () => {
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    const res = await estimate(body({ from: bne, to: cns, email: 'quiet@example.com' }));
    expect(Object.keys(res.body.result).sort()).toEqual(
      ['currency', 'distanceKm', 'estimates', 'from', 'legs', 'passengers', 'preferredAircraft', 'returnType', 'to', 'tripType'].sort(),
    );
    expect(Object.keys(res.body.result.estimates[0]).sort()).toEqual(
      ['category', 'learned', 'legMinutes', 'maxPassenger', 'minPassenger', 'preferred', 'price', 'rangeKm', 'tooFar'].sort(),
    );
    expect(res.text).not.toMatch(/speed|hourly|quiet@|"id"/i);
  });

  it('missing fields get the spec messages and store nothing', async () => {
    const before = await leadCount();
    const res = await estimate({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      from: ['From is required'],
      to: ['To is required'],
      preferredAircraft: ['Preferred Aircraft is required'],
      email: ['Email is reuquired'],
    });
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    const blank = await estimate(body({ from: bne, to: cns, email: '' }));
    expect(blank.body.errors).toEqual({ email: ['Email is reuquired'] });
    const strange = await estimate(body({ from: bne, to: cns, email: 'pat@nowhere' }));
    expect(strange.status).toBe(400);
    expect(strange.body.errors).toEqual({ email: ['Email looks a bit strange...'] });
    const noReturnType = await estimate(body({ from: bne, to: cns, tripType: 'Return' }));
    expect(noReturnType.body.errors).toEqual({ returnType: ['Please choose when you fly back'] });
    expect(await leadCount()).toBe(before);
  });

  it('places outside the lookup, or outside Australia, are refused', async () => {
    const before = await leadCount();
    const cns = await place('Cairns', 'QLD');
    const made = await estimate(body({ from: { name: 'Atlantis', state: 'QLD', latitude: -27, longitude: 153 }, to: cns }));
    expect(made.status).toBe(400);
    expect(made.body.errors).toEqual({ from: ['Please choose a place in Australia'] });
    const abroad = await estimate(body({ from: cns, to: { name: 'Auckland', state: '', latitude: -36.85, longitude: 174.76 } }));
    expect(abroad.status).toBe(400);
    expect(abroad.body.errors).toEqual({ to: ['Please choose a place in Australia'] });
    const typed = await estimate(body({ from: cns, to: { name: 'Brisb' } }));
    expect(typed.body.errors).toEqual({ to: ['Please choose a place in Australia'] });
    const unknownAircraft = await estimate(body({ from: cns, to: await place('Brisbane', 'QLD'), preferredAircraft: 'Space Shuttle' }));
    expect(unknownAircraft.body.errors).toEqual({ preferredAircraft: ['Please choose a Preferred Aircraft from the list'] });
    expect(await leadCount()).toBe(before);
  });

  it('one address gets twenty estimates in 15 minutes, then 429; another address is still served', async () => {
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await estimate(body({ from: bne, to: cns }), '203.0.113.50')).status);
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await estimate(body({ from: bne, to: cns }), '203.0.113.50');
    expect(refused.body).toEqual({
      success: false,
      messages: ['Too many price requests from your network. Please wait 15 minutes and try again.'],
    });
    expect((await estimate(body({ from: bne, to: cns }), '203.0.113.51')).status).toBe(200);
  });
});

describe('GET /api/admin/indicativeLeads', () => {
  it('admins list the leads newest first, page by page, and search by e-mail', async () => {
    const bne = await place('Brisbane', 'QLD');
    const cns = await place('Cairns', 'QLD');
    for (const n of [1, 2, 3])
      expect((await estimate(body({ from: bne, to: cns, email: `lead${n}@listing.test`, passengers: n }), '192.0.2.9')).status).toBe(200);

    const found = await s.call('GET', '/api/admin/indicativeLeads?search=LISTING.test&pageSize=2', { token: t.admin });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(3);
    expect(found.body.items.map((l: { email: string }) => l.email)).toEqual(['lead3@listing.test', 'lead2@listing.test']);
    expect(found.body.items[0]).toMatchObject({
      from: 'Brisbane',
      fromState: 'QLD',
      to: 'Cairns',
      tripType: 'OneWay',
      passengers: 3,
      departDate: '2030-05-01',
    });
    const second = await s.call('GET', '/api/admin/indicativeLeads?search=listing.test&pageSize=2&page=2', { token: t.admin });
    expect(second.body.items.map((l: { email: string }) => l.email)).toEqual(['lead1@listing.test']);
    const none = await s.call('GET', '/api/admin/indicativeLeads?search=nobody-here', { token: t.admin });
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('is for admins only: 403 for other roles, 401 signed out', async () => {
    for (const who of ['charteradmin', 'client', 'supplier1']) {
      expect((await s.call('GET', '/api/admin/indicativeLeads', { token: t[who] })).status, who).toBe(403);
    }
    expect((await s.call('GET', '/api/admin/indicativeLeads')).status).toBe(401);
  });
});
