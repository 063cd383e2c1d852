import { useEffect, useState } from 'react';
import { ERROR_DISPLAY_MS } from '@charter/shared';
import { useSession } from './session-context';

/**
 * Why the last session ended ("None of the refresh keys worked.") when it was not the user's
 * choice; like every error message it disappears after ERROR_DISPLAY_MS.
 */
export function useSessionEndedNotice(): string | null {
  const { ended } = useSession();
  const [expired, setExpired] = useState<typeof ended>(null);
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => setExpired(ended), ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [ended]);
  if (!ended || ended === expired || ended.reason !== 'expired') return null;
  return ended.message;
}
