import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { COPIED_CHARTER_COLUMNS, copySectorsAndManifests, list } from '../../domain/charters/charter-copy.js';
import type { ChangeRow, LockedCharter } from './change-charter.repository.js';

/**
 * Makes the accepted change's new version of a charter: a copy of the request (sectors and
 * passengers as the clone copies them) with the asked sectors, Confirmed, flown by the same
 * operator at the new price, its award carried over as a Confirmed copy of the awarded bid (each
 * sector's departure moved where the change moved the sector), and linked back (lastVersion).
 */
export async function makeChangedVersion(
  tx: Tx,
  old: LockedCharter,
  change: ChangeRow,
  money: { cost: number; withMargin: number },
): Promise<{ id: string; jobReference: number }> {
  const jobReference = Number((await tx.execute<{ n: string }>(sql`select nextval('job_reference_seq')::bigint as n`)).rows[0]!.n);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into charter_requests (job_reference, status, created_by_user_id, bidding_time_span_hours, bidding_ends_at, bid_expired_at,
      bidder_id, price, with_margin, inclusions, exclusions, operator_notes, allow_charter_share, admin_acknowledged,
      last_version, change_status, supplier_initiated, change_in_cost, change_to_cost, change_to_cost_with_margin, original_cost_with_margin,
      ${list(COPIED_CHARTER_COLUMNS)})
    select ${jobReference}, 'Confirmed', created_by_user_id, bidding_time_span_hours, bidding_ends_at, bid_expired_at,
      bidder_id, ${money.cost}, ${money.withMargin}, inclusions, exclusions, operator_notes, allow_charter_share, false,
      id, 'Accepted', ${change.initiatedBy === 'Supplier'}, ${money.cost !== change.originalCost}, ${money.cost}, ${money.withMargin}, with_margin,
      ${list(COPIED_CHARTER_COLUMNS)}
    from charter_requests where id = ${old.id}
    returning id`);
  const id = inserted.rows[0]!.id;
  await copySectorsAndManifests(tx, old.id, id);
  await tx.execute(sql`
    update charter_routes r set depart_time = s."departTime", passenger_number = s."passengerNumber", aircraft = s.aircraft
    from jsonb_to_recordset(${JSON.stringify(change.sectors)}::jsonb) as s("order" int, "departTime" timestamptz, "passengerNumber" int, aircraft text)
    where r.charter_request_id = ${id} and r."order" = s."order"`);
  await tx.execute(sql`
    update charter_requests cr set depart_time = x.first, last_depart_time = x.last, passenger_count = x.pax,
      urgent = x.first >= now() and x.first < now() + interval '24 hours'
    from (select min(depart_time) as first, max(depart_time) as last, max(passenger_number) as pax
          from charter_routes where charter_request_id = ${id}) x
    where cr.id = ${id}`);

  if (old.bidId) {
    const bid = await tx.execute<{ id: string }>(sql`
      insert into bids (charter_request_id, bidder_id, created_by_user_id, status, currency, price, with_margin, margin_type, margin_value,
        inclusions, exclusions, notes, same_aircraft, time_of_bid)
      select ${id}, bidder_id, created_by_user_id, 'Confirmed', currency, ${money.cost}, ${money.withMargin}, margin_type, margin_value,
        inclusions, exclusions, notes, same_aircraft, time_of_bid
      from bids where id = ${old.bidId}
      returning id`);
    const newBidId = bid.rows[0]?.id;
    if (newBidId) {
      await tx.execute(sql`
        insert into bid_routes (bid_id, route_id, "order", depart_time, flight_time, payload, passenger_limit, aircraft_ids, tech_stop)
        select ${newBidId}, nr.id, br."order",
          case when nr.depart_time <> r.depart_time then nr.depart_time else br.depart_time end,
          br.flight_time, br.payload, br.passenger_limit, br.aircraft_ids, br.tech_stop
        from bid_routes br
        join charter_routes r on r.id = br.route_id
        join charter_routes nr on nr.charter_request_id = ${id} and nr."order" = r."order"
        where br.bid_id = ${old.bidId}`);
      await tx.execute(sql`update charter_requests set bid_id = ${newBidId} where id = ${id}`);
    }
  }

  // The search text leads with the job number (charterSearchText): the rest (places, owner, PO) is the old version's.
  await tx.execute(sql`
    update charter_requests set search_text = regexp_replace(o.search_text, '^\\d+ jb\\d+', ${`${jobReference} jb${jobReference}`})
    from charter_requests o where o.id = ${old.id} and charter_requests.id = ${id}`);
  return { id, jobReference };
}
