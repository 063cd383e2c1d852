import { flightTimeMinutes, sectorCo2Kg, type SpendGroup } from '@charter/shared';
import type { SpendCharterRow } from './spend-report.repository.js';

/**
 * The spend report's arithmetic (ADR 0046), pure so its definitions are tested on known rows:
 * a charter is requested in the month it was made; awarded when booked with an operator
 * (Confirmed or Finished, the awards of ADR 0044); cancelled when Closed without flying. Spend is
 * the price with margin of the awarded charters; bids count operators, not an operator's revisions.
 */

export const AWARDED_STATUSES = ['Confirmed', 'Finished'] as const;
export const CANCELLED_STATUSES = ['Closed'] as const;

export const isAwarded = (status: string) => (AWARDED_STATUSES as readonly string[]).includes(status);
export const isCancelled = (status: string) => (CANCELLED_STATUSES as readonly string[]).includes(status);

export interface SpendTotals {
  requested: number;
  awarded: number;
  cancelled: number;
  /** Operators that bid, summed over the requested charters. */
  bids: number;
  /** Requested charters with bids from two operators or more. */
  twoBids: number;
  spend: number;
  net: number;
  /** Awarded charters compared with their estimate, and the sum of their ratios to its median less one. */
  compared: number;
  againstSum: number;
  /** kg of CO2 estimated for the awarded charters' sectors. */
  co2: number;
}

export interface SpendGroupTotals extends SpendTotals {
  key: string;
  month: string;
  currency: string;
  clientId: string;
  client: string;
  department: string | null;
  staff: string | null;
}

const zero = (): SpendTotals => ({
  requested: 0,
  awarded: 0,
  cancelled: 0,
  bids: 0,
  twoBids: 0,
  spend: 0,
  net: 0,
  compared: 0,
  againstSum: 0,
  co2: 0,
});

/** An awarded charter's CO2 estimate: the sum of its sectors' (a sector without a known burn adds nothing). */
export const charterCo2 = (r: Pick<SpendCharterRow, 'fuel'>) =>
  (r.fuel ?? []).reduce((kg, s) => kg + (sectorCo2Kg(flightTimeMinutes(s.flightTime), s.burn, s.fuelType) ?? 0), 0);

function add(t: SpendTotals, r: SpendCharterRow, against: number | undefined) {
  t.requested++;
  t.bids += r.bidders;
  if (r.bidders >= 2) t.twoBids++;
  if (isCancelled(r.status)) t.cancelled++;
  if (isAwarded(r.status)) {
    t.awarded++;
    t.spend += r.withMargin ?? 0;
    t.net += r.price ?? 0;
    t.co2 += charterCo2(r);
    if (against !== undefined) {
      t.compared++;
      t.againstSum += against;
    }
  }
}

/** Whom a charter's row is for: its client, the department (blank: the client's own requests), or the staff member too. */
function partyKey(r: SpendCharterRow, by: SpendGroup): string {
  if (by === 'client') return r.clientId;
  if (by === 'department') return `${r.clientId}/${r.departmentId ?? ''}`;
  return `${r.clientId}/${r.departmentId ?? ''}/${r.staffId ?? ''}`;
}

/**
 * One row per month, party and currency, months in order and parties by name within a month.
 * `against` holds each compared awarded charter's price against its estimate's median (+0.1: 10% above).
 */
export function groupTotals(rows: readonly SpendCharterRow[], by: SpendGroup, against: ReadonlyMap<string, number>): SpendGroupTotals[] {
  const groups = new Map<string, SpendGroupTotals>();
  for (const r of rows) {
    const key = `${r.month}|${partyKey(r, by)}|${r.currency}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        ...zero(),
        key,
        month: r.month,
        currency: r.currency,
        clientId: r.clientId,
        client: r.client,
        department: by === 'client' ? null : r.department,
        staff: by === 'staff' ? r.staff : null,
      };
      groups.set(key, g);
    }
    add(g, r, against.get(r.id));
  }
  const name = (g: SpendGroupTotals) => [g.client, g.department ?? '', g.staff ?? '', g.currency].join('\u0000').toLowerCase();
  return [...groups.values()].sort((a, b) => a.month.localeCompare(b.month) || name(a).localeCompare(name(b)));
}

/** Each month's totals over every party, in `currency` only (the charts draw one currency). */
export function monthTotals(rows: readonly SpendCharterRow[], currency: string, against: ReadonlyMap<string, number>) {
  const months = new Map<string, SpendTotals>();
  for (const r of rows) {
    if (r.currency !== currency) continue;
    let t = months.get(r.month);
    if (!t) months.set(r.month, (t = zero()));
    add(t, r, against.get(r.id));
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, t]) => ({ month, ...t }));
}

/** The figures of a group as the report shows them: averages and shares from the sums. */
export function figures(t: SpendTotals) {
  return {
    bidsPerCharter: t.requested ? Math.round((t.bids / t.requested) * 10) / 10 : null,
    twoBidShare: t.requested ? t.twoBids / t.requested : null,
    againstEstimate: t.compared ? t.againstSum / t.compared : null,
  };
}
