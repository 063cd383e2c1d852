import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';

// The request as the client asked for it; everything the workflow, bids and changes added is
// left to the column defaults (status, bids, supplier, price, margin, change fields, dates).
export const COPIED_CHARTER_COLUMNS = [
  'client_id',
  'client_department_id',
  'client_staff_id',
  'charter_type',
  'charter_sub_type',
  'catering',
  'dangerous_goods',
  'dangerous_goods_ids',
  'preferred_aircraft',
  'shared',
  'share_manifest',
  'special_requests',
  'notes',
  'purchase_order_number',
  'reason_for_charter',
  'depart_time',
  'last_depart_time',
  'depart_time_zone',
  'from_site',
  'to_site',
  'route_count',
  'passenger_count',
  'q_gov',
  'currency',
  'hide_price',
  'active_tab',
];

const COPIED_ROUTE_COLUMNS = [
  '"order"',
  'from_site',
  'from_state',
  'from_alt_state',
  'from_airport',
  'from_airport_detail',
  'from_code_airport',
  'from_latitude',
  'from_longitude',
  'to_site',
  'to_state',
  'to_alt_state',
  'to_airport',
  'to_airport_detail',
  'to_code_airport',
  'to_latitude',
  'to_longitude',
  'distance',
  'depart_time',
  'depart_time_zone',
  'flight_time',
  'passenger_number',
  'passenger_range',
  'passenger_range_min',
  'passenger_range_max',
  'passenger_limit',
  'payload',
  'aircraft',
  'techstop_location',
  'techstop_state',
  'techstop_reason',
  'notes',
  'total_weight',
];

export const list = (columns: string[]) => sql.raw(columns.join(', '));

/** Copies a charter's sectors and their passengers onto another charter (clones and changed versions). */
export async function copySectorsAndManifests(tx: Tx, sourceId: string, cloneId: string): Promise<void> {
  await tx.execute(sql`
    insert into charter_routes (charter_request_id, ${list(COPIED_ROUTE_COLUMNS)})
    select ${cloneId}, ${list(COPIED_ROUTE_COLUMNS)} from charter_routes where charter_request_id = ${sourceId}`);
  // Entries start unshared on the copy: sharing belongs to the original.
  await tx.execute(sql`
    insert into manifest_entries (route_id, passenger_name, contact_number, email_address, passenger_weight,
      freight_weight, cargo_weight, item_order, status)
    select nr.id, m.passenger_name, m.contact_number, m.email_address, m.passenger_weight,
      m.freight_weight, m.cargo_weight, m.item_order, m.status
    from manifest_entries m
    join charter_routes r on r.id = m.route_id
    join charter_routes nr on nr.charter_request_id = ${cloneId} and nr."order" = r."order"
    where r.charter_request_id = ${sourceId}`);
}
