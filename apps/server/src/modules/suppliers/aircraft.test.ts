import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { TINY_PNG, download, postForm, supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
let supplier2: string;
let turboprop: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
  supplier2 = await supplierIdOf(s, 'supplier2@demo.test');
  turboprop = (await s.pool.query(`select id from aircraft_categories where category = 'Turboprop'`)).rows[0].id;
});
afterAll(async () => {
  await s.close();
});

describe('aircraft', () => {
  it('lists categories and a supplier’s own aircraft; another supplier is refused', async () => {
    const categories = await s.call('GET', '/api/suppliers/categories', { token: t.supplier1 });
    expect(categories.body.find((c: any) => c.category === 'Turboprop')).toMatchObject({
      id: turboprop,
      maximunFlighTimePerDay: expect.any(Number),
      speedRangeMin: expect.any(Number),
    });
    const own = await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.supplier1 });
    expect(own.body).toHaveLength(2);
    expect(own.body[0]).toMatchObject({ supplierId: supplier1, imageCount: 0, status: 'Active', aircraftCategory: expect.any(String) });
    expect((await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.supplier2 })).status).toBe(403);
    expect((await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.client })).status).toBe(403);
    expect((await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.admin })).body).toHaveLength(2);
  });

  it('adds and updates aircraft with the spec’s messages', async () => {
    const bad = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.supplier1,
      body: { licenseNumber: ' ', type: '', passengerLimit: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      aircraftCategoryId: ['Category is required'],
      licenseNumber: ['Registration is required'],
      type: ['Type is required'],
      passengerLimit: ['Passenger limit is required'],
    });
    const added = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.supplier1,
      body: {
        aircraftCategoryId: turboprop,
        licenseNumber: 'VH-NEW',
        type: 'Beech King Air 350',
        name: 'Bluey',
        passengerLimit: 9,
        aircraftNotes: 'Air con',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual(['Aircraft added.']);
    expect(added.body.result).toMatchObject({
      supplierId: supplier1,
      licenseNumber: 'VH-NEW',
      aircraftCategory: 'Turboprop',
      imageCount: 0,
    });
    const id = added.body.result.id;

    // A supplier cannot add to another supplier.
    const foreign = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.supplier2,
      body: { supplierId: supplier1, aircraftCategoryId: turboprop, licenseNumber: 'VH-BAD', type: 'X', passengerLimit: 1 },
    });
    expect(foreign.status).toBe(403);

    const update = {
      id,
      aircraftCategoryId: turboprop,
      licenseNumber: 'VH-NEW',
      type: 'Beech King Air 350',
      passengerLimit: 8,
      status: 'Inactive',
    };
    const updated = await s.call('POST', '/api/suppliers/updateAircraft', { token: t.supplier1, body: update });
    expect(updated.body).toMatchObject({
      success: true,
      messages: ['Aircraft updated.'],
      result: { passengerLimit: 8, status: 'Inactive' },
    });
    expect((await s.call('POST', '/api/suppliers/updateAircraft', { token: t.supplier2, body: update })).status).toBe(404);
    expect((await s.call('POST', '/api/suppliers/updateAircraft', { token: t.admin, body: { ...update, status: 'Active' } })).status).toBe(
      200,
    );
    await s.call('POST', '/api/suppliers/updateAircraft', { token: t.supplier1, body: update });

    const inactive = await s.call('GET', `/api/suppliers/aircraftByStatus/${supplier1}/Inactive`, { token: t.supplier1 });
    expect(inactive.body.map((a: any) => a.id)).toEqual([id]);
    expect((await s.call('GET', `/api/suppliers/aircraftByStatus/${supplier1}/Active`, { token: t.supplier1 })).body).toHaveLength(2);
    // An admin adds for a named supplier.
    const forTwo = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.admin,
      body: { supplierId: supplier2, aircraftCategoryId: turboprop, licenseNumber: 'VH-TWO', type: 'Cessna 208', passengerLimit: 9 },
    });
    expect(forTwo.body.result.supplierId).toBe(supplier2);
  });

  it('keeps the pax limit within its category’s passenger range, on add and on update', async () => {
    const body = { aircraftCategoryId: turboprop, licenseNumber: 'VH-RNG', type: 'Cessna 208', passengerLimit: 30 };
    const message = 'Passenger limit for a Turboprop must be between 1 and 9.';
    const tooMany = await s.call('POST', '/api/suppliers/addAircraft', { token: t.supplier1, body });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ success: false, messages: [message], errors: { passengerLimit: [message] } });
    const none = await s.call('POST', '/api/suppliers/addAircraft', { token: t.supplier1, body: { ...body, passengerLimit: 0 } });
    expect(none.body.errors).toEqual({ passengerLimit: ['Passenger limit is required'] });
    const regional = (await s.pool.query(`select id from aircraft_categories where category = 'Regional Turboprop'`)).rows[0].id;
    const tooFew = await s.call('POST', '/api/suppliers/addAircraft', {
      token: t.admin,
      body: { ...body, supplierId: supplier1, aircraftCategoryId: regional, passengerLimit: 9 },
    });
    expect(tooFew.body.errors).toEqual({ passengerLimit: ['Passenger limit for a Regional Turboprop must be between 20 and 76.'] });
    expect((await s.pool.query(`select 1 from aircraft where license_number = 'VH-RNG'`)).rows).toHaveLength(0);
    // The seeded demo fleet fits its categories.
    const misfits = await s.pool.query(`select a.license_number from aircraft a join aircraft_categories c on c.id = a.aircraft_category_id
      where a.passenger_limit not between c.min_passenger and c.max_passenger`);
    expect(misfits.rows).toEqual([]);

    const added = await s.call('POST', '/api/suppliers/addAircraft', { token: t.supplier1, body: { ...body, passengerLimit: 9 } });
    expect(added.status).toBe(200);
    const update = { ...body, id: added.body.result.id, status: 'Active' };
    const refused = await s.call('POST', '/api/suppliers/updateAircraft', { token: t.supplier1, body: update });
    expect(refused.body.errors).toEqual({ passengerLimit: [message] });
    expect((await s.pool.query(`select passenger_limit from aircraft where id = $1`, [update.id])).rows[0].passenger_limit).toBe(9);
  });

  it('stores images as uploaded, lists them without bytes and serves them as attachments', async () => {
    const [plane] = (await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.supplier1 })).body;
    const saved = await postForm(
      s,
      '/api/suppliers/addAircraftImage',
      t.supplier1!,
      { aircraftId: plane.id, category: 'Cabin' },
      {
        name: 'cabin.png',
        data: TINY_PNG,
        type: 'image/png',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Image saved.']);
    expect(saved.body.result).toEqual({
      id: expect.any(String),
      aircraftId: plane.id,
      category: 'Cabin',
      contentType: 'image/png',
      fileName: 'cabin.png',
      size: TINY_PNG.length,
      status: 'Active',
    });
    const list = await s.call('GET', `/api/suppliers/aircraftImages/${plane.id}`, { token: t.supplier1 });
    expect(list.body).toEqual([saved.body.result]);
    expect(list.text).not.toContain(TINY_PNG.toString('base64').slice(0, 20));
    const after = (await s.call('GET', `/api/suppliers/aircraft/${supplier1}`, { token: t.supplier1 })).body;
    expect(after.find((a: any) => a.id === plane.id).imageCount).toBe(1);

    const file = await download(s, `/api/suppliers/aircraftImage/${saved.body.result.id}`, t.supplier1!);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(TINY_PNG)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="cabin.png"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await download(s, `/api/suppliers/aircraftImage/${saved.body.result.id}`, t.supplier2!)).status).toBe(404);
    expect((await s.call('GET', `/api/suppliers/aircraftImages/${plane.id}`, { token: t.supplier2 })).status).toBe(404);

    // The bytes decide: a text file named .png is refused, and so is one past 5 MiB.
    const fake = await postForm(
      s,
      '/api/suppliers/addAircraftImage',
      t.supplier1!,
      { aircraftId: plane.id },
      {
        name: 'photo.png',
        data: Buffer.from('just some text, not a picture'),
        type: 'image/png',
      },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.messages).toEqual(['Only JPEG, PNG or WebP images can be uploaded.']);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postForm(
      s,
      '/api/suppliers/addAircraftImage',
      t.supplier1!,
      { aircraftId: plane.id },
      { name: 'big.png', data: big },
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.messages).toEqual(['The file is too large.']);
    const missing = await postForm(s, '/api/suppliers/addAircraftImage', t.supplier1!, { aircraftId: plane.id });
    expect(missing.body.messages).toEqual(['File is required']);
    const foreign = await postForm(
      s,
      '/api/suppliers/addAircraftImage',
      t.supplier2!,
      { aircraftId: plane.id },
      { name: 'x.png', data: TINY_PNG },
    );
    expect(foreign.status).toBe(404);
    expect((await s.pool.query(`select count(*)::int as n from aircraft_images`)).rows[0].n).toBe(1);

    expect(
      (await s.call('POST', '/api/suppliers/removeAircraftImage', { token: t.supplier2, body: { id: saved.body.result.id } })).status,
    ).toBe(404);
    const removed = await s.call('POST', '/api/suppliers/removeAircraftImage', { token: t.supplier1, body: { id: saved.body.result.id } });
    expect(removed.body.messages).toEqual(['Image removed.']);
    expect((await s.call('GET', `/api/suppliers/aircraftImages/${plane.id}`, { token: t.supplier1 })).body).toEqual([]);
  });
});
