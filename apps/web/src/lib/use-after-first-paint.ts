import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true right after: a screen renders what the first screen
 * shows, paints, then renders the rest (below the fold) in a transition of its own, so neither its
 * first paint nor one long task waits on the whole page.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
