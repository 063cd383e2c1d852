import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMessage, fetchMessagePage, messageKey, messageLogKey, sourceKey } from '../api/message-log-api';
import type { LogFilter, MessageLogSource } from '../model/message-log-model';

/**
 * A log in keyset pages, newest first; while a new search or range of the same log loads, its
 * previous rows stay on screen. Not read while `enabled` is false (a range that cannot be read).
 */
export function useMessageLog(source: MessageLogSource, filter: LogFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: messageLogKey(source, filter),
    queryFn: ({ pageParam }) => fetchMessagePage(source, filter, pageParam),
    enabled,
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
