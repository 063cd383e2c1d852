import type { DbOrTx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import type { CharterParty } from './charter-body.js';
import { isAdminRole } from './charter-types.js';
import { findParty, staffDepartment } from './charter-write.repository.js';

export const PARTY_MESSAGES = {
  unknownClient: 'Please choose an existing client.',
  department: 'The department does not belong to this client.',
  staff: 'The staff member does not belong to this client and department.',
} as const;

/** What the body may say about the owner: only admins choose; everyone else's ids are forced. */
export function forcedOwnerFields(actor: Actor) {
  if (actor.system || isAdminRole(actor.role)) return undefined;
  // The schema wants a client id; the session's stands in for whatever the body said.
  return { clientId: actor.clientId ?? undefined, clientDepartmentId: null, clientStaffId: null };
}

/**
 * The client, department and staff member an admin chose: the department and staff member
 * must belong to the client (a staff member alone brings their department).
 */
export async function chosenParty(
  db: DbOrTx,
  ids: { clientId: string; clientDepartmentId?: string | null; clientStaffId?: string | null },
): Promise<CharterParty> {
  const client = await findParty(db, ids.clientId, null, null);
  if (!client) throw badRequest([PARTY_MESSAGES.unknownClient], { clientId: [PARTY_MESSAGES.unknownClient] });
  let departmentId = ids.clientDepartmentId ?? null;
  const staffId = ids.clientStaffId ?? null;
  if (departmentId && !(await findParty(db, ids.clientId, departmentId, null))) {
    throw badRequest([PARTY_MESSAGES.department], { clientDepartmentId: [PARTY_MESSAGES.department] });
  }
  if (staffId && !departmentId) departmentId = await staffDepartment(db, staffId);
  if (!staffId) return (await findParty(db, ids.clientId, departmentId, null))!;
  const party = departmentId ? await findParty(db, ids.clientId, departmentId, staffId) : null;
  if (!party) throw badRequest([PARTY_MESSAGES.staff], { clientStaffId: [PARTY_MESSAGES.staff] });
  return party;
}

/** The actor's own place in the client hierarchy (ids from the session, never from the body). */
export async function ownParty(db: DbOrTx, actor: Actor): Promise<CharterParty> {
  if (actor.system) throw forbidden();
  const { role } = actor;
  if (role !== 'Client' && role !== 'ClientDepartment' && role !== 'ClientStaff') throw forbidden();
  if (!actor.clientId) throw forbidden();
  const departmentId = role === 'Client' ? null : actor.clientDepartmentId;
  const staffId = role === 'ClientStaff' ? actor.clientStaffId : null;
  if ((role !== 'Client' && !departmentId) || (role === 'ClientStaff' && !staffId)) throw forbidden();
  const party = await findParty(db, actor.clientId, departmentId, staffId);
  if (!party) throw forbidden();
  return party;
}

/** Whose charter a new request is. */
export function partyForCreate(
  db: DbOrTx,
  actor: Actor,
  body: { clientId: string; clientDepartmentId?: string | null; clientStaffId?: string | null },
) {
  if (!actor.system && isAdminRole(actor.role)) return chosenParty(db, body);
  return ownParty(db, actor);
}

/** The party a stored charter already belongs to. */
export async function findPartyOf(
  db: DbOrTx,
  item: { clientId: string; clientDepartmentId: string | null; clientStaffId: string | null },
): Promise<CharterParty> {
  const party = await findParty(db, item.clientId, item.clientDepartmentId, item.clientStaffId);
  if (!party) throw badRequest([PARTY_MESSAGES.unknownClient]);
  return party;
}
