import { z } from '../zod.js';
import type { ReportColumn } from './report-columns.js';
import { reportQuerySchema, type ReportRowDto } from './reports.js';

/**
 * The spend and competition report (ADR 0046): per month and per client, department or staff
 * member, the charters requested, awarded and cancelled, how many operators bid, what was spent
 * and how the awarded prices sit against the learned estimate (ADR 0044). Admins see every client
 * and also the operators' net prices and the margin; a client itself and its departments and
 * staff; a department itself and its staff.
 */

export const SPEND_REPORT_CALL = '/api/admin/getSpendReport';
export const SPEND_REPORT_TITLE = 'Spend and Competition';

/** What a row is for: a client, a department of a client, or a staff member. */
export const SPEND_GROUPS = ['client', 'department', 'staff'] as const;
export type SpendGroup = (typeof SPEND_GROUPS)[number];

export const SPEND_GROUP_LABELS: Record<SpendGroup, string> = {
  client: 'Client',
  department: 'Department',
  staff: 'Staff member',
};

export const SPEND_MESSAGES = {
  by: 'Group by must be client, department or staff',
} as const;

/** The range (as the other reports read it) and what each row is for; blank: the viewer's default. */
export const spendReportQuerySchema = reportQuerySchema.pick({ from: true, to: true, tz: true }).extend({
  by: z.enum(SPEND_GROUPS, { error: SPEND_MESSAGES.by }).optional(),
});
export type SpendReportQuery = z.output<typeof spendReportQuerySchema>;

/** The groupings a role may choose, the first its default: a department has no other departments to compare. */
export function spendGroupsFor(role: 'Admin' | 'Client' | 'ClientDepartment' | string): SpendGroup[] {
  if (role === 'Admin') return ['client', 'department', 'staff'];
  if (role === 'Client') return ['department', 'staff', 'client'];
  return ['staff', 'department'];
}

/** The report's columns: the net price and the margin for admins only (ADR 0009). */
export function spendReportColumns(by: SpendGroup, admin: boolean): ReportColumn[] {
  const columns: (ReportColumn | false)[] = [
    { key: 'month', header: 'Month', width: 10 },
    { key: 'client', header: 'Client', width: 26 },
    by !== 'client' && { key: 'department', header: 'Department', width: 22 },
    by === 'staff' && { key: 'staff', header: 'Staff', width: 22 },
    { key: 'requested', header: 'Requested', width: 11 },
    { key: 'awarded', header: 'Awarded', width: 10 },
    { key: 'cancelled', header: 'Cancelled', width: 10 },
    { key: 'bidsPerCharter', header: 'Bids per Charter', width: 10 },
    { key: 'twoBidShare', header: 'With 2+ Bids', width: 10, percent: 'share' },
    { key: 'spend', header: 'Spend with Margin', width: 16, money: true },
    admin && { key: 'net', header: 'Operator Price', width: 16, money: true, operatorPrice: true },
    admin && { key: 'margin', header: 'Margin', width: 14, money: true, operatorPrice: true },
    { key: 'againstEstimate', header: 'Awarded vs Estimate', width: 12, percent: 'change' },
    { key: 'co2', header: 'CO2 kg (est.)', width: 12 },
  ];
  return columns.filter((c): c is ReportColumn => c !== false);
}

/** One month's totals over every row of the report: what the charts draw. */
export interface SpendMonthDto {
  /** yyyy-MM. */
  month: string;
  /** "Jul 2026". */
  label: string;
  requested: number;
  awarded: number;
  cancelled: number;
  /** Operators that bid, per requested charter. */
  bidsPerCharter: number | null;
  /** Share (0-1) of requested charters with bids from at least two operators. */
  twoBidShare: number | null;
  /** In the report's currency; null when the viewer sees no prices. */
  spend: number | null;
  net?: number | null;
  margin?: number | null;
  /** Mean of each awarded price against its estimate's median (+0.08: 8% above). */
  againstEstimate: number | null;
  /** kg of CO2 estimated for the awarded charters' sectors. */
  co2: number;
}

export interface SpendReportDto {
  from: string;
  to: string;
  by: SpendGroup;
  /** The currency of the charts' amounts (rows carry their own). */
  currency: string;
  columns: ReportColumn[];
  items: ReportRowDto[];
  months: SpendMonthDto[];
}
