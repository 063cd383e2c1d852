import type { ReportKind, ReportOperatorDto, ReportPageDto, SpendReportDto } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { reportPagePath, type ReportFilter } from '../model/report-filter';
import { spendReportPath, type SpendFilter } from '../model/spend-filter';

export const REPORT_ENTITY = 'Report';
export const REPORT_SCREEN_PAGE = 50;

export const reportKey = (kind: ReportKind, filter: ReportFilter) => entityKeys.list(REPORT_ENTITY, kind, filter);
export const operatorsKey = () => entityKeys.list(REPORT_ENTITY, 'operators');

export function fetchReportPage(kind: ReportKind, filter: ReportFilter, cursor: string | null): Promise<ReportPageDto> {
  return getJson<ReportPageDto>(reportPagePath(kind, filter, cursor, REPORT_SCREEN_PAGE));
}

export function fetchOperators(): Promise<ReportOperatorDto[]> {
  return getJson<ReportOperatorDto[]>('/api/admin/getJobTrackerOperators');
}

export const spendKey = (filter: SpendFilter) => entityKeys.list(REPORT_ENTITY, 'spend', filter);

export function fetchSpendReport(filter: SpendFilter): Promise<SpendReportDto> {
  return getJson<SpendReportDto>(spendReportPath(filter));
}
