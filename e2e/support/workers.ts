import os from 'node:os';

/**
 * How many journey workers (and journey servers) run at once: E2E_WORKERS, else 3 on a machine
 * with two or more cores. A journey spends much of its time waiting (debounced searches, the
 * server, the browser's rendering), so three keep two cores busy; a fourth adds nothing there.
 * Each worker has its own server and database (global-setup.ts), so the count is bounded by
 * memory and cores, not by the journeys.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return os.cpus().length >= 2 ? 3 : 1;
}

/**
 * In a worker process (TEST_PARALLEL_INDEX is set by Playwright, and each worker evaluates the
 * config itself), points the support helpers at that worker's own server: E2E_MAIL_DIR
 * and E2E_DATABASE_URL are copied from the worker's _{index} variables.
 */
export function workerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function useWorkerInstance(): void {
  if (process.env.TEST_PARALLEL_INDEX === undefined) return;
  const i = workerIndex();
  for (const name of ['E2E_MAIL_DIR', 'E2E_DATABASE_URL']) {
    const value = process.env[`${name}_${i}`];
    if (value !== undefined) process.env[name] = value;
  }
}
