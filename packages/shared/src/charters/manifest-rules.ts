import { MANIFEST_DUE_HOURS } from '../constants.js';
import { formatLocal } from '../time/local-time.js';
import { countOf } from '../text/count.js';

/** States in which a charter's passenger list is history: flown, withdrawn or replaced. */
export const MANIFEST_CLOSED_STATUSES: readonly string[] = ['Finished', 'Closed', 'Superceded'];

/** When the passenger list is due (supplier-and-admin section 5): MANIFEST_DUE_HOURS before the first flight. */
export function manifestDueAt(firstDepart: string | Date): Date {
  const ms = firstDepart instanceof Date ? firstDepart.getTime() : Date.parse(firstDepart);
  return new Date(ms - MANIFEST_DUE_HOURS * 60 * 60 * 1000);
}

export const MANIFEST_MESSAGES = {
  /** The client side after the due time; `due` is the due time at the first departure airport. */
  closed: (due: string) =>
    `The passenger list closed ${countOf(MANIFEST_DUE_HOURS, 'hour')} before the first flight (${due}); call us to change it.`,
  departed: 'The first flight of this charter has departed; its passenger list can no longer be changed.',
  finished: "This charter request's manifest can no longer be changed.",
  due: (due: string) => `Manifest due ${due}`,
} as const;

/** "Manifest due 02-Dec-2026 09:30 AEST": the due time as the wall clock of the first departure airport. */
export function manifestDueText(firstDepart: string | Date, zone: string | null | undefined): string {
  return MANIFEST_MESSAGES.due(formatLocal(manifestDueAt(firstDepart), zone));
}

/**
 * Who may still change the passenger list at `now` (docs/workflow.md, "Manifests"): the client side
 * until the due time, admins and charter admins (the "call us" of the message) until the first
 * flight departs; nobody once the charter is finished, closed or replaced. Operators never.
 */
export function manifestOpenFor(
  kind: 'admin' | 'client' | 'supplier',
  c: { status: string; departTime: string | Date },
  now: number = Date.now(),
): boolean {
  if (kind === 'supplier' || MANIFEST_CLOSED_STATUSES.includes(c.status)) return false;
  const depart = c.departTime instanceof Date ? c.departTime.getTime() : Date.parse(c.departTime);
  if (kind === 'admin') return now < depart;
  return now < manifestDueAt(c.departTime).getTime();
}
