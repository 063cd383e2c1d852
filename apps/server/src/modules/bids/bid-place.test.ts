import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import {
  bidBody,
  bidWaitsForLock,
  holdCharter,
  liveCharter,
  placeBid,
  readyOperators,
  shownBidCount,
  storedBids,
  type Operator,
} from './bid-test-support.js';

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
      },
    ]);
    expect(await storedBids(s, c.id)).toEqual([
      { id: res.body.result.id, bidder_id: op1.supplierId, status: 'New', price: 1000, with_margin: 1100 },
    ]);
    expect(await bidCount(c.id)).toBe(1);
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === `Bid received for JB${c.jobReference}`);
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
    expect(noDocs.body.messages).toEqual(['Your documents must be approved before you can bid.']);
    await s.pool.query(`update supplier_documents set approved = true, expired_at = now() - interval '1 day' where supplier_id = $1`, [
      op2.supplierId,
    ]);
    expect((await placeBid(s, op2.token, bidBody(c, op2))).body.messages).toEqual(['Your documents must be approved before you can bid.']);
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

describe('retries and races', () => {
  it('answers the same bid for the same idempotency key, sent again or twice at once', async () => {
    const c = await liveCharter(s);
    const body = bidBody(c, op1);
    const first = await placeBid(s, op1.token, body);
    const again = await placeBid(s, op1.token, body);
    expect(again.status).toBe(200);
    expect(again.body.result.id).toBe(first.body.result.id);

    const twin = bidBody(c, op2);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeBid(s, op2.token, twin)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.id)).size).toBe(1);
    expect((await storedBids(s, c.id)).length).toBe(2);
    expect(await bidCount(c.id)).toBe(2);
  });

  it('answers bids sent at once each for its own operator: one that does not see the charter is refused, the others placed', async () => {
    const c = await liveCharter(s);
    // op2 takes no Generic clients' charters: it no longer sees this one.
    const before = (await s.pool.query(`select client_types from suppliers where id = $1`, [op2.supplierId])).rows[0].client_types;
    await s.pool.query(`update suppliers set client_types = 'QGov' where id = $1`, [op2.supplierId]);
    try {
      // Read together (ADR 0036) when they reach the server in one moment; each is answered alone.
      const answers = await Promise.all([
        placeBid(s, op1.token, bidBody(c, op1, { price: 1300 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 900 })),
        placeBid(s, op1.token, bidBody(c, op1, { price: 1100 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 800 })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404]);
      expect(answers.filter((a) => a.status === 200).map((a) => a.body.result.bidderId)).toEqual([op1.supplierId, op1.supplierId]);
      const stored = await storedBids(s, c.id);
      expect(stored.map((b) => [b.bidder_id, b.price]).sort()).toEqual([
        [op1.supplierId, 1100],
        [op1.supplierId, 1300],
      ]);
      expect(await bidCount(c.id)).toBe(2);
    } finally {
      await s.pool.query(`update suppliers set client_types = $2 where id = $1`, [op2.supplierId, before]);
    }
  });

  it('places bids that wait for the charter together, and one the database refuses does not take the others with it', async () => {
    const c = await liveCharter(s);
    // A refusal only the database makes (a constraint, say), after every check of the server's passed.
    await s.pool.query(`create function refuse_bid() returns trigger language plpgsql as $$
      begin raise exception 'refused by the database'; end $$`);
    await s.pool.query(`create trigger refuse_bid before insert on bids for each row
      when (new.notes = 'Refused by the database') execute function refuse_bid()`);
    // The charter held while a first bid waits for it; the bids after it gather behind (ADR 0036).
    const held = await holdCharter(s, c.id);
    try {
      const first = placeBid(s, op1.token, bidBody(c, op1, { price: 1500 }));
      expect(await bidWaitsForLock(s)).toBe(true);
      const together = Promise.all([
        placeBid(s, op1.token, bidBody(c, op1, { price: 1200 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 1100, notes: 'Refused by the database' })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 1000 })),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      await held.release();
      const [one, [two, refused, three]] = await Promise.all([first, together]);
      expect([one.status, two.status, refused.status, three.status]).toEqual([200, 200, 500, 200]);
      expect(refused.body.messages).toEqual(['Something went wrong on our side. Please try again.']);
      const stored = await storedBids(s, c.id);
      expect(stored.map((b) => b.id).sort()).toEqual([one, two, three].map((a) => a.body.result.id).sort());
      expect(stored.map((b) => b.price).sort()).toEqual([1000, 1200, 1500]);
      expect(await bidCount(c.id)).toBe(3);
    } finally {
      await held.release();
      await s.pool.query('drop trigger refuse_bid on bids; drop function refuse_bid()');
    }
  });

  it('keeps every accepted bid and none after the close in a burst of bids around it', async () => {
    const c = await liveCharter(s);
    await s.pool.query(`update charter_requests set bidding_ends_at = now() + interval '1 second' where id = $1`, [c.id]);
    const fire = (i: number) =>
      new Promise<Awaited<ReturnType<typeof placeBid>>>((resolve, reject) => {
        const op = i % 2 ? op1 : op2;
        setTimeout(() => placeBid(s, op.token, bidBody(c, op, { price: 1000 + i })).then(resolve, reject), i * 100);
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fire(i)));
    const placed = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(20);
    const stored = await s.pool.query(
      `select b.id, b.time_of_bid < cr.bidding_ends_at as before_end
       from bids b join charter_requests cr on cr.id = b.charter_request_id where cr.id = $1`,
      [c.id],
    );
    expect(stored.rows.map((r) => r.id).sort()).toEqual(placed.map((a) => a.body.result.id).sort());
    expect(stored.rows.every((r) => r.before_end)).toBe(true);
    expect(await bidCount(c.id)).toBe(placed.length);
  });
});
