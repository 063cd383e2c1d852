/**
 * What one process of the same build does (PROCESS_ROLE): `web` answers HTTP and live-update
 * streams and runs no background jobs; `worker` runs the background jobs (bidding close, document
 * expiry, manifest reminders, the outbox) and answers only its health port; `all` does both, as
 * `npm start` always has. The jobs claim their rows with FOR UPDATE SKIP LOCKED, so any number of
 * `worker` or `all` processes may run side by side (ADR 0042).
 */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export function parseProcessRole(value: string | undefined): ProcessRole {
  const role = (value ?? '').trim() || 'all';
  if ((PROCESS_ROLES as readonly string[]).includes(role)) return role as ProcessRole;
  throw new Error(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')} (it is "${value}")`);
}

/** Whether a process of this role serves the application over HTTP (a worker serves only its health port). */
export const servesApplication = (role: ProcessRole): boolean => role !== 'worker';

/** Whether a process of this role runs the background jobs. */
export const runsJobs = (role: ProcessRole): boolean => role !== 'web';
