import { formatJobReference } from '@charter/shared';

interface CsvPassenger {
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
}

interface CsvRoute {
  order: number;
  manifest?: CsvPassenger[];
}

export const MANIFEST_CSV_COLUMNS = [
  'Passenger Name',
  'Passenger Phone Number',
  'Passenger Email',
  'Passenger Weight',
  'Bag Weight',
  'Cargo',
  'Sector Number',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, as the server's
 * lib/spreadsheet-safe.ts does. Phone numbers too: Excel and LibreOffice read "+61 400 111 222" as
 * a formula (and show an error or a sum), so "'+61 400 111 222" is the readable choice.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The manifests of every sector, one row per passenger, sectors numbered from 1 in flying order. */
export function manifestCsv(routes: readonly CsvRoute[]): string {
  const lines = [MANIFEST_CSV_COLUMNS.join(',')];
  [...routes]
    .sort((a, b) => a.order - b.order)
    .forEach((route, index) => {
      for (const p of route.manifest ?? []) {
        lines.push(
          [
            csvCell(p.passengerName),
            csvCell(p.contactNumber),
            csvCell(p.emailAddress),
            csvCell(p.passengerWeight),
            csvCell(p.freightWeight),
            csvCell(p.cargoWeight),
            csvCell(index + 1),
          ].join(','),
        );
      }
    });
  // The byte order mark makes Excel read the file as UTF-8 (names with accents).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "JB1234-manifest.csv": named after the job reference (supplier-and-admin section 7). */
export function manifestFileName(jobReference: number): string {
  return `${formatJobReference(jobReference)}-manifest.csv`;
}
