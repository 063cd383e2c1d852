import { sql } from 'drizzle-orm';
import { charterRequests, charterRoutes, manifestEntries, type DbOrTx, type Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { addTimelineItem } from '../../lib/timeline.js';
import type { Passenger } from '@charter/shared';
import type { CharterParty, NormalisedSector } from './charter-body.js';
import { sectorColumns } from './charter-body.js';
import { CAN_EDIT_COLUMN } from './charter-types.js';
import type { SectorManifest } from './manifest-changes.js';

export async function nextJobReference(tx: Tx): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`select nextval('job_reference_seq')::bigint as n`);
  return Number(r.rows[0]!.n);
}

/**
 * The client, department and staff member a charter is for, with their names; null when the
 * department or staff member is not part of that client (or the staff member of that department).
 */
export async function findParty(
  db: DbOrTx,
  clientId: string,
  clientDepartmentId: string | null,
  clientStaffId: string | null,
): Promise<CharterParty | null> {
  const r = await db.execute<CharterParty & Record<string, unknown>>(sql`
    select c.id as "clientId", d.id as "clientDepartmentId", s.id as "clientStaffId",
      c.company_name as "companyName", c.client_type as "clientType",
      d.department_name as "departmentName",
      case when s.id is null then null else s.first_name || ' ' || s.last_name end as "staffName"
    from clients c
    left join client_departments d on d.id = ${clientDepartmentId}::uuid and d.client_master_id = c.id
    left join client_staff s on s.id = ${clientStaffId}::uuid and s.client_master_id = c.id
      and (${clientDepartmentId}::uuid is null or s.client_department_id = ${clientDepartmentId}::uuid)
    where c.id = ${clientId}::uuid`);
  const row = r.rows[0];
  if (!row) return null;
  if (clientDepartmentId && !row.clientDepartmentId) return null;
  if (clientStaffId && !row.clientStaffId) return null;
  return row;
}

/** A staff member's department (a staff member always belongs to one). */
export async function staffDepartment(db: DbOrTx, clientStaffId: string): Promise<string | null> {
  const r = await db.execute<{ id: string }>(sql`select client_department_id as id from client_staff where id = ${clientStaffId}::uuid`);
  return r.rows[0]?.id ?? null;
}

export interface LockedCharter {
  id: string;
  jobReference: number;
  status: string;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  /** The operator the charter was awarded to. */
  bidderId: string | null;
  canEdit: boolean;
}

/** The charter (if the actor may see it), locked for the rest of the transaction. */
export async function lockVisibleCharter(tx: Tx, id: string, actor: Actor): Promise<LockedCharter | undefined> {
  const column = actor.system ? 'can_edit_admin' : CAN_EDIT_COLUMN[actor.role];
  const r = await tx.execute<LockedCharter & Record<string, unknown>>(sql`
    select cr.id, cr.job_reference as "jobReference", cr.status, cr.client_id as "clientId",
      cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId", cr.bidder_id as "bidderId",
      coalesce((select es.${sql.identifier(column)} from entity_states es
        where es.entity_type = 'CharterRequest' and es.status = cr.status), false) as "canEdit"
    from charter_requests cr
    where cr.id = ${id} and ${charterVisibility(actor)}
    for update of cr`);
  return r.rows[0];
}

export async function insertCharter(tx: Tx, values: typeof charterRequests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(charterRequests).values(values).returning({ id: charterRequests.id });
  return row!.id;
}

export async function updateCharterColumns(tx: Tx, id: string, values: Partial<typeof charterRequests.$inferInsert>): Promise<void> {
  await tx
    .update(charterRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(sql`${charterRequests.id} = ${id}`);
}

function manifestRows(routeId: string, manifest: Passenger[], keepIds: Set<string>) {
  return manifest.map((p, i) => ({
    // An entry keeps its id across saves so that what refers to it still does.
    ...(p.id && keepIds.has(p.id) ? { id: p.id } : {}),
    routeId,
    passengerName: p.passengerName,
    contactNumber: p.contactNumber,
    emailAddress: p.emailAddress,
    passengerWeight: p.passengerWeight,
    freightWeight: p.freightWeight,
    cargoWeight: p.cargoWeight,
    itemOrder: i,
  }));
}

export async function insertManifest(tx: Tx, routeId: string, manifest: Passenger[], keepIds = new Set<string>()): Promise<void> {
  if (manifest.length === 0) return;
  await tx.insert(manifestEntries).values(manifestRows(routeId, manifest, keepIds));
}

/** Inserts the sectors of a new charter in order, with their manifests; answers their ids in order. */
export async function insertSectors(tx: Tx, charterRequestId: string, routes: NormalisedSector[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [order, r] of routes.entries()) {
    const [row] = await tx
      .insert(charterRoutes)
      .values({ charterRequestId, order, ...sectorColumns(r) })
      .returning({ id: charterRoutes.id });
    await insertManifest(tx, row!.id, r.manifest);
    ids.push(row!.id);
  }
  return ids;
}

export interface StoredEntry {
  id: string;
  routeId: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
  share: boolean;
}

/** The sectors of a charter and their manifest entries in order. */
export async function storedSectors(db: DbOrTx, charterRequestId: string) {
  const routes = await db.execute<
    { id: string; passengerNumber: number; departTime: Date | string; from: string; to: string } & Record<string, unknown>
  >(sql`
    select id, passenger_number as "passengerNumber", depart_time as "departTime", from_site as "from", to_site as "to" from charter_routes
    where charter_request_id = ${charterRequestId} order by "order"`);
  const entries = await db.execute<StoredEntry & Record<string, unknown>>(sql`
    select m.id, m.route_id as "routeId", m.passenger_name as "passengerName", m.contact_number as "contactNumber",
      m.email_address as "emailAddress", m.passenger_weight as "passengerWeight", m.freight_weight as "freightWeight",
      m.cargo_weight as "cargoWeight", m.share
    from manifest_entries m join charter_routes r on r.id = m.route_id
    where r.charter_request_id = ${charterRequestId}
    order by r."order", m.item_order`);
  return { routes: routes.rows, entries: entries.rows };
}

export type StoredSectors = Awaited<ReturnType<typeof storedSectors>>;

/** The stored passenger lists, sector by sector, as the manifest-change e-mail compares them. */
export function storedManifests(stored: StoredSectors): SectorManifest[] {
  return stored.routes.map((r) => ({ key: r.id, from: r.from, to: r.to, people: stored.entries.filter((e) => e.routeId === r.id) }));
}

/**
 * Replaces a charter's sectors: sectors sent with the id of one of its own keep that id (and
 * are updated), the others are inserted, and sectors no longer sent are deleted with their
 * manifests. With `keepManifests` (a shared manifest) the stored entries are left untouched.
 * Answers the sectors' ids in order.
 */
export async function replaceSectors(
  tx: Tx,
  charterRequestId: string,
  routes: NormalisedSector[],
  existing: { sectorIds: Set<string>; entryIds: Set<string> },
  keepManifests: boolean,
): Promise<string[]> {
  // Orders are unique per charter: move the old ones out of the way first.
  await tx.execute(sql`update charter_routes set "order" = -1 - "order" where charter_request_id = ${charterRequestId}`);
  const kept: string[] = [];
  for (const [order, r] of routes.entries()) {
    let routeId: string;
    if (r.id && existing.sectorIds.has(r.id) && !kept.includes(r.id)) {
      routeId = r.id;
      await tx
        .update(charterRoutes)
        .set({ order, ...sectorColumns(r) })
        .where(sql`${charterRoutes.id} = ${routeId}`);
      if (!keepManifests) await tx.delete(manifestEntries).where(sql`${manifestEntries.routeId} = ${routeId}`);
    } else {
      const [row] = await tx
        .insert(charterRoutes)
        .values({ charterRequestId, order, ...sectorColumns(r) })
        .returning({ id: charterRoutes.id });
      routeId = row!.id;
    }
    kept.push(routeId);
    if (!keepManifests) await insertManifest(tx, routeId, r.manifest, existing.entryIds);
  }
  await tx.execute(sql`
    delete from charter_routes where charter_request_id = ${charterRequestId}
      and id not in ${kept}`);
  return kept;
}

export async function addTimeline(
  tx: Tx,
  item: { id: string; oldStatus: string | null; newStatus: string; actionName: string; reason: string },
  actor: Actor,
): Promise<void> {
  await addTimelineItem(tx, { entityType: 'CharterRequest', entityId: item.id, ...item, actor });
}
