import { useEffect, useState } from 'react';

/** The current time, ticking every `intervalMs` while enabled (one timer per table, not per cell). */
export function useNow(intervalMs: number, enabled: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
