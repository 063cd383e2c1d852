import type { Writable } from 'node:stream';
import { DEFAULT_TIME_ZONE, formatJobReference, type CharterTab } from '@charter/shared';
import { localTimeCell, writeWorkbook, XLSX_TYPE, type XlsxColumn } from '../../lib/xlsx-stream.js';
import type { CharterListItem } from './charter-types.js';

/** The export stops here; past it a list is better narrowed with filters. */
export const EXPORT_MAX_ROWS = 100_000;
export { XLSX_TYPE };

// Times are date cells holding the wall clock of their zone and shown as the screens show them
// ("03-Dec-2026 09:30 AWST"); a date cell carries no zone, so the header says which (ADR 0010).
const COLUMNS: XlsxColumn<CharterListItem>[] = [
  { header: 'Job Ref', width: 12, value: (c) => formatJobReference(c.jobReference) },
  { header: 'Status', width: 18, value: (c) => c.status },
  { header: 'Client', width: 28, value: (c) => c.clientName },
  { header: 'Department', width: 22, value: (c) => c.departmentName },
  { header: 'Staff', width: 22, value: (c) => c.staffName },
  { header: 'Charter Type', width: 14, value: (c) => c.charterType },
  { header: 'Sub Type', width: 22, value: (c) => c.charterSubType },
  { header: 'From', width: 22, value: (c) => c.from },
  { header: 'To', width: 22, value: (c) => c.to },
  // The first departure as its airport's local time with the zone's abbreviation ("03-Dec-2026 09:30 AWST").
  { header: 'Departs', width: 24, zone: 'airport', value: (c) => localTimeCell(c.departTime, c.departTimeZone) },
  { header: 'Sectors', width: 9, value: (c) => c.routeCount },
  { header: 'Passengers', width: 11, value: (c) => c.passengerCount },
  { header: 'Bids', width: 7, value: (c) => c.bidCount },
  {
    header: 'Bidding Ends',
    width: 24,
    zone: 'Brisbane',
    // As the countdown shows it: the set end, else creation plus the bidding span; in Brisbane time
    // like every instant that belongs to no airport.
    value: (c) =>
      localTimeCell(c.biddingEndsAt ?? new Date(new Date(c.createdAt).getTime() + c.biddingTimeSpanHours * 3_600_000), DEFAULT_TIME_ZONE),
  },
  { header: 'Created', width: 24, zone: 'Brisbane', value: (c) => localTimeCell(c.createdAt, DEFAULT_TIME_ZONE) },
];

export function exportFileName(tab: CharterTab, now = new Date()): string {
  return `charter-requests-${tab}-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Streams the rows into an .xlsx on `out` (lib/xlsx-stream.ts: one row in memory at a time). */
export function writeCharterWorkbook(rows: AsyncIterable<CharterListItem>, out: Writable): Promise<number> {
  return writeWorkbook(rows, out, 'Charter Requests', COLUMNS);
}
