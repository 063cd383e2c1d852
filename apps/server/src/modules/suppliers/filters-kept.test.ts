import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { createCharter, departIn, idsOf, newCharterBody, sector } from '../../../tests/factories.js';
import { supplierIdOf } from './supplier-test-helpers.js';

/**
 * An operator's filters are tested on columns kept with the charter (ADR 0021): the sector states
 * (route_states, kept by the database from charter_routes) must follow every write of sectors, and
 * a client's type change must reach the operators' lists at once.
 */
let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'supplier1']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
  await s.pool.query(
    `update suppliers set charter_types = '', client_types = 'Generic, QGov', location_filter_enabled = false, filter_location = '',
       passenger_range_filter_enabled = false where id = $1`,
    [supplier1],
  );
});
afterAll(async () => {
  await s?.close();
});

const liveIds = async () => {
  const res = await s.call('GET', '/api/charterRequest/supplierByStatus/Live?limit=200', { token: t.supplier1 });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((i) => i.id);
};
const statesOf = async (id: string) =>
  (await s.pool.query(`select route_states as "states" from charter_requests where id = $1`, [id])).rows[0].states as string[];
const sectorRowsOf = async (id: string) =>
  (await s.pool.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [id])).rows.map(
    (r) => r.id as string,
  );

describe("the sector states an operator's location filter reads", () => {
  it('follow creating, updating and cloning a charter, and direct writes of its sectors', async () => {
    const { id } = await createCharter(s, t.client!, { routes: [sector('BNE', 'LRE', departIn(5))] });
    expect(await statesOf(id)).toEqual(['QLD']);

    // Updating: the first sector kept (now to Darwin), a second one added to Perth.
    const [first] = await sectorRowsOf(id);
    const updated = await s.call('POST', '/api/charterRequest/updateCharterRequest', {
      token: t.client,
      body: {
        ...newCharterBody({
          activeTab: 'multi',
          routes: [{ ...sector('BNE', 'DRW', departIn(5)), id: first! }, sector('DRW', 'PER', departIn(6))],
        }),
        id,
      },
    });
    expect(updated.status).toBe(200);
    expect(await statesOf(id)).toEqual(['NT', 'QLD', 'WA']);

    const clone = await s.call('POST', '/api/charterRequest/cloneCharterRequest', { token: t.client, body: { id } });
    expect(clone.status).toBe(200);
    expect(await statesOf(clone.body.result.id)).toEqual(['NT', 'QLD', 'WA']);

    // Any other writer of sectors (a change applied, a fixture, an admin tool): an update, a delete.
    await s.pool.query(`update charter_routes set to_state = 'VIC' where charter_request_id = $1 and "order" = 1`, [id]);
    expect(await statesOf(id)).toEqual(['NT', 'QLD', 'VIC']);
    await s.pool.query(`delete from charter_routes where charter_request_id = $1 and "order" = 1`, [id]);
    expect(await statesOf(id)).toEqual(['NT', 'QLD']);
    expect(await statesOf(clone.body.result.id)).toEqual(['NT', 'QLD', 'WA']);
  });

  it("decide the operator's Live list as the sectors change", async () => {
    const charter = await insertCharter(s.pool, {
      status: 'Live',
      routes: [{ from: 'Brisbane', fromState: 'QLD', to: 'Perth', toState: 'WA' }],
    });
    await s.pool.query(`update suppliers set location_filter_enabled = true, filter_location = 'NT, WA' where id = $1`, [supplier1]);
    try {
      expect(await liveIds()).toContain(charter.id);
      await s.pool.query(`update charter_routes set to_state = 'QLD', to_site = 'Cairns' where charter_request_id = $1`, [charter.id]);
      expect(await liveIds()).not.toContain(charter.id);
      await s.pool.query(
        `insert into charter_routes (charter_request_id, "order", from_site, from_state, to_site, to_state, depart_time, flight_time)
         select id, 1, 'Cairns', 'QLD', 'Darwin', 'NT', depart_time + interval '1 day', '' from charter_requests where id = $1`,
        [charter.id],
      );
      expect(await liveIds()).toContain(charter.id);
    } finally {
      await s.pool.query(`update suppliers set location_filter_enabled = false, filter_location = '' where id = $1`, [supplier1]);
    }
  });
});

describe("a client's type change", () => {
  it("reaches the operators' Live lists at once", async () => {
    const { clientId } = await idsOf(s, 'client@demo.test');
    const charter = await insertCharter(s.pool, { status: 'Live' });
    await s.pool.query(`update suppliers set client_types = 'Generic' where id = $1`, [supplier1]);
    try {
      expect(await liveIds()).toContain(charter.id);
      const detail = (await s.call('GET', `/api/admin/parties/Clients/${clientId}`, { token: t.admin })).body;
      const { email: _e, createdAt: _c, clientId: _ci, clientName: _cn, departmentId: _di, ...editable } = detail;
      const changed = await s.call('POST', '/api/admin/updateClient', { token: t.admin, body: { ...editable, clientType: 'QGov' } });
      expect(changed.status).toBe(200);
      expect(await liveIds()).not.toContain(charter.id);
      const back = await s.call('POST', '/api/admin/updateClient', { token: t.admin, body: { ...editable, clientType: 'Generic' } });
      expect(back.status).toBe(200);
      expect(await liveIds()).toContain(charter.id);
    } finally {
      await s.pool.query(`update suppliers set client_types = 'Generic, QGov' where id = $1`, [supplier1]);
    }
  });
});
