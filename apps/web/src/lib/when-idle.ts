const SETTLE_MS = 5000;

/**
 * Runs `task` when the browser is idle, 5 s after the screen started (not competing with its first
 * paint): for code that must not weigh on the first load but must be in memory before it is
 * needed (a new deploy deletes the old build's chunks from the server).
 */
export function whenIdle(task: () => void): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
