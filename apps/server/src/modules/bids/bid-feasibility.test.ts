import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEASIBILITY_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

// op1's first aircraft is VH-OAC, a King Air 350 (Turboprop): 9 seats, and the Turboprop's 1,500 kg and 2,500 km.
const setSector = (c: LiveCharter, set: string, values: unknown[] = []) =>
  s.pool.query(`update charter_routes set ${set} where charter_request_id = $1`, [c.id, ...values]);
const sectorLabel = async (c: LiveCharter) => {
  const r = (await s.pool.query(`select from_site, to_site from charter_routes where charter_request_id = $1`, [c.id])).rows[0];
  return `Sector 1: ${r.from_site} to ${r.to_site}`;
};
const feasibility = async (token: string, bidId: string) => {
  const res = await s.call('GET', `/api/charterRequest/getByBidId/${bidId}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.feasibility;
};
/** A one-sector Live charter and op1's bid on it with VH-OAC, after `prepare` shaped the sector. */
async function bidOn(prepare: (c: LiveCharter) => Promise<unknown>, overrides: Record<string, unknown> = {}) {
  const c = await liveCharter(s, { routes: [{}] });
  await prepare(c);
  const res = await placeBid(s, op1.token, bidBody(c, op1, overrides));
  expect(res.status, res.text).toBe(200);
  return { c, bid: res.body.result.id as string, placed: res.body.result };
}
const accept = (token: string, body: Record<string, unknown>) =>
  s.call('POST', '/api/charterRequest/acceptBid', { token, body: { termsAccepted: true, ...body } });
const addPassengers = (c: LiveCharter, n: number, cargo = 0) =>
  s.pool.query(
    `insert into manifest_entries (route_id, passenger_name, passenger_weight, freight_weight, cargo_weight, item_order)
     select r.id, 'Passenger ' || g, 85, 15, case when g = 1 then $2::int else 0 end, g
     from charter_routes r cross join generate_series(1, $3::int) g where r.charter_request_id = $1`,
    [c.id, cargo, n],
  );

describe('feasibility of each sector of a bid', () => {
  it('seats: more passengers than the aircraft seats is red, within a tenth of them amber, fewer green', async () => {
    const red = await bidOn((c) => setSector(c, 'passenger_number = 12'));
    const label = await sectorLabel(red.c);
    expect(await feasibility(t.admin!, red.bid)).toMatchObject({
      tone: 'red',
      sectors: [{ label, tone: 'red', reasons: ['12 passengers, 9 seats'] }],
    });
    // The answer to the bid already says so, as a read of it does.
    expect(red.placed.feasibility).toEqual(await feasibility(op1.token, red.bid));

    const amber = await bidOn((c) => setSector(c, 'passenger_number = 9'));
    expect((await feasibility(t.client!, amber.bid)).sectors[0]).toMatchObject({ tone: 'amber', reasons: ['9 passengers, 9 seats'] });
    const green = await bidOn((c) => setSector(c, 'passenger_number = 8'));
    expect((await feasibility(t.client!, green.bid)).sectors[0]).toMatchObject({ tone: 'green', reasons: [] });
  });

  it('seats follow the manifest once there is one, and several aircraft add up', async () => {
    const listed = await bidOn((c) => setSector(c, 'passenger_number = 2').then(() => addPassengers(c, 10)));
    expect((await feasibility(t.admin!, listed.bid)).sectors[0].reasons).toEqual(['10 passengers, 9 seats']);
    const c = listed.c;
    const both = await placeBid(
      s,
      op1.token,
      bidBody(c, op1, {
        routes: c.routes.map((r) => ({ ...bidBody(c, op1).routes[0], routeId: r.id, aircraft: op1.aircraft.map((a) => a.id) })),
      }),
    );
    expect(both.status, both.text).toBe(200);
    // 9 + 7 seats; 1,500 + 700 kg.
    expect(both.body.result.feasibility.sectors[0]).toMatchObject({ tone: 'green' });
    expect(both.body.result.feasibility.sectors[0].checks[0].message).toBe('10 passengers, 16 seats');
  });

  it("payload: the manifest's passengers, bags and cargo with the payload asked beyond them, against the aircraft's", async () => {
    // Two passengers of 85 kg with 15 kg of bags, 1,400 kg of cargo, and 25 kg asked for beyond the list.
    const red = await bidOn((c) => addPassengers(c, 2, 1400));
    expect((await feasibility(t.admin!, red.bid)).sectors[0]).toMatchObject({
      tone: 'red',
      reasons: ['1,625 kg to carry, 1,500 kg payload'],
    });
    // No list: each passenger at 85 kg with 15 kg of bags, plus the payload asked for.
    const asked = await bidOn((c) => setSector(c, 'passenger_number = 2, payload = 1200'));
    expect((await feasibility(t.admin!, asked.bid)).sectors[0]).toMatchObject({
      tone: 'amber',
      reasons: ['1,400 kg to carry, 1,500 kg payload'],
    });
    // The aircraft's own figure replaces its category's.
    await s.pool.query(`update aircraft set max_payload_kg = 2000 where id = $1`, [op1.aircraft[0]!.id]);
    expect((await feasibility(t.admin!, red.bid)).sectors[0]).toMatchObject({ tone: 'green' });
    await s.pool.query(`update aircraft set max_payload_kg = null where id = $1`, [op1.aircraft[0]!.id]);
  });

  it('range: a sector longer than the range is red unless the bid declares a tech stop; close to it amber', async () => {
    const far = await bidOn((c) => setSector(c, 'distance = 2800'));
    expect((await feasibility(t.admin!, far.bid)).sectors[0]).toMatchObject({ tone: 'red', reasons: ['2,800 km, range 2,500 km'] });
    // op2's VH-CCA (a Turboprop too) with a tech stop declared on the bid's sector.
    const body = bidBody(far.c, op2);
    const withStop = await placeBid(s, op2.token, { ...body, routes: body.routes.map((r) => ({ ...r, techStop: true })) });
    expect(withStop.status, withStop.text).toBe(200);
    expect(withStop.body.result.routes[0].techStop).toBe(true);
    expect((await feasibility(t.admin!, withStop.body.result.id)).sectors[0]).toMatchObject({
      tone: 'green',
      checks: expect.arrayContaining([{ kind: 'range', tone: 'green', message: '2,800 km, range 2,500 km, tech stop declared' }]),
    });
    const near = await bidOn((c) => setSector(c, 'distance = 2300'));
    expect((await feasibility(t.admin!, near.bid)).sectors[0]).toMatchObject({ tone: 'amber', reasons: ['2,300 km, range 2,500 km'] });
  });

  it('dangerous goods: asked for, the aircraft must be approved for them', async () => {
    const dg = await bidOn((c) => s.pool.query(`update charter_requests set dangerous_goods = true where id = $1`, [c.id]));
    expect((await feasibility(t.admin!, dg.bid)).sectors[0]).toMatchObject({
      tone: 'red',
      reasons: ['Dangerous goods asked for, aircraft not approved for them'],
    });
    await s.pool.query(`update aircraft set dangerous_goods = true where id = $1`, [op1.aircraft[0]!.id]);
    expect((await feasibility(t.admin!, dg.bid)).sectors[0]).toMatchObject({ tone: 'green' });
    await s.pool.query(`update aircraft set dangerous_goods = false where id = $1`, [op1.aircraft[0]!.id]);
  });

  it('is shown to admins, client users and the operator that bid, never to another operator', async () => {
    const { c, bid } = await bidOn((c) => setSector(c, 'passenger_number = 12'));
    const other = await placeBid(s, op2.token, bidBody(c, op2));
    expect(other.status).toBe(200);
    for (const token of [t.admin!, t.client!]) {
      const all = (await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token })).body as { id: string; feasibility: unknown }[];
      expect(all.map((b) => b.feasibility !== null)).toEqual([true, true]);
    }
    const own = (await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: op2.token })).body as {
      id: string;
      feasibility: { tone: string } | null;
    }[];
    expect(own.map((b) => b.id)).toEqual([other.body.result.id]);
    expect(own[0]!.feasibility?.tone).toBe('red');
    expect((await s.call('GET', `/api/charterRequest/getByBidId/${bid}`, { token: op2.token })).status).toBe(403);
  });
});

describe('accepting a bid its aircraft cannot fly', () => {
  it('is refused naming the sector and why, unless an admin overrides it with a reason, which goes on the timeline', async () => {
    const { c, bid } = await bidOn((c) => setSector(c, 'passenger_number = 12'));
    const label = await sectorLabel(c);
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    const refused = await accept(t.client!, { bidId: bid });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual([FEASIBILITY_MESSAGES.acceptRefused, `${label}: 12 passengers, 9 seats`]);
    const clientOverride = await accept(t.client!, { bidId: bid, overrideReason: 'We will split the group' });
    expect(clientOverride.status).toBe(403);
    expect(clientOverride.body.messages).toEqual([FEASIBILITY_MESSAGES.overrideAdminOnly]);
    expect((await accept(t.admin!, { bidId: bid, overrideReason: '   ' })).status).toBe(400);
    expect((await s.pool.query(`select status from charter_requests where id = $1`, [c.id])).rows[0].status).toBe('Approved');

    const overridden = await accept(t.admin!, { bidId: bid, overrideReason: 'Three passengers drive up the day before' });
    expect(overridden.status, overridden.text).toBe(200);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body as {
      actionName: string;
      reason: string;
    }[];
    expect(timeline.find((e) => e.actionName === FEASIBILITY_MESSAGES.overridden)).toMatchObject({
      reason: `Three passengers drive up the day before (${label}: 12 passengers, 9 seats)`,
    });
  });

  it('a feasible bid is accepted as before, without a reason', async () => {
    const { c, bid } = await bidOn((c) => setSector(c, 'passenger_number = 9'));
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect((await accept(t.client!, { bidId: bid })).status).toBe(200);
  });
});

describe('a manifest changed after the award', () => {
  it('is checked again: an aircraft that no longer fits is flagged to admins and the operator, and cleared when it fits again', async () => {
    const { c, bid } = await bidOn((c) => setSector(c, 'passenger_number = 4'));
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect((await accept(t.client!, { bidId: bid })).status).toBe(200);
    const label = await sectorLabel(c);
    const passengers = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ passengerName: `Crew ${i + 1}`, passengerWeight: 85, freightWeight: 15, cargoWeight: 0 }));
    const save = (n: number) =>
      s.call('POST', '/api/charterRequest/updateManifest', {
        token: t.client,
        body: { charterRequestId: c.id, routes: [{ routeId: c.routes[0]!.id, manifest: passengers(n) }] },
      });
    const detail = async () => (await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: t.admin })).body;

    expect((await save(6)).status).toBe(200);
    expect((await detail()).feasibilityFlag).toBeNull();

    const saved = await save(11);
    expect(saved.status, saved.text).toBe(200);
    const message = `${label}: 11 passengers, 9 seats`;
    expect((await detail()).feasibilityFlag).toEqual({ message, since: expect.any(String) });
    expect((await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: op1.token })).body.feasibilityFlag?.message).toBe(message);
    const job = `JB${c.jobReference}`;
    const admin = await s.smtp.waitFor(
      (m) => m.to.includes('admin@demo.test') && m.subject === `Awarded aircraft cannot fly ${job} as its manifest stands`,
    );
    expect(admin.text).toContain(message);
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === `Your aircraft for ${job}`);
    const timeline = async () =>
      (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body as {
        actionName: string;
        reason: string;
      }[];
    expect((await timeline()).at(-1)).toMatchObject({ actionName: FEASIBILITY_MESSAGES.flagged, reason: message });

    expect((await save(8)).status).toBe(200);
    expect((await detail()).feasibilityFlag).toBeNull();
    expect((await timeline()).at(-1)).toMatchObject({ actionName: FEASIBILITY_MESSAGES.restored });
  });
});

describe("an awarded aircraft's figures changed after the award", () => {
  it('is checked again: fewer seats than the passengers flags the charter, and restoring them clears it', async () => {
    const { c, bid } = await bidOn((c) => setSector(c, 'passenger_number = 8'));
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect((await accept(t.client!, { bidId: bid })).status).toBe(200);
    const fleet = (await s.call('GET', `/api/suppliers/aircraft/${op1.supplierId}`, { token: op1.token })).body as Record<
      string,
      unknown
    >[];
    const kingAir = fleet.find((a) => a.id === op1.aircraft[0]!.id)!;
    const seats = (passengerLimit: number) =>
      s.call('POST', '/api/suppliers/updateAircraft', {
        token: op1.token,
        body: {
          id: kingAir.id,
          supplierId: op1.supplierId,
          aircraftCategoryId: kingAir.aircraftCategoryId,
          licenseNumber: kingAir.licenseNumber,
          type: kingAir.type,
          name: kingAir.name,
          passengerLimit,
          maxPayloadKg: kingAir.maxPayloadKg,
          rangeKm: kingAir.rangeKm,
          dangerousGoods: kingAir.dangerousGoods,
          aircraftNotes: kingAir.aircraftNotes,
        },
      });
    const detail = async () => (await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: t.admin })).body;
    const message = `${await sectorLabel(c)}: 8 passengers, 7 seats`;
    try {
      const changed = await seats(7);
      expect(changed.status, changed.text).toBe(200);
      expect((await detail()).feasibilityFlag).toEqual({ message, since: expect.any(String) });
      const job = `JB${c.jobReference}`;
      const admin = await s.smtp.waitFor(
        (m) => m.to.includes('admin@demo.test') && m.subject === `Awarded aircraft cannot fly ${job} as its manifest stands`,
      );
      expect(admin.text).toContain("The awarded aircraft's figures");
      expect(admin.text).toContain(message);
    } finally {
      expect((await seats(kingAir.passengerLimit as number)).status).toBe(200);
    }
    expect((await detail()).feasibilityFlag).toBeNull();
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.admin })).body as {
      actionName: string;
      reason: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({
      actionName: FEASIBILITY_MESSAGES.restored,
      reason: "The awarded aircraft's figures fit the passenger list again.",
    });
  });
});
