import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMessage, fetchMessagePage, messageKey, messageLogKey, sourceKey } from '../api/message-log-api';
import type { MessageLogSource } from '../model/message-log-model';

/** A log in keyset pages, newest first; while a new search of the same log loads, its previous rows stay on screen. */
export function useMessageLog(source: MessageLogSource, search: string) {
  return useInfiniteQuery({
    queryKey: messageLogKey(source, search),
    queryFn: ({ pageParam }) => fetchMessagePage(source, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === sourceKey(source) ? previous : undefined),
    staleTime: 30_000,
  });
}

/** A sent message never changes: read once per session. */
export function useMessage(id: string) {
  return useQuery({ queryKey: messageKey(id), queryFn: () => fetchMessage(id), staleTime: Infinity });
}
