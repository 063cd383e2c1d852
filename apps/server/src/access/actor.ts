import { can, isClientRole, type Capability, type SessionUser } from '@charter/shared';

/** Who is asking: a signed-in user, or the system (jobs). */
export type Actor =
  | (Pick<SessionUser, 'userId' | 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId' | 'supplierId' | 'qGov'> & {
      system?: false;
      /** The API key the call came with, named on the timeline ("Supplier via API key Scheduler"). */
      apiKeyName?: string;
    })
  | { system: true; role: 'System'; userId: null };

export const SYSTEM: Actor = { system: true, role: 'System', userId: null };

/** The actor a signed-in user's request acts as (only the fields scoping and the workflow need). */
export function actorFrom(user: SessionUser & { apiKeyName?: string }): Actor {
  return {
    ...(user.apiKeyName ? { apiKeyName: user.apiKeyName } : {}),
    userId: user.userId,
    role: user.role,
    clientId: user.clientId,
    clientDepartmentId: user.clientDepartmentId,
    clientStaffId: user.clientStaffId,
    supplierId: user.supplierId,
    qGov: user.qGov,
  };
}

/** Whether the actor holds a capability of the shared permissions; the system holds none. */
export function actorCan(actor: Actor, capability: Capability): boolean {
  return !actor.system && can(actor, capability);
}

/** The system and the broker's staff (admins, charter admins) reach every charter and its items. */
export function reachesEveryCharter(actor: Actor): boolean {
  return actor.system === true || actor.role === 'Admin' || actor.role === 'CharterAdmin';
}

/** A user of a client party: the client itself, one of its departments or a staff member. */
export function isClientSide(actor: Actor): actor is Extract<Actor, { system?: false }> {
  return !actor.system && isClientRole(actor.role);
}
