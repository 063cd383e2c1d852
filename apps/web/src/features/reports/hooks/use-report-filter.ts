import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportKind } from '@charter/shared';
import { defaultRange, viewerTimeZone, type ReportFilter } from '../model/report-filter';

/**
 * A report's days and operators, kept in the address (?from=..&to=..&operators=a,b) so a reload or
 * a shared link shows the same report; absent days are the report's default range.
 */
export function useReportFilter(kind: ReportKind) {
  const [params, setParams] = useSearchParams();
  const tz = viewerTimeZone();
  // Today is read when the report is opened; a page left open over midnight keeps its range.
  const defaults = useMemo(() => defaultRange(kind, new Date(), tz), [kind, tz]);
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;
  const operators = params.get('operators') ?? '';
  const filter: ReportFilter = useMemo(
    () => ({ from, to, tz, supplierIds: operators ? operators.split(',').filter(Boolean) : [] }),
    [from, to, tz, operators],
  );

  const set = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return {
    filter,
    setFrom: (value: string) => set('from', value),
    setTo: (value: string) => set('to', value),
    setOperators: (ids: string[]) => set('operators', ids.join(',')),
  };
}
