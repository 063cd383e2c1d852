import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { type PartyEntityType, isUuid } from '@charter/shared';

/** Who is asking, as far as party access goes (a SessionUser or a signed-in Actor). */
export interface PartyViewer {
  role: string;
  clientId?: string | null;
  clientDepartmentId?: string | null;
  clientStaffId?: string | null;
  supplierId?: string | null;
}

/** A party and the client and department above it (a supplier has none). */
export interface PartyRow {
  clientId: string | null;
  departmentId: string | null;
}

async function findParty(db: Db, type: PartyEntityType, id: string): Promise<PartyRow | undefined> {
  const query = {
    Supplier: sql`select null::uuid as "clientId", null::uuid as "departmentId" from suppliers where id = ${id}`,
    Client: sql`select id as "clientId", null::uuid as "departmentId" from clients where id = ${id}`,
    ClientDepartment: sql`select client_master_id as "clientId", id as "departmentId" from client_departments where id = ${id}`,
    ClientStaff: sql`select client_master_id as "clientId", client_department_id as "departmentId" from client_staff where id = ${id}`,
  }[type];
  const r = await db.execute<PartyRow & Record<string, unknown>>(query);
  return r.rows[0];
}

/**
 * Whether `viewer` may see what belongs to a party (its message log, its timeline): an admin any
 * existing party; a party itself; a client its departments and staff; a department its staff.
 * 'missing' when there is no such party (or the id is not one), so callers can answer 404 to
 * admins and the same as a refusal to everyone else.
 */
export async function partyAccess(
  db: Db,
  viewer: PartyViewer,
  type: PartyEntityType,
  id: string,
): Promise<'allowed' | 'denied' | 'missing'> {
  if (!isUuid(id)) return 'missing';
  const party = await findParty(db, type, id);
  if (!party) return 'missing';
  return partyAllowed(viewer, type, id, party) ? 'allowed' : 'denied';
}

/**
 * The one ownership rule behind partyAccess, for callers that already hold the party's row (an
 * edit that locked it): an admin any party; a party itself; a client its departments and staff;
 * a department its staff.
 */
export function partyAllowed(viewer: PartyViewer, type: PartyEntityType, id: string, party: PartyRow): boolean {
  if (viewer.role === 'Admin') return true;
  return {
    Supplier: viewer.role === 'Supplier' && viewer.supplierId === id,
    Client: viewer.role === 'Client' && viewer.clientId === id,
    ClientDepartment:
      (viewer.role === 'ClientDepartment' && viewer.clientDepartmentId === id) ||
      (viewer.role === 'Client' && !!viewer.clientId && viewer.clientId === party.clientId),
    ClientStaff:
      (viewer.role === 'ClientStaff' && viewer.clientStaffId === id) ||
      (viewer.role === 'ClientDepartment' && !!viewer.clientDepartmentId && viewer.clientDepartmentId === party.departmentId) ||
      (viewer.role === 'Client' && !!viewer.clientId && viewer.clientId === party.clientId),
  }[type];
}

/**
 * What a viewer may do on the management screens (Departments, Staff; supplier-and-admin section
 * 2) over a kind of party: an admin everything; a client read and edit its departments and staff
 * (core section 6, "Manage departments and staff"); a department read its own staff; a charter
 * admin read every client, department and staff list (/manageCharterAdmins/{clientList}), though
 * not their details. Which rows still goes by partyAllowed; clients themselves are managed by
 * admins only.
 */
export function partyManagement(viewer: PartyViewer, type: PartyEntityType): 'edit' | 'read' | 'none' {
  if (viewer.role === 'Admin') return 'edit';
  // A charter admin books for any client, so it looks them up in the lists; it changes none of them.
  if (viewer.role === 'CharterAdmin' && type !== 'Supplier') return 'read';
  if (viewer.role === 'Client' && (type === 'ClientDepartment' || type === 'ClientStaff')) return 'edit';
  if (viewer.role === 'ClientDepartment' && type === 'ClientStaff') return 'read';
  return 'none';
}
