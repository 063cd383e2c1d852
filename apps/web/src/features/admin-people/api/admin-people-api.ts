import type { AdminDetail, AdminKind, AdminListItem, ApiResult, PartyList, PartyStatusFilter } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

export type { AdminKind, PartyStatusFilter };

export interface AdminFilter {
  status: PartyStatusFilter;
  search: string;
}

/** Each kind's calls sit under its own prefix on the server (modules/admins). */
const BASE: Record<AdminKind, string> = { Admin: '/api/admin', CharterAdmin: '/api/admin/charterAdmin' };

// Under the entity keys (Admin, CharterAdmin), so another admin's save refetches what is on screen.
export const adminListKey = (kind: AdminKind, f: AdminFilter) => entityKeys.list(kind, f);
export const adminKey = (kind: AdminKind, id: string) => entityKeys.itemPart(kind, id, 'detail');
export const allAdminKeys = (kind: AdminKind) => entityKeys.all(kind);

export function fetchAdmins(kind: AdminKind, f: AdminFilter): Promise<PartyList<AdminListItem>> {
  const q = new URLSearchParams({ status: f.status });
  if (f.search.trim()) q.set('search', f.search.trim());
  return getJson(`${BASE[kind]}/admins?${q.toString()}`);
}

export function fetchAdmin(kind: AdminKind, id: string): Promise<AdminDetail> {
  return getJson(`${BASE[kind]}/admins/${encodeURIComponent(id)}`);
}

export function addAdmin(kind: AdminKind, body: Record<string, unknown>): Promise<ApiResult<AdminDetail>> {
  return postSave<AdminDetail>(`${BASE[kind]}/addAdmin`, body);
}

export function updateAdmin(kind: AdminKind, body: Record<string, unknown>): Promise<ApiResult<AdminDetail>> {
  return postSave<AdminDetail>(`${BASE[kind]}/updateAdmin`, body);
}

export function resendInvitation(kind: AdminKind, id: string): Promise<ApiResult<AdminDetail>> {
  return postSave<AdminDetail>(`${BASE[kind]}/resendAdminInvitation`, { id });
}
