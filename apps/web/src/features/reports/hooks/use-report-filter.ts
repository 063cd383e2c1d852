import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportKind } from '@charter/shared';
import { defaultRange, viewerTimeZone, type ReportFilter } from '../model/report-filter';

/**
 * A report's days, operators and grouping, kept in the address (?from=..&to=..&operators=a,b&by=..) so a reload or
 * a shared link shows the same report; absent days are the report's default range.
 */
export function useReportFilter(kind: ReportKind | 'spend') {
  const [params, setParams] = useSearchParams();
  const tz = viewerTimeZone();
  // Today is read when the report is opened; a page left open over midnight keeps its range.
  const defaults = useMemo(() => defaultRange(kind, new Date(), tz), [kind, tz]);
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;
  const operators = params.get('operators') ?? '';
  const by = params.get('by') ?? '';
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
    /** The spend report's grouping; blank: the viewer's default. */
    by,
    setBy: (value: string) => set('by', value),
  };
}
