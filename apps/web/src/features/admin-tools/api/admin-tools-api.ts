import type {
  AccountRole,
  ApiResult,
  ClientListItem,
  DepartmentListItem,
  EmailChangeLookup,
  MoveResult,
  PartyList,
  SendEmailsResult,
  SupplierListItem,
} from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

/** What a move changes on screen: every party list and detail, every charter list. */
export const MOVED_ENTITIES = ['Client', 'ClientDepartment', 'ClientStaff', 'Supplier', 'CharterRequest'].map((e) => entityKeys.all(e));

export const moveTargetsKey = (kind: 'Clients' | 'Departments', search: string) => ['admin-tools', 'targets', kind, search] as const;
export const operatorsKey = ['admin-tools', 'operators'] as const;
export const emailChangeKey = (id: string) => ['admin-tools', 'email-change', id] as const;

export function fetchMoveTargets(kind: 'Clients', search: string): Promise<PartyList<ClientListItem>>;
export function fetchMoveTargets(kind: 'Departments', search: string): Promise<PartyList<DepartmentListItem>>;
export function fetchMoveTargets(kind: 'Clients' | 'Departments', search: string) {
  const q = new URLSearchParams({ status: 'Active' });
  if (search.trim()) q.set('search', search.trim());
  return getJson(`/api/admin/parties/${kind}?${q.toString()}`);
}

export function fetchOperators(): Promise<SupplierListItem[]> {
  return getJson<SupplierListItem[]>('/api/suppliers/getByStatus/Active');
}

export const resetPassword = (role: AccountRole, id: string) => postSave<{ email: string }>('/api/admin/resetPassword', { role, id });

export const adminChangeEmail = (role: AccountRole, id: string, newEmail: string) =>
  postSave('/api/admin/changeEmail', { role, id, newEmail });

export const changeOwnEmail = (newEmail: string) => postSave('/api/accounts/changeEmail', { newEmail });

export const lookupEmailChange = (id: string) => getJson<EmailChangeLookup>(`/api/accounts/confirmEmailChange/${encodeURIComponent(id)}`);

export const confirmEmailChange = (id: string, token: string) =>
  postSave<{ email: string }>('/api/accounts/confirmEmailChange', { id, token });

export type MoveCall =
  | { path: 'changeMasterDepartment'; body: { staffId: string; departmentId: string } }
  | { path: 'changeMasterClient'; body: { departmentId: string; clientId: string } }
  | { path: 'moveClientToDepartment'; body: { clientId: string; targetClientId: string } }
  | { path: 'moveDepartmentToStaff'; body: { departmentId: string; targetDepartmentId: string } }
  | { path: 'moveStaffToSupplier'; body: { staffId: string; companyName?: string; aocNumber?: string } };

export const move = (call: MoveCall): Promise<ApiResult<MoveResult>> => postSave<MoveResult>(`/api/admin/${call.path}`, call.body);

export const sendEmails = (supplierIds: string[], subject: string, message: string) =>
  postSave<SendEmailsResult>('/api/admin/sendEmails', { supplierIds, subject, message });
