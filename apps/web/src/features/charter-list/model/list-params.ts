import { JOB_PREFIX } from '@charter/shared';

/** Columns the server filters on, by their query parameter. */
export const FILTER_PARAMS = ['jobReference', 'status', 'from', 'to', 'client', 'charterType'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

/** An admin's list narrowed to one client, department or staff member (their Charters tab). */
export interface PartyScope {
  clientId?: string;
  clientDepartmentId?: string;
  clientStaffId?: string;
}

/** Everything that selects which rows a list shows (part of its query key). */
export interface ListParams {
  search: string;
  sort: SortState | null;
  filters: Partial<Record<FilterParam, string>>;
  party?: PartyScope;
}

export const PAGE_SIZE = 50;
export const EMPTY_PARAMS: ListParams = { search: '', sort: null, filters: {} };

/** "JB10002" and "10002" mean the same job: the server compares the number. */
export function jobNumberText(text: string): string {
  const t = text.trim();
  return t.toUpperCase().startsWith(JOB_PREFIX) ? t.slice(JOB_PREFIX.length).trim() : t;
}

/** The query string of a list or export call; blank values are left out. */
export function listSearchParams(params: ListParams, page?: { cursor?: string | null; limit?: number }): URLSearchParams {
  const q = new URLSearchParams();
  if (params.search.trim()) q.set('search', params.search.trim());
  if (params.sort) {
    q.set('sort', params.sort.key);
    q.set('dir', params.sort.dir);
  }
  for (const name of FILTER_PARAMS) {
    const raw = params.filters[name]?.trim() ?? '';
    const value = name === 'jobReference' ? jobNumberText(raw) : raw;
    if (value) q.set(name, value);
  }
  for (const [name, id] of Object.entries(params.party ?? {})) if (id) q.set(name, id);
  if (page?.cursor) q.set('cursor', page.cursor);
  if (page?.limit) q.set('limit', String(page.limit));
  return q;
}

/** Next sort on a header click: ascending, then descending, then the server's default order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}
