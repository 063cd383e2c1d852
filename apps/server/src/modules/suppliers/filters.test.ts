import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
});
afterAll(async () => {
  await s.close();
});

/** The supplier's Live list (the demo world's Live charters are on it too; each test follows its own charter). */
const liveIds = async (token: string) => {
  const res = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((i) => i.id);
};
const setSupplier = (sets: string, values: unknown[] = []) =>
  s.pool.query(`update suppliers set ${sets} where id = $1`, [supplier1, ...values]);
const reset = () =>
  setSupplier(
    `charter_types = 'Passenger,Freight', client_types = 'Generic, QGov', location_filter_enabled = false, filter_location = '',
     passenger_range_filter_enabled = false, min_passengers = 0, max_passengers = 0`,
  );

describe("a supplier's filters decide which Live charters it sees", () => {
  it('charter type, location, passenger range, client type and QGov states each show or hide a charter', async () => {
    const charter = await insertCharter(s.pool, {
      status: 'Live',
      routes: [
        { from: 'Brisbane', fromState: 'QLD', to: 'Sydney', toState: 'NSW' },
        { from: 'Sydney', fromState: 'NSW', to: 'Brisbane', toState: 'QLD' },
      ],
    });
    await s.pool.query(`update charter_requests set charter_sub_type = 'FIFO Crew Change', passenger_count = 6 where id = $1`, [
      charter.id,
    ]);
    await reset();
    expect(await liveIds(t.supplier1!)).toContain(charter.id);

    // Charter types: the top-level type covers every sub type; a sub type must match.
    await setSupplier(`charter_types = 'Corporate'`);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await setSupplier(`charter_types = 'Corporate, FIFO Crew Change'`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);
    await setSupplier(`charter_types = ''`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);

    // Location: any sector's from or to state, only while the filter is on.
    await setSupplier(`location_filter_enabled = true, filter_location = 'WA,VIC'`);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await setSupplier(`filter_location = 'WA,NSW'`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);
    await setSupplier(`location_filter_enabled = false, filter_location = 'WA'`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);

    // Passenger range while on.
    await setSupplier(`passenger_range_filter_enabled = true, min_passengers = 1, max_passengers = 5`);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await setSupplier(`max_passengers = 6`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);

    // Client type: Demo Mining Co is a Generic client.
    await setSupplier(`client_types = 'QGov'`);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await reset();

    // A charter the filters hide cannot be opened either, but the one it won stays visible.
    await setSupplier(`client_types = 'QGov'`);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.supplier1 })).status).toBe(404);
    await s.pool.query(`update charter_requests set status = 'Confirmed', bidder_id = $2 where id = $1`, [charter.id, supplier1]);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.supplier1 })).status).toBe(200);
    await reset();
  });

  it('a QGov request opened to some states reaches only suppliers listing one of them', async () => {
    const charter = await insertCharter(s.pool, { status: 'Live', clientEmail: 'qgov@demo.test' });
    await reset();
    expect(await liveIds(t.supplier1!)).toContain(charter.id);
    // supplier2 does not serve QGov clients.
    expect(await liveIds(t.supplier2!)).not.toContain(charter.id);

    await s.pool.query(`update charter_requests set supplier_states = 'QLD,NSW' where id = $1`, [charter.id]);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await setSupplier(`filter_location = 'VIC'`);
    expect(await liveIds(t.supplier1!)).not.toContain(charter.id);
    await setSupplier(`filter_location = 'VIC,QLD'`);
    expect(await liveIds(t.supplier1!)).toContain(charter.id);
    // Approved charters follow the same filters.
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [charter.id]);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.supplier1 })).status).toBe(200);
    await setSupplier(`filter_location = 'VIC'`);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: t.supplier1 })).status).toBe(404);
  });
});
