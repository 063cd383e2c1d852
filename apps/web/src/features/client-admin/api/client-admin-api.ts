import type {
  ClientDetail,
  ClientList,
  ClientListItem,
  DepartmentDetail,
  DepartmentListItem,
  PartyList,
  PartyStatusFilter,
  StaffDetail,
  StaffListItem,
} from '@charter/shared';
import { getJson } from '../../../lib/api/http';

export type { ClientList, PartyStatusFilter };

export interface PartyFilter {
  status: PartyStatusFilter;
  search: string;
  clientId?: string;
  departmentId?: string;
}

export interface PartyItemOf {
  Clients: ClientListItem;
  Departments: DepartmentListItem;
  Staff: StaffListItem;
}

export interface PartyDetailOf {
  Clients: ClientDetail;
  Departments: DepartmentDetail;
  Staff: StaffDetail;
}

const ROOT = 'client-admin';
export const partyListKey = (kind: ClientList, f: PartyFilter) => [ROOT, 'list', kind, f] as const;
export const partyKey = (kind: ClientList, id: string) => [ROOT, 'one', kind, id] as const;

export function fetchParties<K extends ClientList>(kind: K, f: PartyFilter): Promise<PartyList<PartyItemOf[K]>> {
  const q = new URLSearchParams({ status: f.status });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.clientId) q.set('clientId', f.clientId);
  if (f.departmentId) q.set('departmentId', f.departmentId);
  return getJson(`/api/admin/parties/${kind}?${q.toString()}`);
}

export function fetchParty<K extends ClientList>(kind: K, id: string): Promise<PartyDetailOf[K]> {
  return getJson(`/api/admin/parties/${kind}/${encodeURIComponent(id)}`);
}
