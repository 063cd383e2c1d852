import { DEFAULT_TIME_ZONE, formatJobReference, formatMoney, sectorLoad, type ReportCell, isUuid } from '@charter/shared';
import { seesOperator, visibleMoney, type Viewer } from '../../access/viewer.js';
import type { CharterReportRow, HistoryEvent, JobRow, Position, SectorReportRow } from './reports.repository.js';

/**
 * What each report row shows a viewer (ADR 0009: access/viewer.ts decides prices and operator
 * names). Times are instants with the zone they are shown in: a departure its airport's, other
 * instants Brisbane's (ADR 0010); reports.service.ts writes them as text for the screen and as date
 * cells for Excel. Rows are keyed by the column keys of packages/shared/src/reports/report-columns.ts,
 * which the screen and the Excel writer both read.
 */

const amount = (v: string | number | null) => (v === null || v === undefined ? null : Number(v));
const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());
/** formatLocal, or the report's cached copy of it (lib/local-time-cache.ts). */
export type LocalFormat = (instant: Date | string | null | undefined, zone: string | null | undefined) => string;

/** An instant and the zone it is shown in. */
export interface LocalInstant {
  instant: Date | string;
  zone: string;
}

/** A report row before it is written for the screen or the file. */
export interface ReportRow {
  id: string;
  currency?: string;
  values: Record<string, ReportCell | LocalInstant>;
}

const at = (instant: Date | string | null, zone: string | null): LocalInstant | null =>
  instant ? { instant, zone: zone ?? DEFAULT_TIME_ZONE } : null;
const brisbane = (instant: Date | string | null) => at(instant, DEFAULT_TIME_ZONE);

export function presentCharter(v: Viewer, r: CharterReportRow): ReportRow {
  const m = visibleMoney(v, { bidderId: r.bidderId, price: amount(r.price), withMargin: amount(r.withMargin) });
  const values: ReportRow['values'] = {
    jobRef: formatJobReference(r.jobReference),
    client: r.client,
    department: r.department,
    staff: r.staff,
    status: r.status,
    charterType: r.charterType,
    from: r.from,
    to: r.to,
    departs: at(r.departTime, r.departTimeZone),
    sectors: r.sectors,
    passengers: r.passengers,
    operator: r.bidderId && seesOperator(v, r.bidderId) ? r.operator : null,
    price: m.price,
    withMargin: m.withMargin,
    created: brisbane(r.createdAt),
    confirmed: brisbane(r.confirmedAt),
  };
  return { id: r.id, currency: r.currency, values };
}

export const charterPosition = (r: CharterReportRow): Position => [iso(r.createdAt), r.id];

/**
 * The payload of a sector: what it may carry, what its manifest weighs, what its share still
 * offers, and what is left, as the charter's manifest shows them (sectorLoad).
 */
export function presentPayload(v: Viewer, r: SectorReportRow): ReportRow {
  const operatorShown = seesOperator(v, r.bidderId);
  const load = sectorLoad(r);
  const values: ReportRow['values'] = {
    jobRef: formatJobReference(r.jobReference),
    sector: `${r.order + 1} of ${r.sectors}`,
    from: r.from,
    to: r.to,
    departs: at(r.departTime, r.departTimeZone),
    // An aircraft's registration names its operator: shown only to those who may know the operator.
    aircraft: operatorShown ? r.aircraft : null,
    paxLimit: r.paxLimit,
    passengers: r.manifestCount,
    payload: load.capacity,
    totalWeight: r.manifestWeight,
    forSale: load.forSaleWeight,
    payloadRemaining: load.remaining,
  };
  return { id: r.id, values };
}

/** A manifest is complete when it lists at least one passenger and as many as the sector carries. */
export const manifestComplete = (r: Pick<SectorReportRow, 'manifestCount' | 'passengerNumber'>) =>
  r.manifestCount > 0 && r.manifestCount >= r.passengerNumber;

export function presentDeparture(v: Viewer, r: SectorReportRow): ReportRow {
  const operatorShown = seesOperator(v, r.bidderId);
  const values: ReportRow['values'] = {
    departs: at(r.departTime, r.departTimeZone),
    jobRef: formatJobReference(r.jobReference),
    from: r.from,
    to: r.to,
    operator: operatorShown ? r.operator : null,
    aircraft: operatorShown ? r.aircraft : null,
    passengers: r.passengerNumber,
    manifestComplete: manifestComplete(r) ? 'Yes' : 'No',
  };
  return { id: r.id, values };
}

export const sectorPosition = (r: SectorReportRow): Position => [iso(r.departTime), r.id];

/** Won, and how far it went; otherwise lost once the charter went elsewhere or ended, else still open. */
function outcome(r: JobRow): string {
  if (r.winnerId === r.supplierId) return r.status === 'Confirmed' || r.status === 'Finished' ? r.status : 'Won';
  if (r.winnerId || ['Closed', 'Superceded', 'Confirmed', 'Finished'].includes(r.status)) return 'Not won';
  return 'Open';
}

/** One line per event: "03-Dec-2026 09:30 AEST Live => Approved", "... Bid $AUD 1,000.00 with margin $AUD 1,100.00 (New)". */
function historyText(f: LocalFormat, v: Viewer, r: JobRow, events: HistoryEvent[]): string {
  return events
    .map((e) => {
      const when = f(e.at, DEFAULT_TIME_ZONE);
      if (e.kind === 'status') return `${when} ${e.from ? `${e.from} => ` : ''}${e.to}`;
      const m = visibleMoney(v, { bidderId: r.supplierId, price: amount(e.price), withMargin: amount(e.withMargin) });
      const money = (value: number) => formatMoney(e.currency, value);
      const parts = [m.price !== null ? money(m.price) : null, m.withMargin !== null ? `with margin ${money(m.withMargin)}` : null];
      return `${when} Bid ${parts.filter(Boolean).join(' ')} (${e.to})`;
    })
    .join('\n');
}

export function presentJob(f: LocalFormat, v: Viewer, r: JobRow): ReportRow {
  const m = visibleMoney(v, { bidderId: r.supplierId, price: amount(r.lastPrice), withMargin: amount(r.lastWithMargin) });
  const values: ReportRow['values'] = {
    operator: r.operator,
    jobRef: formatJobReference(r.jobReference),
    status: r.status,
    from: r.from,
    to: r.to,
    departs: at(r.departTime, r.departTimeZone),
    bids: r.bids,
    firstBid: brisbane(r.firstBid),
    lastPrice: m.price,
    lastWithMargin: m.withMargin,
    outcome: outcome(r),
    history: historyText(f, v, r, r.history ?? []),
  };
  return { id: `${r.supplierId}:${r.charterId}`, currency: r.lastCurrency, values };
}

export const jobPosition = (r: JobRow): Position => [iso(r.firstBid), r.charterId, r.supplierId];

export function encodePosition(p: Position): string {
  return Buffer.from(JSON.stringify(p)).toString('base64url');
}

/** A cursor this server wrote: an instant then one or two ids; null for anything else. */
export function decodePosition(cursor: string, ids: number): Position | null {
  try {
    const p: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(p) || p.length !== ids + 1 || !p.every((x) => typeof x === 'string')) return null;
    if (Number.isNaN(Date.parse(p[0] as string)) || !p.slice(1).every((x) => isUuid(x as string))) return null;
    return p as Position;
  } catch {
    return null;
  }
}
