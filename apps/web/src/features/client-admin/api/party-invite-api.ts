import type { AccountRole, ApiResult, ClientList, PartyInvited } from '@charter/shared';
import { postSave } from '../../../lib/api/http';

const ADD_PATH: Record<ClientList, string> = {
  Clients: '/api/admin/addClient',
  Departments: '/api/admin/addDepartment',
  Staff: '/api/admin/addStaff',
};

/** POST /api/admin/add{Client|Department|Staff}: the party, Invited, and its invitation e-mail. */
export function addParty(kind: ClientList, body: unknown): Promise<ApiResult<PartyInvited>> {
  return postSave<PartyInvited>(ADD_PATH[kind], body);
}

export function resendInvitation(role: AccountRole, id: string): Promise<ApiResult<PartyInvited>> {
  return postSave<PartyInvited>('/api/admin/resendInvitation', { role, id });
}

export function cancelInvitation(role: AccountRole, id: string): Promise<ApiResult<{ id: string }>> {
  return postSave<{ id: string }>('/api/admin/cancelInvitation', { role, id });
}
