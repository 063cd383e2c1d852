import type { CharterTab } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import type { ListScope } from '../model/list-scope';
import { PAGE_SIZE, listSearchParams, type ListParams } from '../model/list-params';

/** A row of the charter lists (GET /api/charterRequest/{scope}/{tab}). */
export interface CharterListItem {
  id: string;
  jobReference: number;
  status: string;
  charterType: string;
  charterSubType: string;
  from: string;
  to: string;
  departTime: string;
  lastDepartTime: string;
  routeCount: number;
  passengerCount: number;
  bidCount: number;
  biddingEndsAt: string | null;
  biddingTimeSpanHours: number;
  createdAt: string;
  urgent: boolean;
  qGov: boolean;
  adminAcknowledged: boolean;
  changePending: boolean;
  clientName: string | null;
  departmentName: string | null;
  staffName: string | null;
  currency: string;
  price: number | null;
  withMargin: number | null;
  /** For an operator: it marked this charter Unavailable. */
  supplierUnavailable?: boolean;
}

export interface CharterPage {
  items: CharterListItem[];
  nextCursor: string | null;
  total: number;
}

export interface JobMatch {
  id: string;
  jobReference: number;
  status: string;
}

export const CHARTER_ENTITY = 'CharterRequest';

export const charterListKey = (scope: ListScope, tab: CharterTab, params: ListParams) =>
  entityKeys.list(CHARTER_ENTITY, scope, tab, params);

export const jobLookupKey = (text: string) => entityKeys.list(CHARTER_ENTITY, 'jobLookup', text);

export function fetchCharterPage(scope: ListScope, tab: CharterTab, params: ListParams, cursor: string | null): Promise<CharterPage> {
  const query = listSearchParams(params, { cursor, limit: PAGE_SIZE });
  return getJson<CharterPage>(`/api/charterRequest/${scope}/${encodeURIComponent(tab)}?${query.toString()}`);
}

export function lookupJobs(text: string): Promise<JobMatch[]> {
  return getJson<JobMatch[]>(`/api/charterRequest/jobLookup/${encodeURIComponent(text)}`);
}

export function excelExportPath(tab: CharterTab, params: ListParams): string {
  const query = listSearchParams(params).toString();
  return `/api/charterRequest/export/${encodeURIComponent(tab)}.xlsx${query ? `?${query}` : ''}`;
}
