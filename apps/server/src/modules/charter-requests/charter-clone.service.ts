import { sql } from 'drizzle-orm';
import { charterSearchText, formatJobReference } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { findPartyOf } from './charter-party.js';
import type { Tx } from './charter-types.js';
import * as repo from './charter-write.repository.js';
import type { SavedCharter } from './charter-write.service.js';

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
export async function copyRoutesAndManifests(tx: Tx, sourceId: string, cloneId: string): Promise<void> {
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

/** POST cloneCharterRequest: a fresh Pending request with the same sectors and passengers. */
export class CharterCloneService {
  constructor(private readonly db: Db) {}

  async clone(actor: Actor, id: string): Promise<SavedCharter> {
    return this.db.transaction(async (tx) => {
      const source = (
        await tx.execute<{
          id: string;
          jobReference: number;
          clientId: string;
          clientDepartmentId: string | null;
          clientStaffId: string | null;
          purchaseOrderNumber: string;
          charterSubType: string;
        }>(sql`
          select cr.id, cr.job_reference as "jobReference", cr.client_id as "clientId",
            cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId",
            cr.purchase_order_number as "purchaseOrderNumber", cr.charter_sub_type as "charterSubType"
          from charter_requests cr where cr.id = ${id} and ${charterVisibility(actor)}`)
      ).rows[0];
      if (!source) throw notFound();
      const jobReference = await repo.nextJobReference(tx);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into charter_requests (job_reference, status, created_by_user_id, bidding_time_span_hours, urgent, ${list(COPIED_CHARTER_COLUMNS)})
        select ${jobReference}, 'Pending', ${actor.userId}, 120,
          depart_time >= now() and depart_time < now() + interval '24 hours', ${list(COPIED_CHARTER_COLUMNS)}
        from charter_requests where id = ${source.id}
        returning id`);
      const cloneId = inserted.rows[0]!.id;
      await copyRoutesAndManifests(tx, source.id, cloneId);

      const party = await findPartyOf(tx, source);
      const places = await tx.execute<{ from: string; to: string }>(
        sql`select from_site as "from", to_site as "to" from charter_routes where charter_request_id = ${cloneId} order by "order"`,
      );
      if (places.rows.length === 0) throw badRequest(['This charter request has no sectors to copy.']);
      await repo.updateCharterColumns(tx, cloneId, {
        searchText: charterSearchText(jobReference, { ...source, routes: places.rows }, party),
      });

      const reason = `Cloned from ${formatJobReference(source.jobReference)}`;
      await repo.addTimeline(tx, { id: cloneId, oldStatus: 'New', newStatus: 'Pending', actionName: 'Cloned', reason }, actor);
      await publishChange(tx, 'CharterRequest', [cloneId]);
      return { id: cloneId, jobReference };
    });
  }
}

export const clonedMessage = (jobReference: number) => `Charter request cloned as ${formatJobReference(jobReference)}.`;
