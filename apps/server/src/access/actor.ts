import type { SessionUser } from '@charter/shared';

/** Who is asking: a signed-in user, or the system (jobs). */
export type Actor =
  | (Pick<SessionUser, 'userId' | 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId' | 'supplierId' | 'qGov'> & {
      system?: false;
    })
  | { system: true; role: 'System'; userId: null };

export const SYSTEM: Actor = { system: true, role: 'System', userId: null };

/** The actor a signed-in user's request acts as (only the fields scoping and the workflow need). */
export function actorFrom(user: SessionUser): Actor {
  return {
    userId: user.userId,
    role: user.role,
    clientId: user.clientId,
    clientDepartmentId: user.clientDepartmentId,
    clientStaffId: user.clientStaffId,
    supplierId: user.supplierId,
    qGov: user.qGov,
  };
}
