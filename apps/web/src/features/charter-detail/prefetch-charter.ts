import type { QueryClient } from '@tanstack/react-query';
import { isUuid } from '@charter/shared';
import { charterKey, fetchCharter } from './api/charter-detail-api';

/**
 * Opening a charter's detail (/charterRequests/{list}/{tab}/{id}[/...]), the charter is asked for as
 * the app starts, in parallel with the page's code, under the key the detail reads
 * (hooks/use-charter.ts): the page finds it in the cache or in flight instead of asking only once
 * its code has loaded and rendered (ADR 0053). Other paths: nothing.
 */
export function prefetchCharter(queryClient: QueryClient, pathname: string): void {
  const id = /^\/charterRequests\/[^/]+\/[^/]+\/([^/]+)/i.exec(pathname)?.[1];
  if (!id || !isUuid(id)) return;
  void queryClient.prefetchQuery({ queryKey: charterKey(id), queryFn: () => fetchCharter(id) });
}
