import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHARTER_TABS } from '@charter/shared';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { idsOf } from '../../tests/factories.js';
import { supplierCharterVisibility } from './charter-scope.js';

/**
 * An operator's lists are read with its filters written in as values (operator-filters.ts); the
 * e-mails about open charters, and the reads of one charter, with the rule that reads the filters
 * in the statement. Whatever the filters, the Live and Approved lists must hold exactly the
 * charters the rule gives, so that a list and an e-mail never disagree.
 */
let s: TestServer;
let token: string;
let supplierId: string;

const SETTINGS = {
  charter_types: '',
  location_filter_enabled: false,
  filter_location: '',
  passenger_range_filter_enabled: false,
  min_passengers: 0,
  max_passengers: 0,
  client_types: 'Generic,QGov',
  status: 'Active',
};
type Settings = typeof SETTINGS;

async function setFilters(changes: Partial<Settings>) {
  const v = { ...SETTINGS, ...changes };
  await s.pool.query(
    `update suppliers set charter_types = $2, location_filter_enabled = $3, filter_location = $4,
       passenger_range_filter_enabled = $5, min_passengers = $6, max_passengers = $7, client_types = $8, status = $9
     where id = $1`,
    [
      supplierId,
      v.charter_types,
      v.location_filter_enabled,
      v.filter_location,
      v.passenger_range_filter_enabled,
      v.min_passengers,
      v.max_passengers,
      v.client_types,
      v.status,
    ],
  );
}

/** The charters of a tab in the operator's list, every page. */
async function listed(tab: 'Live' | 'Upcoming'): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await s.call('GET', `/api/charterRequest/supplierByStatus/${tab}${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body.items as { id: string }[]).map((i) => i.id));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return ids.sort();
}

/** The charters of a tab the rule lets the operator see. */
async function byRule(tab: 'Live' | 'Upcoming'): Promise<string[]> {
  const statuses = CHARTER_TABS[tab].statuses;
  const { rows } = await s.db.execute(
    sql`select cr.id from charter_requests cr where cr.status in ${statuses} and ${supplierCharterVisibility(sql`${supplierId}::uuid`)}`,
  );
  return (rows as { id: string }[]).map((r) => r.id).sort();
}

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.member('supplier1@demo.test')).token;
  supplierId = (await idsOf(s, 'supplier1@demo.test')).supplierId!;
  // Flown charters of both clients, every type, places and party sizes, opened again: enough
  // variety that each filter below keeps some and drops some.
  await s.pool.query(
    `update charter_requests cr set status = 'Live', bidder_id = case when f.n = 1 then cr.bidder_id end
     from (select id, row_number() over (partition by client_id, charter_sub_type order by job_reference) n
       from charter_requests where status = 'Finished') f
     where f.id = cr.id and f.n <= 4`,
  );
  // QGov requests opened to some states only, one of them written with blanks around its states,
  // and one whose list is only blanks (open to every state).
  const { rows } = await s.pool.query<{ id: string }>(
    `select id from charter_requests where status = 'Live' order by job_reference limit 3`,
  );
  await s.pool.query(`update charter_requests set supplier_states = 'NSW' where id = $1`, [rows[0]!.id]);
  await s.pool.query(`update charter_requests set supplier_states = ' QLD , WA ' where id = $1`, [rows[1]!.id]);
  await s.pool.query(`update charter_requests set supplier_states = '   ' where id = $1`, [rows[2]!.id]);
});
afterAll(async () => {
  await s.close();
});

describe("an operator's lists follow its filters exactly as the e-mails' rule does", () => {
  const cases: [string, Partial<Settings>][] = [
    ['no filters', {}],
    ['a top-level charter type', { charter_types: 'Freight' }],
    ['a sub type and a type', { charter_types: 'FIFO Crew Change, Freight' }],
    ['its states', { location_filter_enabled: true, filter_location: 'NSW, NT' }],
    ['states switched off but listed', { location_filter_enabled: false, filter_location: 'WA' }],
    ['a passenger range', { passenger_range_filter_enabled: true, min_passengers: 1, max_passengers: 6 }],
    ['only QGov clients', { client_types: 'QGov' }],
    ['no client type', { client_types: '' }],
    [
      'every filter at once',
      {
        charter_types: 'Passenger',
        location_filter_enabled: true,
        filter_location: 'QLD,NSW',
        passenger_range_filter_enabled: true,
        min_passengers: 2,
        max_passengers: 20,
        client_types: 'Generic',
      },
    ],
    ['switched off by an admin', { status: 'Inactive' }],
    // Written into the statement as literals: quotes and backslashes stay text.
    [
      'settings with quotes and backslashes',
      { charter_types: "Freight, O'Brien\\'s; select 1; --", location_filter_enabled: true, filter_location: "NSW, Q'LD\\" },
    ],
  ];
  const seen = new Map<string, string[]>();
  it.each(cases)('%s', async (name, changes) => {
    await setFilters(changes);
    for (const tab of ['Live', 'Upcoming'] as const) expect(await listed(tab)).toEqual(await byRule(tab));
    seen.set(name, await listed('Live'));
  });

  it('the filters above narrow the list, so the comparison says something', async () => {
    const all = seen.get('no filters')!;
    const { rows } = await s.pool.query<{ id: string }>(
      `select id from charter_requests where status in ('Live', 'Approved') and bidder_id = $1 order by id`,
      [supplierId],
    );
    const won = rows.map((r) => r.id).sort();
    expect(all.length).toBeGreaterThan(3);
    for (const narrower of ['a top-level charter type', 'its states', 'a passenger range', 'only QGov clients']) {
      expect(seen.get(narrower)!.length, narrower).toBeLessThan(all.length);
    }
    // Switched off, or taking no client's requests, it still sees the open charters it won.
    expect(won.length).toBeGreaterThan(0);
    expect(won.length).toBeLessThan(all.length);
    expect(seen.get('switched off by an admin')).toEqual(won);
    expect(seen.get('no client type')).toEqual(won);
  });
});
