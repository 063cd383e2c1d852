import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES, FLIGHT_TIME_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, storedBids, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
beforeAll(async () => {
  s = await startTestServer();
  ({ op1 } = await readyOperators(s));
});
afterAll(async () => {
  await s?.close();
});

describe('bad bid input answers 4xx and changes nothing', () => {
  it('an impossible date (2026-02-30) is the spec\'s "Invalid Date supplied" on that sector', async () => {
    const c = await liveCharter(s);
    const body = bidBody(c, op1);
    body.routes[0]!.departTime = '2026-02-30T10:00:00+10:00';
    const res = await placeBid(s, op1.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors['routes.0.departTime']).toEqual([BID_MESSAGES.departTime]);
    expect(await storedBids(s, c.id)).toEqual([]);
  });

  it('flight time minutes above 59 (9:99) are refused with their own message, no bid', async () => {
    const c = await liveCharter(s);
    const body = bidBody(c, op1);
    body.routes[0]!.flightTime = '9:99';
    const res = await placeBid(s, op1.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors['routes.0.flightTime']).toEqual([FLIGHT_TIME_MESSAGES.minutes]);
    expect(await storedBids(s, c.id)).toEqual([]);
  });

  it('a departure in the past, a huge price or payload: field messages, no bid', async () => {
    const c = await liveCharter(s);
    const body = bidBody(c, op1, { price: 3e9 });
    body.routes[0]!.departTime = new Date(Date.now() - 3600_000).toISOString();
    body.routes[0]!.payload = 1e12;
    const res = await placeBid(s, op1.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      price: ['Price must be at most 100,000,000.'],
      'routes.0.departTime': [BID_MESSAGES.departPast],
      'routes.0.payload': ['Payload must be at most 100,000.'],
    });
    expect(await storedBids(s, c.id)).toEqual([]);
  });
});

describe('the idempotency key', () => {
  it('answers the first bid for the same body, and 422 for another bid with the same key', async () => {
    const c = await liveCharter(s);
    const key = randomUUID();
    const first = await placeBid(s, op1.token, bidBody(c, op1, { idempotencyKey: key }));
    expect(first.status).toBe(200);

    const again = await placeBid(s, op1.token, bidBody(c, op1, { idempotencyKey: key }));
    expect(again.status).toBe(200);
    expect(again.body.result.id).toBe(first.body.result.id);

    const other = await placeBid(s, op1.token, bidBody(c, op1, { idempotencyKey: key, price: 900 }));
    expect(other.status).toBe(422);
    expect(other.body.messages).toEqual([BID_MESSAGES.idempotencyMismatch]);
    expect(other.body.errors).toEqual({ idempotencyKey: [BID_MESSAGES.idempotencyMismatch] });
    expect((await storedBids(s, c.id)).map((b) => b.price)).toEqual([1000]);
  });
});

describe('free text of a bid', () => {
  it('is cleaned on save: line breaks become spaces, odd characters go', async () => {
    const c = await liveCharter(s);
    const res = await placeBid(
      s,
      op1.token,
      bidBody(c, op1, { notes: 'Fuel stop at\nLongreach <b>{ok}</b>', inclusions: ['Café & snacks\t'] }),
    );
    expect(res.status).toBe(200);
    const row = (await s.pool.query(`select notes, inclusions from bids where id = $1`, [res.body.result.id])).rows[0];
    expect(row).toEqual({ notes: 'Fuel stop at Longreach bok/b', inclusions: 'Café & snacks' });
  });
});

describe('the bid as the spec sends it: base64 encodedData', () => {
  const b64 = (v: string) => Buffer.from(v).toString('base64');

  it('takes standard and URL-safe base64, line-wrapped too', async () => {
    const c = await liveCharter(s);
    const json = JSON.stringify(bidBody(c, op1, { notes: 'Encoded bid' }));
    const wrapped = b64(json).replace(/(.{76})/g, '$1\n');
    const res = await placeBid(s, op1.token, { encodedData: wrapped });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.notes).toBe('Encoded bid');
    const c2 = await liveCharter(s);
    const urlSafe = Buffer.from(JSON.stringify(bidBody(c2, op1, { notes: 'Encoded bid' }))).toString('base64url');
    expect((await placeBid(s, op1.token, { encodedData: urlSafe })).status).toBe(200);
  });

  it('refuses bad base64, a wrong type or bytes that are not a bid object with a 400 naming encodedData, and stores nothing', async () => {
    const c = await liveCharter(s);
    const cases: [unknown, string][] = [
      [{ encodedData: '%%%' }, 'encodedData is not valid base64.'],
      [{ encodedData: 'eyJwcmljZSI6MTB9!!' }, 'encodedData is not valid base64.'],
      [{ encodedData: '' }, 'encodedData is not valid base64.'],
      [{ encodedData: 12 }, 'encodedData must be a base64 text.'],
      [{ encodedData: null }, 'encodedData must be a base64 text.'],
      [{ encodedData: ['a'] }, 'encodedData must be a base64 text.'],
      [{ encodedData: b64('{"price": 10') }, 'encodedData must hold a JSON object.'],
      [{ encodedData: b64('"a bid"') }, 'encodedData must hold a JSON object.'],
      [{ encodedData: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]).toString('base64') }, 'encodedData must hold a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const res = await placeBid(s, op1.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, messages: [message], errors: { encodedData: [message] } });
    }
    // A decoded bid is checked like any other: the spec's field messages.
    const invalid = await placeBid(s, op1.token, { encodedData: b64(JSON.stringify(bidBody(c, op1, { currency: '' }))) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.currency).toEqual([BID_MESSAGES.currency]);
    expect(await storedBids(s, c.id)).toEqual([]);
  });
});
