import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session/session-context';

/** One user's data must never show to the next: the query cache empties when the signed-in user changes. */
export function useResetCacheOnUserChange(): void {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    queryClient.clear();
  }, [userId, queryClient]);
}
