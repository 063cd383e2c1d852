/**
 * Runs `task` once the browser is idle after the first paint (or after 2 s where there is no
 * requestIdleCallback): for code that must not weigh on the first load but must be in memory
 * before it is needed (a new deploy deletes the old build's chunks from the server).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
