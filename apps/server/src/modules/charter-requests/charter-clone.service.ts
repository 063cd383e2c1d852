import { sql } from 'drizzle-orm';
import { charterSearchText, formatJobReference } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { findPartyOf } from './charter-party.js';
import { COPIED_CHARTER_COLUMNS, copySectorsAndManifests, list } from '../../domain/charters/charter-copy.js';
import * as repo from './charter-write.repository.js';
import type { SavedCharter } from './charter-write.service.js';

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
      await copySectorsAndManifests(tx, source.id, cloneId);

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
