import type pg from 'pg';

/** Places the seeded sectors fly between; Longreach is one of 16, so a search finds about 1 in 8. */
const PLACES = [
  'Brisbane',
  'Longreach',
  'Mount Isa',
  'Cairns',
  'Townsville',
  'Rockhampton',
  'Mackay',
  'Emerald',
  'Roma',
  'Charleville',
  'Weipa',
  'Gladstone',
  'Bundaberg',
  'Toowoomba',
  'Darwin',
  'Perth',
];

/**
 * Status by g % 20: Pending 10%, Live 15%, Approved 5%, PendingConfirmation 5%, Confirmed 15%,
 * Finished 30%, Closed 20%. The admin's Live tab (Live + Approved) then holds a fifth of them.
 */
const STATUS = `case
  when g % 20 < 2 then 'Pending' when g % 20 < 5 then 'Live' when g % 20 = 5 then 'Approved'
  when g % 20 = 6 then 'PendingConfirmation' when g % 20 < 10 then 'Confirmed' when g % 20 < 16 then 'Finished'
  else 'Closed' end`;

interface Party {
  client: string;
  qgov: string;
  department: string;
  staff: string;
  suppliers: string[];
}

async function party(db: pg.Pool): Promise<Party> {
  const one = async (q: string) => ((await db.query(q)).rows[0] as { id: string }).id;
  return {
    client: await one(`select client_id as id from users where email = 'client@demo.test'`),
    qgov: await one(`select client_id as id from users where email = 'qgov@demo.test'`),
    department: await one(`select client_department_id as id from users where email = 'department@demo.test'`),
    staff: await one(`select client_staff_id as id from users where email = 'staff@demo.test'`),
    suppliers: (await db.query(`select supplier_id as id from users where role = 'Supplier' order by email`)).rows.map(
      (r) => r.id as string,
    ),
  };
}

/**
 * Seeds `count` charter requests with their sectors in two INSERT ... SELECT generate_series
 * statements, spread over the demo owners (g % 4: the client itself, its department, the
 * department's staff member, the QGov client), statuses, places and dates; a quarter of them
 * are return trips of two sectors.
 */
export async function seedCharters(db: pg.Pool, count: number): Promise<void> {
  const p = await party(db);
  // A bulk load builds the secondary indexes once at the end (as pg_restore does), from their
  // definitions in the database, so the schema stays the migrations' own.
  const indexes = (
    await db.query(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
       where i.tablename in ('charter_requests', 'charter_routes') and i.schemaname = current_schema()
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )
  ).rows as { name: string; def: string }[];
  for (const i of indexes) await db.query(`drop index "${i.name}"`);
  // The demo world's charters already have their sectors: only the seeded ones get one here.
  const before = Number((await db.query(`select coalesce(max(job_reference), 0) as n from charter_requests`)).rows[0].n);
  await db.query(
    `insert into charter_requests (job_reference, client_id, client_department_id, client_staff_id, status, charter_type, charter_sub_type,
       depart_time, last_depart_time, from_site, to_site, route_count, passenger_count, q_gov, bidding_ends_at, bidder_id,
       created_at, purchase_order_number, search_text)
     select j, case o when 3 then $2::uuid else $1::uuid end,
       case when o in (1, 2) then $3::uuid end, case when o = 2 then $4::uuid end,
       st, 'Passenger', 'Charter', dep, dep + case when rc = 2 then interval '1 day' else interval '0' end,
       f, t, rc, 1 + g % 12, o = 3,
       case when st in ('Live', 'Approved') then now() + make_interval(mins => 60 + g % 1200) end,
       case when st in ('PendingConfirmation', 'Confirmed', 'Finished') then ($5::uuid[])[1 + g % cardinality($5::uuid[])] end,
       dep - interval '10 days', 'PO' || g,
       lower(concat_ws(' ', j, 'jb' || j, f, t, case o when 3 then 'Queensland Health' else 'Demo Mining Co' end,
         case when o in (1, 2) then 'Exploration' end, case when o = 2 then 'Sam Staff' end, 'PO' || g, 'Charter'))
     from (
       select g, nextval('job_reference_seq') as j, g % 4 as o, ${STATUS} as st,
         case when g % 4 = 3 then 2 else 1 end as rc,
         ($6::text[])[1 + g % 16] as f, ($6::text[])[1 + (g * 7 + 3) % 16] as t,
         case when (${STATUS}) in ('Finished', 'Closed')
           then now() - make_interval(hours => 24 + (g * 7919) % (24 * 700))
           else now() + make_interval(hours => 24 + (g * 7919) % (24 * 300)) end as dep
       from generate_series(1, $7::int) g
     ) s`,
    [p.client, p.qgov, p.department, p.staff, p.suppliers, PLACES, count],
  );
  // A sector each; return trips fly back a day later.
  await db.query(
    `insert into charter_routes (charter_request_id, "order", from_site, from_state, to_site, to_state, depart_time, flight_time, passenger_number)
     select cr.id, n, case n when 0 then cr.from_site else cr.to_site end, 'QLD', case n when 0 then cr.to_site else cr.from_site end, 'QLD',
       cr.depart_time + make_interval(days => n), '02:15', cr.passenger_count
     from charter_requests cr cross join lateral generate_series(0, cr.route_count - 1) n
     where cr.job_reference > $1`,
    [before],
  );
  for (const i of indexes) await db.query(i.def);
  // As autovacuum would soon after a bulk load (PostgreSQL 13+ vacuums insert-only tables too): the
  // visibility map lets counts and keyset pages read the indexes alone, as on a database in use.
  await db.query('vacuum analyze charter_requests');
  await db.query('vacuum analyze charter_routes');
}
