import { UUID_PATTERN } from '../ids.js';
import { z } from '../zod.js';
import { isTimeZone } from '../message-log/date-range.js';
import type { ReportColumn, ReportKind } from './report-columns.js';
import { isReportBound } from './report-range.js';

export const REPORT_TITLES: Record<ReportKind, string> = {
  charters: 'Charter Requests Report',
  payload: 'Payload Report',
  departures: 'Departure Report',
  jobTracker: 'Job Tracker',
};

/** The calls behind each report (supplier-and-admin section 7: getCharterReport, getPayLoadReport, getDepartureReport). */
export const REPORT_CALLS: Record<ReportKind, string> = {
  charters: '/api/admin/getCharterReport',
  payload: '/api/admin/getPayLoadReport',
  departures: '/api/admin/getDepartureReport',
  jobTracker: '/api/admin/getJobTracker',
};

/** "Job tracker export: up to 5 operators" (supplier-and-admin section 9). */
export const JOB_TRACKER_MAX_OPERATORS = 5;
export const REPORT_PAGE_SIZE = 50;
export const REPORT_MAX_PAGE_SIZE = 200;

export const REPORT_MESSAGES = {
  from: 'From must be a date as dd/MM/yyyy or an ISO timestamp',
  to: 'To must be a date as dd/MM/yyyy or an ISO timestamp',
  range: 'From must be before To',
  timeZone: 'Time zone must be a known time zone, such as Australia/Brisbane',
  limit: `Limit must be a whole number from 1 to ${REPORT_MAX_PAGE_SIZE}`,
  badCursor: 'The list position is not valid. Please reload the report.',
  operatorsRequired: 'Choose at least one operator',
  operatorsMax: `Choose up to ${JOB_TRACKER_MAX_OPERATORS} operators`,
  operatorId: 'Operators must be chosen from the list',
  /** The screen's title when a report cannot be read (supplier-and-admin section 8). */
  loadError: 'Error Loading Report',
} as const;

const bound = (error: string) =>
  z
    .string()
    .trim()
    .max(40, { error })
    .refine((v) => v === '' || isReportBound(v), { error })
    .default('');

/** The range and paging every report reads; blank days take the report's default range. */
export const reportQuerySchema = z.object({
  /** dd/MM/yyyy (in `tz`) or an ISO instant; blank: the report's default. */
  from: bound(REPORT_MESSAGES.from),
  to: bound(REPORT_MESSAGES.to),
  /** The viewer's zone the days are read in; Brisbane when blank. */
  tz: z
    .string()
    .trim()
    .max(64, { error: REPORT_MESSAGES.timeZone })
    .refine((v) => v === '' || isTimeZone(v), { error: REPORT_MESSAGES.timeZone })
    .default(''),
  cursor: z.string().trim().max(300).optional(),
  limit: z.coerce
    .number({ error: REPORT_MESSAGES.limit })
    .int({ error: REPORT_MESSAGES.limit })
    .min(1, { error: REPORT_MESSAGES.limit })
    .max(REPORT_MAX_PAGE_SIZE, { error: REPORT_MESSAGES.limit })
    .default(REPORT_PAGE_SIZE),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The job tracker adds the operators: a comma-separated list of 1 to 5 operator ids. */
export const jobTrackerQuerySchema = reportQuerySchema.extend({
  supplierIds: z
    .string({ error: REPORT_MESSAGES.operatorsRequired })
    .max(1000, { error: REPORT_MESSAGES.operatorsMax })
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(UUID_PATTERN, { error: REPORT_MESSAGES.operatorId }))
        .min(1, { error: REPORT_MESSAGES.operatorsRequired })
        .max(JOB_TRACKER_MAX_OPERATORS, { error: REPORT_MESSAGES.operatorsMax }),
    ),
});
export type JobTrackerQuery = z.output<typeof jobTrackerQuerySchema>;

export type ReportCell = string | number | null;

export interface ReportRowDto {
  /** Stable key of the row (charter, sector, or operator and charter). */
  id: string;
  /** The currency of the row's amounts (rows with money columns). */
  currency?: string;
  /** Keyed by the column keys of `columns`. */
  values: Record<string, ReportCell>;
}

/** Each chosen operator's totals over the range (the job tracker's heading). */
export interface JobTrackerOperatorDto {
  supplierId: string;
  companyName: string;
  /** Charters it bid on. */
  bids: number;
  /** Charters awarded to it. */
  wins: number;
  /** Of those, Confirmed or Finished. */
  confirmed: number;
}

export interface ReportPageDto {
  /** The range read, as days in the viewer's zone (or the instants given). */
  from: string;
  to: string;
  columns: ReportColumn[];
  items: ReportRowDto[];
  /** Every row of the range (first page only; null on later pages). */
  total: number | null;
  nextCursor: string | null;
  /** Job tracker only. */
  operators?: JobTrackerOperatorDto[];
}

/** An operator the job tracker can follow. */
export interface ReportOperatorDto {
  id: string;
  companyName: string;
  status: string;
}
