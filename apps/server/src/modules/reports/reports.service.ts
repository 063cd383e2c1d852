import type { SQL } from 'drizzle-orm';
import type { Db, Pool } from '@charter/db';
import {
  DEFAULT_CURRENCY,
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
import { moneyCell, type SheetCell, type SheetColumn } from '../../lib/xlsx-stream.js';
import { cachedLocalFormatter, cachedLocalWallClock } from '../../lib/local-time-cache.js';
import * as repo from './reports.repository.js';
import * as present from './reports.presenter.js';

/** A report read for one viewer: its columns, how to count and read its rows, and how to show one. */
interface Plan<R> {
  kind: ReportKind;
  from: string;
  to: string;
  columns: ReportColumn[];
  viewer: Viewer;
  /** Times as the screen's text (one cache per report read). */
  format: present.LocalFormat;
  count: SQL;
  query: (after: repo.Position | null, limit: number | null) => SQL;
  present: (row: R) => present.ReportRow;
  position: (row: R) => repo.Position;
  /** Ids after the instant in a cursor. */
  tieBreakers: number;
  operators?: repo.OperatorTotals[];
}

/** What the Excel writer needs: the columns, the row count up front and the rows' cells as a stream. */
export interface ReportExport {
  columns: SheetColumn[];
  total: number;
  rows: AsyncGenerator<SheetCell[]>;
  fileName: string;
}

const isInstant = (v: unknown): v is present.LocalInstant => typeof v === 'object' && v !== null && 'instant' in v;

/** A row for the screen: the viewer's columns only, times as text ("03-Dec-2026 09:30 AWST"). */
function pageRow(columns: ReportColumn[], row: present.ReportRow, f: present.LocalFormat): ReportRowDto {
  const values = Object.fromEntries(
    columns.map((c) => {
      const v = row.values[c.key] ?? null;
      return [c.key, isInstant(v) ? f(v.instant, v.zone) : v];
    }),
  );
  return { id: row.id, ...(row.currency ? { currency: row.currency } : {}), values };
}

/** A row for the file: amounts as numbers in the row's currency, times as date cells (lib/xlsx-stream.ts). */
function sheetRow(columns: ReportColumn[], row: present.ReportRow, local: ReturnType<typeof cachedLocalWallClock>): SheetCell[] {
  return columns.map((c) => {
    const v = row.values[c.key] ?? null;
    if (isInstant(v)) return local(v.instant, v.zone);
    if (c.money && typeof v === 'number') return moneyCell(row.currency ?? DEFAULT_CURRENCY, v);
    return v;
  });
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
    const f = cachedLocalFormatter();
    const base = { kind, from: range.from, to: range.to, columns, viewer, format: f };
    switch (kind) {
      case 'charters':
        return {
          ...base,
          count: repo.charterReportCount(range),
          query: (after, limit) => repo.charterReportQuery(range, after, limit),
          present: (r: repo.CharterReportRow) => present.presentCharter(viewer, r),
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
            kind === 'payload' ? present.presentPayload(viewer, r) : present.presentDeparture(viewer, r),
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
          present: (r: repo.JobRow) => present.presentJob(f, viewer, r),
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
      // Only the viewer's columns leave: the presenters' nulls for hidden money never reach the screen as keys.
      items: shown.map((r) => pageRow(plan.columns, plan.present(r), plan.format)),
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
    const local = cachedLocalWallClock();
    async function* rows(): AsyncGenerator<SheetCell[]> {
      for await (const row of source) yield sheetRow(plan.columns, plan.present(row), local);
    }
    return {
      columns: plan.columns.map((c) => ({ header: c.header, width: c.width, multiline: c.multiline, zone: c.time })),
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
