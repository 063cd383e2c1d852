import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, shownBidCount, storedBids, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
let adminToken: string;
const HOUR = 3600 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  adminToken = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

const bidCount = (id: string) => shownBidCount(s, id);

describe('placing a bid', () => {
  it('stores the bid with the default 10% margin, counts it and e-mails the operator and the client', async () => {
    const c = await liveCharter(s);
    const res = await placeBid(s, op1.token, bidBody(c, op1, { bidderId: op2.supplierId }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.messages).toEqual([`Bid placed on JB${c.jobReference}.`]);
    // A supplier always bids as itself; it sees its own price, not the client's.
    expect(res.body.result).toMatchObject({
      charterRequestId: c.id,
      jobReference: c.jobReference,
      bidderId: op1.supplierId,
      supplier: 'Outback Air Charter',
      status: 'New',
      currency: 'AUD',
      price: 1000,
      withMargin: null,
      rank: 1,
      inclusions: ['Fuel', 'Landing Fees'],
      exclusions: ['GST'],
      sameAircraft: true,
    });
    expect(res.body.result.routes).toEqual([
      {
        routeId: c.routes[0]!.id,
        order: 0,
        departTime: c.routes[0]!.departTime,
        departTimeZone: 'Australia/Brisbane',
        flightTime: '02:00',
        payload: 500,
        passengerLimit: 4,
        aircraft: [{ id: op1.aircraft[0]!.id, licenseNumber: 'VH-OAC', type: 'Beechcraft King Air 350', passengerLimit: 9 }],
        techStop: false,
      },
    ]);
    expect(await storedBids(s, c.id)).toEqual([
      { id: res.body.result.id, bidder_id: op1.supplierId, status: 'New', price: 1000, with_margin: 1100 },
    ]);
    expect(await bidCount(c.id)).toBe(1);
    const receipt = await s.smtp.waitFor(
      (m) => m.to.includes('supplier1@demo.test') && m.subject === `Bid received for JB${c.jobReference}`,
    );
    expect(receipt.text).toContain(`We received your bid of $AUD 1,000.00 on JB${c.jobReference}.`);
    await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `New bid on JB${c.jobReference}`);
  });

  it('tells the charter owner and the operator at once over live updates: the charter and the bid changed', async () => {
    const c = await liveCharter(s);
    const clientToken = (await s.member('client@demo.test')).token;
    const streams = await Promise.all([clientToken, op1.token].map((token) => s.openEvents(token)));
    try {
      for (const stream of streams) expect(await stream.readUntil((t) => t.includes(': connected\n\n'), 2000)).toBe(true);
      const res = await placeBid(s, op1.token, bidBody(c, op1));
      expect(res.status).toBe(200);
      for (const stream of streams) {
        const events = [await stream.next(2000), await stream.next(2000)];
        expect(events).toContainEqual({ event: 'change', data: { entity: 'CharterRequest', ids: [c.id] } });
        expect(events).toContainEqual({ event: 'change', data: { entity: 'Bid', ids: [res.body.result.id] } });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('answers the bid as a read of it shows it: sectors in flying order with their zones, every aircraft named, money as stored, its rank', async () => {
    // Two sectors from two time zones; a cheaper bid already there, so this one ranks second.
    const c = await liveCharter(s, { routes: [{ fromState: 'QLD' }, { from: 'Perth', fromState: 'WA' }] });
    expect((await placeBid(s, op2.token, bidBody(c, op2, { price: 900 }))).status).toBe(200);
    const [a0, a1] = op1.aircraft;
    const body = bidBody(c, op1, {
      price: 1234.567,
      notes: 'Two crews',
      inclusions: [' Fuel ', 'Catering'],
      routes: c.routes.map((r, i) => ({
        routeId: r.id,
        // The same instant written with Brisbane's offset: answered in UTC, as stored.
        departTime: new Date(Date.parse(r.departTime) + 10 * HOUR).toISOString().replace('Z', '+10:00'),
        flightTime: i === 0 ? ' 02:30' : '04:15',
        payload: 700 + i,
        passengerLimit: i === 0 ? 9 : a0!.passengerLimit + a1!.passengerLimit,
        aircraft: i === 0 ? [a0!.id] : [a1!.id, a0!.id],
      })),
    });
    // The operator, then an admin bidding for it: the second ranks behind the first (same price, later).
    for (const [token, bidder, rank] of [
      [op1.token, op1, 2],
      [adminToken, op1, 3],
    ] as const) {
      const res = await placeBid(s, token, { ...body, bidderId: bidder.supplierId, idempotencyKey: randomUUID() });
      expect(res.status).toBe(200);
      const read = await s.call('GET', `/api/charterRequest/getByBidId/${res.body.result.id}`, { token });
      expect(read.status).toBe(200);
      expect(res.body.result).toEqual(read.body);
      expect(res.body.result).toMatchObject({ price: 1234.57, rank, inclusions: ['Fuel', 'Catering'], notes: 'Two crews' });
      expect(res.body.result.routes.map((r: { departTimeZone: string }) => r.departTimeZone)).toEqual([
        'Australia/Brisbane',
        'Australia/Perth',
      ]);
    }
  });

  it('takes the bid base64-encoded as encodedData, and lets an admin bid for an operator', async () => {
    const c = await liveCharter(s);
    const encodedData = Buffer.from(JSON.stringify(bidBody(c, op2))).toString('base64');
    const res = await placeBid(s, adminToken, { encodedData });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ bidderId: op2.supplierId, price: 1000, withMargin: 1100, supplier: 'Coral Coast Aviation' });
    const garbled = await placeBid(s, adminToken, { encodedData: '%%%' });
    expect(garbled.status).toBe(400);
  });

  it('answers every validation message word for word and stores nothing', async () => {
    const c = await liveCharter(s, { routes: [{}, {}] });
    const base = bidBody(c, op1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bidderId: '' }, 'bidderId', 'Supplier is required'],
      [{ currency: '' }, 'currency', 'Please supply a currency'],
      [{ price: 0 }, 'price', "Price is required. You don't want to do this for free, do you?"],
      [{ price: -5 }, 'price', "Price is required. You don't want to do this for free, do you?"],
      [{ routes: [] }, 'routes', 'At least one sector is required'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await placeBid(s, adminToken, { ...base, ...overrides });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const route = base.routes[0]!;
    const routeCases: [Record<string, unknown>, string, string][] = [
      [{ departTime: 'tomorrow' }, 'departTime', 'Invalid Date supplied'],
      [{ flightTime: '' }, 'flightTime', 'Flight Time is required'],
      [{ payload: 0 }, 'payload', 'Flight must support some payload'],
      [{ passengerLimit: 0 }, 'passengerLimit', 'Passenger limit is required'],
      [{ aircraft: [] }, 'aircraft', 'At least one Aircraft required'],
    ];
    for (const [overrides, field, message] of routeCases) {
      const res = await placeBid(s, op1.token, { ...base, routes: [{ ...route, ...overrides }, base.routes[1]] });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[`routes.0.${field}`]).toEqual([message]);
    }
    // The second sector leaves an hour after the first, which flies for two.
    const first = new Date(route.departTime);
    const overlapping = await placeBid(s, op1.token, {
      ...base,
      routes: [route, { ...base.routes[1]!, departTime: new Date(first.getTime() + HOUR).toISOString() }],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.errors['routes.1.departTime']).toEqual(['You have overlapping flight times']);
    const earlierDay = await placeBid(s, op1.token, {
      ...base,
      routes: [route, { ...base.routes[1]!, departTime: new Date(first.getTime() - 24 * HOUR).toISOString() }],
    });
    expect(earlierDay.status).toBe(400);
    expect(earlierDay.body.errors['routes.1.departTime']).toContain("Depart date cannot be earlier than the previous sector's date");
    expect(await storedBids(s, c.id)).toEqual([]);
    expect(await bidCount(c.id)).toBe(0);
  });

  it('refuses an operator without approved documents, other operators aircraft and too many passengers', async () => {
    const c = await liveCharter(s);
    await s.pool.query(`update supplier_documents set approved = false where supplier_id = $1`, [op2.supplierId]);
    const noDocs = await placeBid(s, op2.token, bidBody(c, op2));
    expect(noDocs.status).toBe(400);
    expect(noDocs.body.messages).toEqual([
      'Your documents must be approved and current for this flight before you can bid.',
      'Air Operator Certificate is not approved yet.',
      'Insurance Certificate is not approved yet.',
    ]);
    await s.pool.query(`update supplier_documents set approved = true, expired_at = now() - interval '1 day' where supplier_id = $1`, [
      op2.supplierId,
    ]);
    expect((await placeBid(s, op2.token, bidBody(c, op2))).body.messages[0]).toEqual(
      'Your documents must be approved and current for this flight before you can bid.',
    );
    await s.pool.query(`update supplier_documents set expired_at = now() + interval '1 year' where supplier_id = $1`, [op2.supplierId]);

    const theirs = bidBody(c, op1);
    theirs.routes[0]!.aircraft = [op2.aircraft[0]!.id];
    const foreign = await placeBid(s, op1.token, theirs);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors['routes.0.aircraft']).toEqual(['Please choose your own active aircraft.']);

    // VH-OAC seats 9 and VH-OAT 7: 16 together.
    const crowded = bidBody(c, op1);
    crowded.routes[0]!.aircraft = op1.aircraft.map((a) => a.id);
    crowded.routes[0]!.passengerLimit = 17;
    const tooMany = await placeBid(s, op1.token, crowded);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors['routes.0.passengerLimit']).toEqual(['Passenger limit cannot be more than the chosen aircraft carry']);
    crowded.routes[0]!.passengerLimit = 16;
    expect((await placeBid(s, op1.token, crowded)).status).toBe(200);

    const wrongSector = bidBody(c, op1);
    wrongSector.routes[0]!.routeId = randomUUID();
    expect((await placeBid(s, op1.token, wrongSector)).body.messages).toEqual(['Please bid on every sector of the charter, once each.']);
    expect((await storedBids(s, c.id)).length).toBe(1);
  });

  it('answers 409 after bidding closed and for charters that are not Live, storing nothing', async () => {
    const c = await liveCharter(s);
    await s.pool.query(`update charter_requests set bidding_ends_at = now() - interval '1 second' where id = $1`, [c.id]);
    const late = await placeBid(s, op1.token, bidBody(c, op1));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, messages: ['Bidding on this charter has closed.'] });
    const approved = await liveCharter(s, { status: 'Approved' });
    expect((await placeBid(s, op1.token, bidBody(approved, op1))).status).toBe(409);
    expect(await storedBids(s, c.id)).toEqual([]);
    expect(await bidCount(c.id)).toBe(0);
    const client = (await s.member('client@demo.test')).token;
    expect((await placeBid(s, client, bidBody(c, op1))).status).toBe(403);
  });
});
