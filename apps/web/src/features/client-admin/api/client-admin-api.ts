import type {
  ApiResult,
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
import { getJson, postSave } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';

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

/** The entity each list holds, as server change events and timelines name it. */
export const PARTY_ENTITY = { Clients: 'Client', Departments: 'ClientDepartment', Staff: 'ClientStaff' } as const satisfies Record<
  ClientList,
  string
>;

// Under the entity keys, so another admin's save (a server change event) refetches what is on screen.
export const partyListKey = (kind: ClientList, f: PartyFilter) => entityKeys.list(PARTY_ENTITY[kind], f);
export const partyKey = (kind: ClientList, id: string) => entityKeys.itemPart(PARTY_ENTITY[kind], id, 'detail');
/** Everything of every kind: a save can rename what other lists show (a client's name on its staff). */
export const allPartyKeys = () => Object.values(PARTY_ENTITY).map((entity) => entityKeys.all(entity));

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

const UPDATE_PATH: Record<ClientList, string> = {
  Clients: '/api/admin/updateClient',
  Departments: '/api/admin/updateDepartment',
  Staff: '/api/admin/updateStaff',
};

export function updateParty<K extends ClientList>(kind: K, body: Record<string, unknown>): Promise<ApiResult<PartyDetailOf[K]>> {
  return postSave<PartyDetailOf[K]>(UPDATE_PATH[kind], body);
}
