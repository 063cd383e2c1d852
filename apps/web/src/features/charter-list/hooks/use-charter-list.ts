import { useInfiniteQuery } from '@tanstack/react-query';
import type { CharterTab } from '@charter/shared';
import { charterListKey, fetchCharterPage } from '../api/charter-list-api';
import type { ListScope } from '../model/list-scope';
import type { ListParams } from '../model/list-params';

/** One list, read in keyset pages of PAGE_SIZE; server events invalidate it by key and every loaded page refetches. */
export function useCharterList(scope: ListScope, tab: CharterTab, params: ListParams) {
  return useInfiniteQuery({
    queryKey: charterListKey(scope, tab, params),
    queryFn: ({ pageParam }) => fetchCharterPage(scope, tab, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search or filter loads, keep showing the rows of the same list instead of a skeleton.
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey;
      return key && key[3] === scope && key[4] === tab ? previous : undefined;
    },
    staleTime: 15_000,
  });
}
