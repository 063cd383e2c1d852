import type { SessionUser } from '@charter/shared';

/** Who is asking: a signed-in user, or the system (jobs). */
export type Actor =
  | (Pick<SessionUser, 'userId' | 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId' | 'supplierId' | 'qGov'> & {
      system?: false;
    })
  | { system: true; role: 'System'; userId: null };

export const SYSTEM: Actor = { system: true, role: 'System', userId: null };
