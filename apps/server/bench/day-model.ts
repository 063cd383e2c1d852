/** The traffic model of a day (bench/day-bench.ts, ADR 0052): who, how many, and what each does per minute. */
export const DAY_MODEL = {
  people: { admins: 5, clients: 20, departments: 40, staff: 200, operators: 50 },
  /** Calls per person per minute, by class. */
  perMinute: {
    admins: { list: 6, detail: 3, export: 0.1 },
    clients: { list: 2, detail: 1, manifest: 0.1 },
    departments: { list: 2, detail: 1, manifest: 0.1 },
    staff: { list: 1, detail: 0.5, manifest: 0.2 },
    operators: { list: 4, detail: 2, bid: 1 },
  },
  /** Share of the people with the app open (a live stream, GET /api/events) at any time. */
  streamsOpen: 0.3,
  /** p99 limit per class, ms: 100 for every interactive call; an export, a file of many rows, its Excel target's 3 s. */
  p99LimitMs: { list: 100, detail: 100, bid: 100, manifest: 100, export: 3000 },
} as const;

export type Role = keyof typeof DAY_MODEL.people;
export type CallClass = keyof typeof DAY_MODEL.p99LimitMs;

export const CLASSES: CallClass[] = ['list', 'detail', 'bid', 'manifest', 'export'];

/** Calls per second of each class at scale 1. */
export function ratesOf(): Record<CallClass, number> {
  const r = Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<CallClass, number>;
  for (const [role, calls] of Object.entries(DAY_MODEL.perMinute) as [Role, Partial<Record<CallClass, number>>][])
    for (const [c, n] of Object.entries(calls) as [CallClass, number][]) r[c] += (DAY_MODEL.people[role] * n) / 60;
  return r;
}

/** Each role's share of a class's calls at scale 1. */
export function sharesOf(c: CallClass): [Role, number][] {
  const by = (Object.entries(DAY_MODEL.perMinute) as [Role, Partial<Record<CallClass, number>>][])
    .map(([role, calls]): [Role, number] => [role, DAY_MODEL.people[role] * (calls[c] ?? 0)])
    .filter(([, n]) => n > 0);
  const total = by.reduce((s, [, n]) => s + n, 0);
  return by.map(([role, n]) => [role, n / total]);
}
