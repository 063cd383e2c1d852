import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@charter/shared';
import { charterListKey, fetchCharterPage } from './api/charter-list-api';
import { listScope, normaliseList, normaliseTab } from './model/list-scope';
import { EMPTY_PARAMS } from './model/list-params';

/**
 * Opening a charter list (/charterRequests/{list}/{tab}, the landing after sign-in), its first page
 * is asked for as the app starts, in parallel with the screen's code, under the key the list's
 * query uses (hooks/use-charter-list.ts, no search, filter or sort yet): the screen then finds it in
 * the cache or in flight instead of asking only once it has rendered (ADR 0022). Other paths: nothing.
 */
export function prefetchCharterList(queryClient: QueryClient, role: Role, pathname: string): void {
  const match = /^\/charterRequests\/([^/]+)\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return;
  const list = normaliseList(match[1]);
  const tab = normaliseTab(role, match[2]);
  if (!list || !tab) return;
  const scope = listScope(role, list);
  void queryClient.prefetchInfiniteQuery({
    queryKey: charterListKey(scope, tab, EMPTY_PARAMS),
    queryFn: ({ pageParam }) => fetchCharterPage(scope, tab, EMPTY_PARAMS, pageParam),
    initialPageParam: null as string | null,
  });
}
