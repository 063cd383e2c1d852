import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReportKind } from '@charter/shared';
import { fetchOperators, fetchReportPage, operatorsKey, reportKey } from '../api/reports-api';
import type { ReportFilter } from '../model/report-filter';

/** A report in keyset pages; not read while `enabled` is false (a range that cannot be read, no operator chosen). */
export function useReport(kind: ReportKind, filter: ReportFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: reportKey(kind, filter),
    queryFn: ({ pageParam }) => fetchReportPage(kind, filter, pageParam),
    enabled,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

/** The operators the job tracker can follow. */
export function useReportOperators(enabled: boolean) {
  return useQuery({ queryKey: operatorsKey(), queryFn: fetchOperators, enabled, staleTime: 5 * 60_000 });
}
