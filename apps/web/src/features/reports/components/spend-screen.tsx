import { lazy, Suspense } from 'react';
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { REPORT_MESSAGES, SPEND_GROUPS, SPEND_GROUP_LABELS, SPEND_REPORT_TITLE, spendGroupsFor, type SpendGroup } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useReportFilter } from '../hooks/use-report-filter';
import { useSpendReport } from '../hooks/use-spend-report';
import { rangeError } from '../model/report-filter';
import { spendExportPath, type SpendFilter } from '../model/spend-filter';
import { DayField } from './day-field';
import { ReportDownloadButton } from './report-download-button';
import { ReportCards, ReportTable } from './report-table';

// The chart library is fetched when the report has months to draw, not with the app's first page.
const SpendCharts = lazy(() => import('./spend-charts').then((m) => ({ default: m.SpendCharts })));

const isGroup = (v: string): v is SpendGroup => (SPEND_GROUPS as readonly string[]).includes(v);

/**
 * The spend and competition report: its range and grouping, the months as charts, the rows as a
 * table (cards at 768 px and narrower), and the same rows as an Excel file.
 */
export function SpendScreen() {
  const session = useSignedInUser();
  const groups = spendGroupsFor(session.role);
  const { filter: days, setFrom, setTo, by, setBy } = useReportFilter('spend');
  const filter: SpendFilter = { from: days.from, to: days.to, tz: days.tz, by: isGroup(by) ? by : '' };
  const error = rangeError(filter.from, filter.to);
  const query = useSpendReport(filter, error === null);
  const isMobile = useIsMobile();
  const report = query.data;

  let body;
  if (error) body = null;
  else if (query.isPending) body = <LoadingRows label={`Loading ${SPEND_REPORT_TITLE}`} rows={5} />;
  else if (query.isError) body = <LoadError title={REPORT_MESSAGES.loadError} error={query.error} onRetry={() => void query.refetch()} />;
  else if (!report) body = null;
  else if (report.items.length === 0) body = <EmptyCard>No charters were requested in these dates</EmptyCard>;
  else {
    body = (
      <>
        <Suspense fallback={<Loader size="sm" aria-label="Loading the charts" />}>
          <SpendCharts months={report.months} currency={report.currency} />
        </Suspense>
        {isMobile ? (
          <ReportCards label={SPEND_REPORT_TITLE} columns={report.columns} rows={report.items} />
        ) : (
          <ReportTable label={SPEND_REPORT_TITLE} columns={report.columns} rows={report.items} minWidth={1100} />
        )}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DayField label="From" value={filter.from} onChange={setFrom} error={error && error !== REPORT_MESSAGES.to ? error : undefined} />
          <DayField label="To" value={filter.to} onChange={setTo} error={error === REPORT_MESSAGES.to ? error : undefined} />
          <Select
            label="Group by"
            data={groups.map((g) => ({ value: g, label: SPEND_GROUP_LABELS[g] }))}
            value={report?.by ?? (filter.by || groups[0]!)}
            onChange={(v) => v && setBy(v)}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        <ReportDownloadButton
          path={spendExportPath(filter)}
          fileName="spend-report.xlsx"
          disabled={error !== null || !report?.items.length}
        />
      </Group>
      {report && !error ? (
        <Text size="sm" c="dimmed">
          {report.items.length.toLocaleString('en-AU')} {report.items.length === 1 ? 'row' : 'rows'} from {report.from} to {report.to}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
