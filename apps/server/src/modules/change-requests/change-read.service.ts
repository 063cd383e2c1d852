import { sql } from 'drizzle-orm';
import { CHANGE_TABS, type ChangeCharterDto, type ChangeListItem, type ChangeTab, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterOwnList } from '../../access/charter-scope.js';
import { viewerOf, visibleMoney } from '../../access/viewer.js';
import { notFound } from '../../lib/http-errors.js';
import { findChange, jobReferenceOf, sectorsOf } from './change-charter.repository.js';
import { changeVisibility, decisionRights } from './change-scope.js';
import { isoText } from '../../lib/sql-text.js';

/** GET changeCharter/{id}: the change, its sectors before and after, its money as this viewer may see it. */
export async function readChange(db: Db, actor: Actor, id: string): Promise<ChangeCharterDto> {
  if (!isUuid(id)) throw notFound();
  const change = await findChange(db, actor, id);
  if (!change) throw notFound();
  const viewer = await viewerOf(db, actor);
  const before = visibleMoney(viewer, { bidderId: change.bidderId, price: change.originalCost, withMargin: change.originalCostWithMargin });
  const after = visibleMoney(viewer, { bidderId: change.bidderId, price: change.changeToCost, withMargin: change.changeToCostWithMargin });
  const current = await sectorsOf(db, change.charterRequestId);
  const asked = new Map(change.sectors.map((s) => [s.order, s]));
  return {
    id: change.id,
    status: change.status,
    initiatedBy: change.initiatedBy,
    supplierInitiated: change.initiatedBy === 'Supplier',
    clientInitiated: change.initiatedBy === 'Client',
    reason: change.reason,
    decisionReason: change.decisionReason,
    createdAt: change.createdAt,
    decidedAt: change.decidedAt,
    charter: (await jobReferenceOf(db, change.charterRequestId))!,
    changedCharter: await jobReferenceOf(db, change.changedCharterRequestId),
    sectors: current.map((s) => {
      const a = asked.get(s.order);
      const was = { departTime: s.departTime, passengerNumber: s.passengerNumber, aircraft: s.aircraft };
      return {
        order: s.order,
        from: s.from,
        to: s.to,
        departTimeZone: s.departTimeZone,
        before: was,
        after: a ? { departTime: a.departTime, passengerNumber: a.passengerNumber, aircraft: a.aircraft } : was,
      };
    }),
    money: {
      currency: change.currency,
      originalCost: before.price,
      changeToCost: after.price,
      originalCostWithMargin: before.withMargin,
      changeToCostWithMargin: after.withMargin,
      changeInCost: change.changeToCost !== null && change.changeToCost !== change.originalCost,
    },
    permissions: decisionRights(actor, change),
  };
}

function listSql(where: ReturnType<typeof sql>, order: 'asc' | 'desc') {
  return sql`
    select cc.id, cc.status, cc.initiated_by as "initiatedBy", ${isoText(sql`cc.created_at`)} as "createdAt", ${isoText(sql`cc.decided_at`)} as "decidedAt",
      cr.id as "charterId", cr.job_reference::int as "jobReference", cc.changed_charter_request_id as "changedCharterId",
      nv.job_reference::int as "changedJobReference", cr.from_site as "from", cr.to_site as "to",
      ${isoText(sql`cr.depart_time`)} as "departTime", cr.depart_time_zone as "departTimeZone"
    from change_charters cc
    join charter_requests cr on cr.id = cc.charter_request_id
    left join charter_requests nv on nv.id = cc.changed_charter_request_id
    where ${where}
    order by cc.created_at ${sql.raw(order)}, cc.id
    limit 500`;
}

/**
 * The Pending Changes (LiveChange) and Completed Changes (AllChanges) tabs: the changes of the
 * charters the actor sees, scoped like the charter lists (`own`: the Me list of a client role).
 */
export async function listChanges(db: Db, actor: Actor, tab: string, own: boolean): Promise<ChangeListItem[]> {
  if (!(CHANGE_TABS as readonly string[]).includes(tab)) throw notFound();
  const pending = (tab as ChangeTab) === 'LiveChange';
  const scope = own ? sql`${changeVisibility(actor)} and ${charterOwnList(actor)}` : changeVisibility(actor);
  const where = sql`${scope} and ${pending ? sql`cc.status = 'New'` : sql`cc.status <> 'New'`}`;
  const r = await db.execute<ChangeListItem & Record<string, unknown>>(listSql(where, pending ? 'asc' : 'desc'));
  return r.rows;
}

/** The changes of one charter (either version), newest first: the charter screen links the pending one. */
export async function changesOfCharter(db: Db, actor: Actor, charterId: string): Promise<ChangeListItem[]> {
  if (!isUuid(charterId)) throw notFound();
  const where = sql`${changeVisibility(actor)} and (cc.charter_request_id = ${charterId} or cc.changed_charter_request_id = ${charterId})`;
  const r = await db.execute<ChangeListItem & Record<string, unknown>>(listSql(where, 'desc'));
  return r.rows;
}
