import { withDatabase } from './database.js';

const columns = async (db: import('pg').Client, table: string, skip: string[]) =>
  (
    await db.query<{ c: string }>(
      `select quote_ident(column_name) as c from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_name <> all($2) order by ordinal_position`,
      [table, skip],
    )
  ).rows.map((r) => r.c);

/**
 * A fresh copy of the client's demo Confirmed charter flown by supplier1, with its sectors and its
 * awarded bid, under a new job number: a journey that changes a booked charter leaves the demo one
 * (the itinerary journey's) as it is. The copy keeps the original's facts (owner, places, times, price).
 */
export async function copyOfDemoConfirmedCharter(): Promise<{ id: string; ref: string; price: number }> {
  return withDatabase(async (db) => {
    await db.query('begin');
    const source = (
      await db.query<{ id: string; bidId: string }>(
        `select cr.id, cr.bid_id as "bidId" from charter_requests cr
         where cr.status = 'Confirmed' and cr.client_department_id is null and cr.bid_id is not null
           and cr.client_id = (select client_id from users where email = 'client@demo.test')
           and cr.bidder_id = (select supplier_id from users where email = 'supplier1@demo.test')
         order by cr.job_reference limit 1`,
      )
    ).rows[0];
    if (!source) throw new Error('no demo Confirmed charter of client@demo.test flown by supplier1');
    const cc = await columns(db, 'charter_requests', ['id', 'job_reference', 'bid_id']);
    const made = (
      await db.query<{ id: string; jobReference: string; price: string }>(
        `insert into charter_requests (${cc.join(', ')}) select ${cc.join(', ')} from charter_requests where id = $1
         returning id, job_reference as "jobReference", price`,
        [source.id],
      )
    ).rows[0]!;
    const rc = await columns(db, 'charter_routes', ['id', 'charter_request_id']);
    await db.query(
      `insert into charter_routes (charter_request_id, ${rc.join(', ')}) select $2, ${rc.join(', ')} from charter_routes where charter_request_id = $1`,
      [source.id, made.id],
    );
    const bc = await columns(db, 'bids', ['id', 'charter_request_id', 'idempotency_key', 'idempotency_hash']);
    const bid = (
      await db.query<{ id: string }>(
        `insert into bids (charter_request_id, ${bc.join(', ')}) select $2, ${bc.join(', ')} from bids where id = $1 returning id`,
        [source.bidId, made.id],
      )
    ).rows[0]!;
    await db.query(
      `insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids)
       select $2, nr.id, br."order", br.depart_time, br.flight_time, br.payload, br.passenger_limit, br.aircraft_ids
       from bid_routes br join charter_routes r on r.id = br.route_id
       join charter_routes nr on nr.charter_request_id = $3 and nr."order" = r."order"
       where br.bid_id = $1`,
      [source.bidId, bid.id, made.id],
    );
    await db.query(`update charter_requests set bid_id = $2 where id = $1`, [made.id, bid.id]);
    await db.query('commit');
    return { id: made.id, ref: `JB${made.jobReference}`, price: Number(made.price) };
  });
}
