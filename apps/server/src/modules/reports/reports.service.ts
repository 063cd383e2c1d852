import type { SQL } from 'drizzle-orm';
import type { Db, Pool } from '@charter/db';
import {
  DEFAULT_TIME_ZONE,
  REPORT_MESSAGES,
  departureWindow,
  previousQuarter,
  reportColumns,
  reportInstants,
  type JobTrackerQuery,
  type ReportColumn,
  type ReportKind,
  type ReportOperatorDto,
  type ReportPageDto,
  type ReportQuery,
  type ReportRowDto,
  type SessionUser,
} from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { viewerOf, type Viewer } from '../../access/viewer.js';
import { badRequest } from '../../lib/http-errors.js';
import { cursorRows } from '../../lib/pg-cursor.js';
import { cachedLocalFormatter } from './local-time-cache.js';
import * as repo from './reports.repository.js';
import * as present from './reports.presenter.js';

/** A report read for one viewer: its columns, how to count and read its rows, and how to show one. */
interface Plan<R> {
  kind: ReportKind;
  from: string;
  to: string;
  columns: ReportColumn[];
  viewer: Viewer;
  count: SQL;
  query: (after: repo.Position | null, limit: number | null) => SQL;
  present: (row: R) => ReportRowDto;
  position: (row: R) => repo.Position;
  /** Ids after the instant in a cursor. */
  tieBreakers: number;
  operators?: repo.OperatorTotals[];
}

/** What the Excel writer needs: the columns, the row count up front and the rows as a stream. */
export interface ReportExport {
  columns: ReportColumn[];
  total: number;
  rows: AsyncGenerator<ReportRowDto>;
  fileName: string;
}

const FILE_NAMES: Record<ReportKind, string> = {
  charters: 'charter-requests-report',
  payload: 'payload-report',
  departures: 'departure-report',
  jobTracker: 'job-history',
};

/** dd/MM/yyyy to yyyy-MM-dd for a file name; an ISO instant keeps its date. */
const fileDay = (bound: string) => (/^\d{2}\/\d{2}\/\d{4}$/.test(bound) ? bound.split('/').reverse().join('-') : bound.slice(0, 10));

/**
 * The reports (supplier-and-admin sections 2, 7 and 9). The range defaults to the previous
 * calendar quarter (the departure report: one month ago to twelve months ahead), its days read in
 * the viewer's zone (`tz`, Brisbane when none is given). The routes' guards decide who may open
 * each report; here the rows are narrowed to what the viewer may see.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly pool: Pool,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private range(kind: ReportKind, q: ReportQuery) {
    const zone = q.tz || DEFAULT_TIME_ZONE;
    const defaults = kind === 'departures' ? departureWindow(this.now(), zone) : previousQuarter(this.now(), zone);
    const from = q.from || defaults.from;
    const to = q.to || defaults.to;
    const instants = reportInstants(from, to, zone);
    if (!instants) throw badRequest([REPORT_MESSAGES.range], { from: [REPORT_MESSAGES.range] });
    return { from, to, ...instants };
  }

  private async plan(user: SessionUser, kind: ReportKind, q: ReportQuery | JobTrackerQuery): Promise<Plan<any>> {
    const actor = actorFrom(user);
    const viewer = await viewerOf(this.db, actor);
    const range = this.range(kind, q);
    const columns = reportColumns(kind, viewer.kind === 'admin');
    const base = { kind, from: range.from, to: range.to, columns, viewer };
    const f = cachedLocalFormatter();
    // Only the viewer's columns leave: the presenters' nulls for hidden money never reach the screen as keys.
    const shown = (row: ReportRowDto): ReportRowDto => ({
      id: row.id,
      values: Object.fromEntries(columns.map((c) => [c.key, row.values[c.key] ?? null])),
    });
    switch (kind) {
      case 'charters':
        return {
          ...base,
          count: repo.charterReportCount(range),
          query: (after, limit) => repo.charterReportQuery(range, after, limit),
          present: (r: repo.CharterReportRow) => shown(present.presentCharter(f, viewer, r)),
          position: present.charterPosition,
          tieBreakers: 1,
        };
      case 'payload':
      case 'departures': {
        // Admins every booked charter; the client side its own (core section 6).
        const scope = charterVisibility(actor);
        return {
          ...base,
          count: repo.sectorReportCount(range, scope),
          query: (after, limit) => repo.sectorReportQuery(range, scope, after, limit),
          present: (r: repo.SectorReportRow) =>
            shown(kind === 'payload' ? present.presentPayload(f, viewer, r) : present.presentDeparture(f, viewer, r)),
          position: present.sectorPosition,
          tieBreakers: 1,
        };
      }
      case 'jobTracker': {
        const ids = (q as JobTrackerQuery).supplierIds;
        const operators = await repo.operatorTotals(this.db, ids, range);
        if (operators.length !== ids.length) {
          throw badRequest([REPORT_MESSAGES.operatorId], { supplierIds: [REPORT_MESSAGES.operatorId] });
        }
        return {
          ...base,
          count: repo.jobTrackerCount(ids, range),
          query: (after, limit) => repo.jobTrackerQuery(ids, range, after, limit),
          present: (r: repo.JobRow) => shown(present.presentJob(f, viewer, r)),
          position: present.jobPosition,
          tieBreakers: 2,
          operators,
        };
      }
    }
  }

  /** One page for the screen: keyset paged, with the total on the first page. */
  async page(user: SessionUser, kind: ReportKind, q: ReportQuery | JobTrackerQuery): Promise<ReportPageDto> {
    const plan = await this.plan(user, kind, q);
    let after: repo.Position | null = null;
    if (q.cursor) {
      after = present.decodePosition(q.cursor, plan.tieBreakers);
      if (!after) throw badRequest([REPORT_MESSAGES.badCursor], { cursor: [REPORT_MESSAGES.badCursor] });
    }
    const rows = await repo.rowsOf<unknown>(this.db, plan.query(after, q.limit + 1));
    const more = rows.length > q.limit;
    const shown = more ? rows.slice(0, q.limit) : rows;
    return {
      from: plan.from,
      to: plan.to,
      columns: plan.columns,
      items: shown.map(plan.present),
      total: q.cursor ? null : await repo.countOf(this.db, plan.count),
      nextCursor: more ? present.encodePosition(plan.position(shown[shown.length - 1])) : null,
      ...(plan.operators ? { operators: plan.operators } : {}),
    };
  }

  /** Every row of the range for the Excel file, read through a cursor as the file is written. */
  async export(user: SessionUser, kind: ReportKind, q: ReportQuery | JobTrackerQuery): Promise<ReportExport> {
    const plan = await this.plan(user, kind, q);
    const total = await repo.countOf(this.db, plan.count);
    const source = cursorRows<unknown>(this.pool, plan.query(null, null));
    async function* rows(): AsyncGenerator<ReportRowDto> {
      for await (const row of source) yield plan.present(row);
    }
    return {
      columns: plan.columns,
      total,
      rows: rows(),
      fileName: `${FILE_NAMES[kind]}-${fileDay(plan.from)}-to-${fileDay(plan.to)}.xlsx`,
    };
  }

  /** The operators the job tracker may follow. */
  async operators(): Promise<ReportOperatorDto[]> {
    return repo.operatorChoices(this.db);
  }
}
