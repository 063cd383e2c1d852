import type { Writable } from 'node:stream';
import { formatJobReference, type ShareListItem, type ShareTab } from '@charter/shared';
import { localTimeCell, moneyCell, writeWorkbook, type XlsxColumn } from '../../lib/xlsx-stream.js';

// Departures as date cells at the airport's wall clock and the cost as a number in the money
// format, each shown as the screens show it (see charter-export.ts).
const COLUMNS: XlsxColumn<ShareListItem>[] = [
  { header: 'Job Ref', width: 12, value: (s) => formatJobReference(s.jobReference) },
  { header: 'Departs', width: 24, zone: 'airport', value: (s) => localTimeCell(s.departTime, s.departTimeZone) },
  { header: 'From', width: 22, value: (s) => s.from },
  { header: 'To', width: 22, value: (s) => s.to },
  { header: 'Seats Left', width: 11, value: (s) => s.seatsAvailable },
  { header: 'Seats Bought', width: 13, value: (s) => s.purchasedSeats },
  { header: 'Cost Per Seat', width: 16, value: (s) => moneyCell(s.currency, s.costPerSeat) },
  { header: 'Currency', width: 10, value: (s) => s.currency },
  { header: 'Status', width: 14, value: (s) => s.status },
  { header: 'Shared', width: 9, value: (s) => (s.enabled ? 'Yes' : 'No') },
];

export function shareExportFileName(tab: ShareTab, now = new Date()): string {
  return `charter-shares-${tab}-${now.toISOString().slice(0, 10)}.xlsx`;
}

export function writeShareWorkbook(rows: AsyncIterable<ShareListItem>, out: Writable): Promise<number> {
  return writeWorkbook(rows, out, 'Charter Shares', COLUMNS);
}
