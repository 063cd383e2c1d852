import { useInfiniteQuery } from '@tanstack/react-query';
import type { ShareList, ShareTab } from '@charter/shared';
import { fetchSharePage, shareListKey } from '../api/share-list-api';
import type { ShareListParams } from '../model/share-list-params';

/** One share list in keyset pages; a Share change event invalidates it by key and the loaded pages refetch. */
export function useShareList(list: ShareList, tab: ShareTab, params: ShareListParams) {
  return useInfiniteQuery({
    queryKey: shareListKey(list, tab, params),
    queryFn: ({ pageParam }) => fetchSharePage(list, tab, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search or filter loads, keep the rows of the same tab instead of a skeleton.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey;
      return key && key[3] === list && key[4] === tab ? previous : undefined;
    },
    staleTime: 15_000,
  });
}
