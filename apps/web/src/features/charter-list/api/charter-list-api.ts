import type { CharterPage, CharterTab, JobMatch } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import type { ListScope } from '../model/list-scope';
import { PAGE_SIZE, listSearchParams, type ListParams } from '../model/list-params';

// The answers' shapes are shared with the server (packages/shared/src/charters/dto.ts).
export type { CharterListItem, CharterPage, JobMatch } from '@charter/shared';

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
