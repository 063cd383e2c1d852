import { SPEND_REPORT_CALL, type SpendGroup } from '@charter/shared';

/** What the spend report reads: the days (dd/MM/yyyy) in the viewer's zone and what each row is for (blank: the viewer's default). */
export interface SpendFilter {
  from: string;
  to: string;
  tz: string;
  by: SpendGroup | '';
}

function spendQuery(f: SpendFilter): string {
  const q = new URLSearchParams({ from: f.from, to: f.to, tz: f.tz });
  if (f.by) q.set('by', f.by);
  return q.toString();
}

export const spendReportPath = (f: SpendFilter) => `${SPEND_REPORT_CALL}?${spendQuery(f)}`;
export const spendExportPath = (f: SpendFilter) => `${SPEND_REPORT_CALL}/export?${spendQuery(f)}`;
