import type { QueryClient } from '@tanstack/react-query';
import { charterKey, fetchCharter } from './api/charter-detail-api';

/**
 * A charter asked for as the app starts, in parallel with the page's code, under the key the detail
 * reads (hooks/use-charter.ts): the page finds it in the cache or in flight instead of asking only
 * once its code has loaded and rendered (ADR 0053).
 */
export function prefetchCharter(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery({ queryKey: charterKey(id), queryFn: () => fetchCharter(id) });
}
