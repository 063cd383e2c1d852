import { DEFAULT_TIME_ZONE, formatJobReference, sectorLoad, type ReportCell, type ReportRowDto, isUuid } from '@charter/shared';
import { seesOperator, visibleMoney, type Viewer } from '../../access/viewer.js';
import type { CharterReportRow, HistoryEvent, JobRow, Position, SectorReportRow } from './reports.repository.js';

/**
 * What each report row shows a viewer (ADR 0009: access/viewer.ts decides prices and operator
 * names). Times are text as the screens show them: a departure at its airport's wall clock with the
 * zone, other instants in Brisbane time (ADR 0010). Rows are keyed by the column keys of
 * packages/shared/src/reports/report-columns.ts, which the screen and the Excel writer both read.
 */

const amount = (v: string | number | null) => (v === null || v === undefined ? null : Number(v));
const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());
/** formatLocal, or the export's cached copy of it (local-time-cache.ts). */
export type LocalFormat = (instant: Date | string | null | undefined, zone: string | null | undefined) => string;
const brisbane = (f: LocalFormat, v: Date | string | null) => (v ? f(v, DEFAULT_TIME_ZONE) : null);
const money = (v: number) => v.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function presentCharter(f: LocalFormat, v: Viewer, r: CharterReportRow): ReportRowDto {
  const m = visibleMoney(v, { bidderId: r.bidderId, price: amount(r.price), withMargin: amount(r.withMargin) });
  const values: Record<string, ReportCell> = {
    jobRef: formatJobReference(r.jobReference),
    client: r.client,
    department: r.department,
    staff: r.staff,
    status: r.status,
    charterType: r.charterType,
    from: r.from,
    to: r.to,
    departs: f(r.departTime, r.departTimeZone),
    sectors: r.sectors,
    passengers: r.passengers,
    operator: r.bidderId && seesOperator(v, r.bidderId) ? r.operator : null,
    price: m.price,
    withMargin: m.withMargin,
    created: brisbane(f, r.createdAt),
    confirmed: brisbane(f, r.confirmedAt),
  };
  return { id: r.id, values };
}

export const charterPosition = (r: CharterReportRow): Position => [iso(r.createdAt), r.id];

/**
 * The payload of a sector: what it may carry, what its manifest weighs, what its share still
 * offers, and what is left, as the charter's manifest shows them (sectorLoad).
 */
export function presentPayload(f: LocalFormat, v: Viewer, r: SectorReportRow): ReportRowDto {
  const operatorShown = seesOperator(v, r.bidderId);
  const load = sectorLoad(r);
  const values: Record<string, ReportCell> = {
    jobRef: formatJobReference(r.jobReference),
    sector: `${r.order + 1} of ${r.sectors}`,
    from: r.from,
    to: r.to,
    departs: f(r.departTime, r.departTimeZone),
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

export function presentDeparture(f: LocalFormat, v: Viewer, r: SectorReportRow): ReportRowDto {
  const operatorShown = seesOperator(v, r.bidderId);
  const values: Record<string, ReportCell> = {
    departs: f(r.departTime, r.departTimeZone),
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

/** One line per event: "03-Dec-2026 09:30 AEST Live => Approved", "... Bid 1,000.00 (with margin 1,100.00)". */
function historyText(f: LocalFormat, v: Viewer, r: JobRow, events: HistoryEvent[]): string {
  return events
    .map((e) => {
      const at = f(e.at, DEFAULT_TIME_ZONE);
      if (e.kind === 'status') return `${at} ${e.from ? `${e.from} => ` : ''}${e.to}`;
      const m = visibleMoney(v, { bidderId: r.supplierId, price: amount(e.price), withMargin: amount(e.withMargin) });
      const parts = [m.price !== null ? money(m.price) : null, m.withMargin !== null ? `with margin ${money(m.withMargin)}` : null];
      return `${at} Bid ${parts.filter(Boolean).join(' ')} (${e.to})`;
    })
    .join('\n');
}

export function presentJob(f: LocalFormat, v: Viewer, r: JobRow): ReportRowDto {
  const m = visibleMoney(v, { bidderId: r.supplierId, price: amount(r.lastPrice), withMargin: amount(r.lastWithMargin) });
  const values: Record<string, ReportCell> = {
    operator: r.operator,
    jobRef: formatJobReference(r.jobReference),
    status: r.status,
    from: r.from,
    to: r.to,
    departs: f(r.departTime, r.departTimeZone),
    bids: r.bids,
    firstBid: brisbane(f, r.firstBid),
    lastPrice: m.price,
    lastWithMargin: m.withMargin,
    outcome: outcome(r),
    history: historyText(f, v, r, r.history ?? []),
  };
  return { id: `${r.supplierId}:${r.charterId}`, values };
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
