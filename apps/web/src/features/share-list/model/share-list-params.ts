import {
  SHARE_FILTERS,
  SHARE_LISTS,
  shareTabsFor,
  type Role,
  type ShareFilter,
  type ShareList,
  type ShareListItem,
  type ShareSort,
  type ShareTab,
} from '@charter/shared';

export type SortDir = 'asc' | 'desc';
export interface ShareSortState {
  key: ShareSort;
  dir: SortDir;
}

/** Everything that selects which rows a share list shows (part of its query key). */
export interface ShareListParams {
  search: string;
  sort: ShareSortState | null;
  filters: Partial<Record<ShareFilter, string>>;
}

export const PAGE_SIZE = 50;

/** The query string of a list or export call; blank values are left out (the server reads "JB" itself). */
export function shareSearchParams(params: ShareListParams, page?: { cursor?: string | null; limit?: number }): URLSearchParams {
  const q = new URLSearchParams();
  if (params.search.trim()) q.set('search', params.search.trim());
  if (params.sort) {
    q.set('sort', params.sort.key);
    q.set('dir', params.sort.dir);
  }
  for (const name of SHARE_FILTERS) {
    const value = params.filters[name]?.trim();
    if (value) q.set(name, value);
  }
  if (page?.cursor) q.set('cursor', page.cursor);
  if (page?.limit) q.set('limit', String(page.limit));
  return q;
}

/** Next sort on a header click: ascending, then descending, then the server's default order. */
export function nextShareSort(current: ShareSortState | null, key: ShareSort): ShareSortState | null {
  if (!current || current.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}

/** The {list} segment as the app spells it, or null when it is not one. */
export function normaliseShareList(raw: string | undefined): ShareList | null {
  if (!raw) return null;
  return SHARE_LISTS.find((l) => l.toLowerCase() === raw.toLowerCase()) ?? null;
}

/** The {activeKey} segment as the app spells it, if the role has that tab. */
export function normaliseShareTab(role: Role, raw: string | undefined): ShareTab | null {
  if (!raw) return null;
  return shareTabsFor(role).find((t) => t.toLowerCase() === raw.toLowerCase()) ?? null;
}

/** Where a row opens: the share's charter, or on Pending Purchase the purchase below it. */
export function shareHref(
  base: string,
  list: ShareList,
  tab: ShareTab,
  item: Pick<ShareListItem, 'charterRequestId' | 'purchaseId'>,
): string {
  const share = `${base}/${list}/${tab}/${item.charterRequestId}`;
  return item.purchaseId ? `${share}/${item.purchaseId}` : share;
}
