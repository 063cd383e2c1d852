import {
  REPORT_CALLS,
  REPORT_MESSAGES,
  compareDays,
  departureWindow,
  formatMoney,
  parseDay,
  previousQuarter,
  type ReportKind,
  type ReportPageDto,
  type ReportRowDto,
} from '@charter/shared';

/** What a report screen reads: the days (dd/MM/yyyy) in the viewer's zone and, for the job tracker, the operators. */
export interface ReportFilter {
  from: string;
  to: string;
  tz: string;
  supplierIds: string[];
}

/** The viewer's time zone: the days of a range are read in it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The range a report opens with (supplier-and-admin section 9): the previous calendar quarter, or
 * for the departure report one month ago to twelve months ahead, in the viewer's zone.
 */
export function defaultRange(kind: ReportKind | 'spend', now: Date, tz: string): { from: string; to: string } {
  return kind === 'departures' ? departureWindow(now, tz) : previousQuarter(now, tz);
}

/** What is wrong with a from/to pair as typed, or null when the report can be read with it. */
export function rangeError(from: string, to: string): string | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start) return REPORT_MESSAGES.from;
  if (!end) return REPORT_MESSAGES.to;
  return compareDays(start, end) > 0 ? REPORT_MESSAGES.range : null;
}

/** The query of a report call, for a page (cursor, limit) or the Excel file. */
export function reportQuery(kind: ReportKind, f: ReportFilter, page?: { cursor: string | null; limit: number }): string {
  const q = new URLSearchParams({ from: f.from, to: f.to, tz: f.tz });
  if (kind === 'jobTracker') q.set('supplierIds', f.supplierIds.join(','));
  if (page?.cursor) q.set('cursor', page.cursor);
  if (page) q.set('limit', String(page.limit));
  return q.toString();
}

export const reportPagePath = (kind: ReportKind, f: ReportFilter, cursor: string | null, limit: number) =>
  `${REPORT_CALLS[kind]}?${reportQuery(kind, f, { cursor, limit })}`;

export const reportExportPath = (kind: ReportKind, f: ReportFilter) => `${REPORT_CALLS[kind]}/export?${reportQuery(kind, f)}`;

/** The rows of every loaded page, in order, each once. */
export function rowsOf(pages: readonly ReportPageDto[] | undefined): ReportRowDto[] {
  const seen = new Set<string>();
  const rows: ReportRowDto[] = [];
  for (const page of pages ?? []) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** dd/MM/yyyy to the date picker's YYYY-MM-DD; null when not a day. */
export function dayToPicker(day: string): string | null {
  const d = parseDay(day);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;
}

/** The date picker's YYYY-MM-DD back to dd/MM/yyyy; blank for none. */
export function pickerToDay(value: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** A ratio as a percentage: a share "50%", a change with its sign "+8%", "-12%" (as the Excel cells show them). */
export function percentText(ratio: number, kind: 'share' | 'change'): string {
  const percent = Math.round(ratio * 100);
  return kind === 'change' && percent > 0 ? `+${percent}%` : `${percent}%`;
}

/**
 * A cell as the screen shows it: an amount (a money column: its currency given) in the money
 * format, a ratio as a percentage, blanks as a dash.
 */
export function cellText(value: string | number | null | undefined, moneyIn?: string, percent?: 'share' | 'change'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && moneyIn !== undefined) return formatMoney(moneyIn, value);
  if (typeof value === 'number' && percent) return percentText(value, percent);
  return typeof value === 'number' ? value.toLocaleString('en-AU') : value;
}

/** "1.2 MB", "412 KB": how much of a download has arrived. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
