/**
 * The reports' column sets (supplier-and-admin section 9: "Export column sets: job history,
 * charter list, payload report, departure report"): one list per report that the screen's table and
 * the Excel writer both read, so the two cannot disagree. Times arrive as text, the airport's or
 * Brisbane's wall clock with the zone (ADR 0010), and money as numbers with the row's currency; the
 * Excel file has them as date and number cells shown in the same formats (ADR 0041).
 */
export interface ReportColumn {
  key: string;
  header: string;
  /** Excel column width, in characters. */
  width: number;
  /** The operator's net price: admins only (access/viewer.ts, ADR 0009). */
  operatorPrice?: boolean;
  /** An amount in the row's currency, in the one money format ("$AUD 13,100.00"), right-aligned. */
  money?: boolean;
  /** Multi-line text (the job history). */
  multiline?: boolean;
  /**
   * A date and time ("30-Nov-2026 06:00 AWST"), kept on one line: a departure at its airport's wall
   * clock, any other instant in Brisbane time. The Excel header says which.
   */
  time?: 'airport' | 'Brisbane';
  /**
   * A ratio (0.5 for half): 'share' shown as "50%", 'change' with its sign ("+8%", "-12%"). The
   * Excel cell keeps the ratio as a number shown in the same way.
   */
  percent?: 'share' | 'change';
}

export const REPORT_KINDS = ['charters', 'payload', 'departures', 'jobTracker'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A charter list: one row per charter request created in the range. */
export const CHARTER_LIST_COLUMNS: readonly ReportColumn[] = [
  { key: 'jobRef', header: 'Job Ref', width: 12 },
  { key: 'client', header: 'Client', width: 26 },
  { key: 'department', header: 'Department', width: 20 },
  { key: 'staff', header: 'Staff', width: 20 },
  { key: 'status', header: 'Status', width: 16 },
  { key: 'charterType', header: 'Charter Type', width: 14 },
  { key: 'from', header: 'From', width: 20 },
  { key: 'to', header: 'To', width: 20 },
  { key: 'departs', header: 'Departs', width: 24, time: 'airport' },
  { key: 'sectors', header: 'Sectors', width: 9 },
  { key: 'passengers', header: 'Passengers', width: 11 },
  { key: 'operator', header: 'Operator', width: 24 },
  { key: 'price', header: 'Operator Price', width: 14, operatorPrice: true, money: true },
  { key: 'withMargin', header: 'Price with Margin', width: 16, money: true },
  { key: 'created', header: 'Created', width: 24, time: 'Brisbane' },
  { key: 'confirmed', header: 'Confirmed', width: 24, time: 'Brisbane' },
];

/** The payload report: one row per sector of a booked charter departing in the range. */
export const PAYLOAD_REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'jobRef', header: 'Job Ref', width: 12 },
  { key: 'sector', header: 'Sector', width: 8 },
  { key: 'from', header: 'From', width: 20 },
  { key: 'to', header: 'To', width: 20 },
  { key: 'departs', header: 'Departs', width: 24, time: 'airport' },
  { key: 'aircraft', header: 'Aircraft', width: 28 },
  { key: 'paxLimit', header: 'Pax Limit', width: 10 },
  { key: 'passengers', header: 'Passengers on Manifest', width: 12 },
  { key: 'payload', header: 'Payload (kg)', width: 12 },
  { key: 'totalWeight', header: 'Total Weight (kg)', width: 14 },
  { key: 'forSale', header: 'Payload for Sale (kg)', width: 14 },
  { key: 'payloadRemaining', header: 'Payload Remaining (kg)', width: 14 },
];

/** The departure report: one row per sector of a booked charter departing in the window. */
export const DEPARTURE_REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'departs', header: 'Departs', width: 24, time: 'airport' },
  { key: 'jobRef', header: 'Job Ref', width: 12 },
  { key: 'from', header: 'From', width: 20 },
  { key: 'to', header: 'To', width: 20 },
  { key: 'operator', header: 'Operator', width: 24 },
  { key: 'aircraft', header: 'Aircraft', width: 28 },
  { key: 'passengers', header: 'Passengers', width: 11 },
  { key: 'manifestComplete', header: 'Manifest Complete', width: 10 },
];

/** The job tracker's job history: one row per operator and charter it bid on, with the charter's timeline and the operator's bids. */
export const JOB_HISTORY_COLUMNS: readonly ReportColumn[] = [
  { key: 'operator', header: 'Operator', width: 24 },
  { key: 'jobRef', header: 'Job Ref', width: 12 },
  { key: 'status', header: 'Charter Status', width: 16 },
  { key: 'from', header: 'From', width: 20 },
  { key: 'to', header: 'To', width: 20 },
  { key: 'departs', header: 'Departs', width: 24, time: 'airport' },
  { key: 'bids', header: 'Bids', width: 7 },
  { key: 'firstBid', header: 'First Bid', width: 24, time: 'Brisbane' },
  { key: 'lastPrice', header: 'Last Bid Price', width: 14, operatorPrice: true, money: true },
  { key: 'lastWithMargin', header: 'Last Bid with Margin', width: 16, money: true },
  { key: 'outcome', header: 'Outcome', width: 12 },
  { key: 'history', header: 'Job History', width: 60, multiline: true },
];

export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  charters: CHARTER_LIST_COLUMNS,
  payload: PAYLOAD_REPORT_COLUMNS,
  departures: DEPARTURE_REPORT_COLUMNS,
  jobTracker: JOB_HISTORY_COLUMNS,
};

/** The columns a viewer gets: the operator's net price only for those who may see it. */
export function reportColumns(kind: ReportKind, seesOperatorPrice: boolean): ReportColumn[] {
  return REPORT_COLUMNS[kind].filter((c) => seesOperatorPrice || !c.operatorPrice);
}
