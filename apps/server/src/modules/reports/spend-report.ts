import type { Db } from '@charter/db';
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  REPORT_MESSAGES,
  SPEND_REPORT_TITLE,
  formatMonth,
  previousQuarter,
  reportInstants,
  spendGroupsFor,
  spendReportColumns,
  type ReportColumn,
  type ReportRowDto,
  type SessionUser,
  type SpendGroup,
  type SpendMonthDto,
  type SpendReportDto,
  type SpendReportQuery,
} from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { viewerOf, type Viewer } from '../../access/viewer.js';
import { estimateTrips } from '../../domain/price-estimates/estimate-trip.js';
import { badRequest } from '../../lib/http-errors.js';
import { MONTH_FORMAT, PERCENT_FORMATS, moneyCell, type SheetCell } from '../../lib/xlsx-stream.js';
import type { ReportExport } from './reports.service.js';
import { spendCharters, tripsOf, type SpendCharterRow } from './spend-report.repository.js';
import { figures, groupTotals, isAwarded, monthTotals, type SpendGroupTotals, type SpendTotals } from './spend-totals.js';

type Values = Record<string, string | number | null>;

const OWN_REQUESTS = 'Own requests';

/** A month's or a group's money as the viewer may see it: none under hidePrice, the net and margin for admins only. */
function money(v: Viewer, t: SpendTotals) {
  const shown = v.kind === 'admin' || (v.kind === 'client' && !v.hidePrice);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    spend: shown ? round(t.spend) : null,
    ...(v.kind === 'admin' ? { net: round(t.net), margin: round(t.spend - t.net) } : {}),
  };
}

function groupValues(v: Viewer, g: SpendGroupTotals): Values {
  const f = figures(g);
  return {
    month: formatMonth(g.month),
    client: g.client,
    // A row of requests made by the client itself (or the department itself) says so rather than leaving a blank.
    department: g.department ?? OWN_REQUESTS,
    staff: g.staff ?? OWN_REQUESTS,
    requested: g.requested,
    awarded: g.awarded,
    cancelled: g.cancelled,
    bidsPerCharter: f.bidsPerCharter,
    twoBidShare: f.twoBidShare,
    ...money(v, g),
    againstEstimate: f.againstEstimate,
    co2: Math.round(g.co2),
  };
}

/** A row's cell in the file: the month a date, amounts money, ratios percentages, as the screen shows them. */
function sheetCell(c: ReportColumn, g: SpendGroupTotals, values: Values): SheetCell {
  const value = values[c.key] ?? null;
  if (c.key === 'month') {
    const [y, m] = g.month.split('-').map(Number);
    return { value: new Date(Date.UTC(y!, m! - 1, 1)), numFmt: MONTH_FORMAT };
  }
  if (typeof value !== 'number') return value;
  if (c.money) return moneyCell(g.currency, value);
  if (c.percent) return { value, numFmt: PERCENT_FORMATS[c.percent] };
  if (c.key === 'bidsPerCharter') return { value, numFmt: '0.0' };
  if (c.key === 'co2') return { value, numFmt: '#,##0' };
  return value;
}

/**
 * The spend and competition report (ADR 0046) for one viewer: the charters of the range its scope
 * reaches (admins every client's; a client its own, its departments' and staff's; a department its
 * own and its staff's), totalled per month and party, and per month for the charts.
 */
export class SpendReport {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Each awarded charter's price with margin against the median of its estimate, leaving its own award out. */
  private async againstEstimates(rows: readonly SpendCharterRow[]): Promise<Map<string, number>> {
    const awarded = rows.filter((r) => isAwarded(r.status) && (r.withMargin ?? 0) > 0);
    const trips = await tripsOf(
      this.db,
      awarded.map((r) => r.id),
    );
    const compared = awarded.filter((r) => trips.get(r.id)?.length);
    // One read of the year's awards for every charter of the report (each leaving its own out).
    const estimates = await estimateTrips(
      this.db,
      compared.map((r) => ({ sectors: trips.get(r.id)!, category: null, exclude: r.id })),
    );
    const against = new Map<string, number>();
    compared.forEach((r, i) => {
      const estimate = estimates[i];
      if (estimate && estimate.median > 0) against.set(r.id, r.withMargin! / estimate.median - 1);
    });
    return against;
  }

  async read(user: SessionUser, q: SpendReportQuery): Promise<{ report: SpendReportDto; file: ReportExport }> {
    const actor = actorFrom(user);
    const viewer = await viewerOf(this.db, actor);
    const zone = q.tz || DEFAULT_TIME_ZONE;
    const defaults = previousQuarter(this.now(), zone);
    const from = q.from || defaults.from;
    const to = q.to || defaults.to;
    const range = reportInstants(from, to, zone);
    if (!range) throw badRequest([REPORT_MESSAGES.range], { from: [REPORT_MESSAGES.range] });
    const by: SpendGroup = q.by ?? spendGroupsFor(user.role)[0]!;

    const rows = await spendCharters(this.db, range, charterVisibility(actor));
    const hidden = viewer.kind === 'client' && viewer.hidePrice;
    const against = hidden ? new Map<string, number>() : await this.againstEstimates(rows);
    const groups = groupTotals(rows, by, against);
    const columns = spendReportColumns(by, viewer.kind === 'admin');
    const currency = rows.some((r) => r.currency === DEFAULT_CURRENCY) || rows.length === 0 ? DEFAULT_CURRENCY : rows[0]!.currency;

    const items: ReportRowDto[] = groups.map((g) => {
      const values = groupValues(viewer, g);
      return { id: g.key, currency: g.currency, values: Object.fromEntries(columns.map((c) => [c.key, values[c.key] ?? null])) };
    });
    const months: SpendMonthDto[] = monthTotals(rows, currency, against).map((t) => ({
      month: t.month,
      label: formatMonth(t.month),
      requested: t.requested,
      awarded: t.awarded,
      cancelled: t.cancelled,
      ...figures(t),
      ...money(viewer, t),
      co2: Math.round(t.co2),
    }));

    async function* cells(): AsyncGenerator<SheetCell[]> {
      for (const g of groups) {
        const values = groupValues(viewer, g);
        yield columns.map((c) => sheetCell(c, g, values));
      }
    }
    const day = (bound: string) => (/^\d{2}\/\d{2}\/\d{4}$/.test(bound) ? bound.split('/').reverse().join('-') : bound.slice(0, 10));
    return {
      report: { from, to, by, currency, columns, items, months },
      file: {
        columns: columns.map((c) => ({ header: c.header, width: c.width })),
        total: groups.length,
        rows: cells(),
        fileName: `spend-report-${day(from)}-to-${day(to)}.xlsx`,
      },
    };
  }
}

export const SPEND_SHEET_NAME = SPEND_REPORT_TITLE;
