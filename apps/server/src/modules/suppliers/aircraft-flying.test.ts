import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRCRAFT_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
let lightJet: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
  lightJet = (await s.pool.query(`select id from aircraft_categories where category = 'Light Jet'`)).rows[0].id;
});
afterAll(async () => {
  await s.close();
});

const body = (extra: Record<string, unknown> = {}) => ({
  aircraftCategoryId: lightJet,
  licenseNumber: 'VH-FLY',
  type: 'Cessna Citation CJ3',
  passengerLimit: 6,
  ...extra,
});

describe("an aircraft's payload, range and dangerous goods", () => {
  it("takes its category's figures when it records none, and its own when it does", async () => {
    const categories = (await s.call('GET', '/api/suppliers/categories', { token: t.supplier1 })).body as any[];
    expect(categories.find((c) => c.category === 'Light Jet')).toMatchObject({ defaultPayloadKg: 900, defaultRangeKm: 2800 });

    const plain = await s.call('POST', '/api/suppliers/addAircraft', { token: t.supplier1, body: body() });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.result ?? plain.body).toMatchObject({
      maxPayloadKg: null,
      rangeKm: null,
      dangerousGoods: false,
      payloadKg: 900,
      flyingRangeKm: 2800,
    });
    const id = (plain.body.result ?? plain.body).id as string;
    const own = await s.call('POST', '/api/suppliers/updateAircraft', {
      token: t.supplier1,
      body: { ...body(), id, maxPayloadKg: '1100', rangeKm: 3100, dangerousGoods: true },
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body.result ?? own.body).toMatchObject({
      maxPayloadKg: 1100,
      rangeKm: 3100,
      dangerousGoods: true,
      payloadKg: 1100,
      flyingRangeKm: 3100,
    });
    const listed = (await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.supplier1 })).body as any[];
    expect(listed.find((a) => a.id === id)).toMatchObject({ payloadKg: 1100, flyingRangeKm: 3100, dangerousGoods: true });
    // Emptied, the category's figures apply again.
    const back = await s.call('POST', '/api/suppliers/updateAircraft', {
      token: t.supplier1,
      body: { ...body(), id, maxPayloadKg: '', rangeKm: null },
    });
    expect(back.body.result ?? back.body).toMatchObject({ maxPayloadKg: null, rangeKm: null, payloadKg: 900, flyingRangeKm: 2800 });
    // Another operator cannot change it.
    expect(
      (await s.call('POST', '/api/suppliers/updateAircraft', { token: t.supplier2, body: { ...body(), id, rangeKm: 1 } })).status,
    ).toBe(404);
  });

  it('refuses figures out of bounds with a message, changing nothing', async () => {
    for (const [field, value, message] of [
      ['maxPayloadKg', 0, AIRCRAFT_MESSAGES.maxPayloadKg],
      ['maxPayloadKg', 100_001, AIRCRAFT_MESSAGES.maxPayloadKg],
      ['maxPayloadKg', 12.5, AIRCRAFT_MESSAGES.maxPayloadKg],
      ['rangeKm', -5, AIRCRAFT_MESSAGES.rangeKm],
      ['rangeKm', 'far', AIRCRAFT_MESSAGES.rangeKm],
      ['rangeKm', 20_001, AIRCRAFT_MESSAGES.rangeKm],
    ] as const) {
      const res = await s.call('POST', '/api/suppliers/addAircraft', {
        token: t.supplier1,
        body: body({ licenseNumber: 'VH-BAD', [field]: value }),
      });
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const dg = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.supplier1,
      body: body({ licenseNumber: 'VH-BAD', dangerousGoods: 'yes' }),
    });
    expect(dg.status).toBe(400);
    expect((await s.pool.query(`select 1 from aircraft where license_number = 'VH-BAD'`)).rows).toEqual([]);
  });
});
