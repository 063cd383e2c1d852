import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { REPORT_MESSAGES, REPORT_TITLES, type JobTrackerOperatorDto, type ReportKind, countOf } from '@charter/shared';
import { EmptyCard, LoadingRows, LoadMore } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useReport } from '../hooks/use-report';
import { useReportFilter } from '../hooks/use-report-filter';
import { rangeError, reportExportPath, rowsOf } from '../model/report-filter';
import { DayField } from './day-field';
import { OperatorPicker } from './operator-picker';
import { ReportDownloadButton } from './report-download-button';
import { ReportCards, ReportTable } from './report-table';

const EMPTY: Record<ReportKind, string> = {
  charters: 'No charter requests were made in these dates',
  payload: 'No confirmed flights in these dates',
  departures: 'No confirmed flights depart in these dates',
  jobTracker: 'The chosen operators did not bid in these dates',
};

function OperatorTotals({ operators }: { operators: JobTrackerOperatorDto[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(operators.length, 5) }} spacing="sm">
      {operators.map((o) => (
        <Card key={o.supplierId} withBorder padding="sm">
          <Text fw={700} size="sm" truncate>
            {o.companyName}
          </Text>
          <Text size="sm" c="dimmed">
            {o.bids} bid on · {o.wins} won · {o.confirmed} confirmed or finished
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * One report: its date range (the default, or the user's), for the job tracker the operators, the
 * rows a page at a time, and the Excel download of the whole range.
 */
export function ReportScreen({ kind }: { kind: ReportKind }) {
  const { filter, setFrom, setTo, setOperators } = useReportFilter(kind);
  const error = rangeError(filter.from, filter.to);
  const needsOperators = kind === 'jobTracker' && filter.supplierIds.length === 0;
  const query = useReport(kind, filter, error === null && !needsOperators);
  const isMobile = useIsMobile();
  const rows = rowsOf(query.data?.pages);
  const first = query.data?.pages[0];
  const title = REPORT_TITLES[kind];

  let body;
  if (error) body = null;
  else if (needsOperators) body = <EmptyCard>Choose up to 5 operators to see their jobs.</EmptyCard>;
  else if (query.isPending) body = <LoadingRows label={`Loading ${title}`} rows={5} />;
  else if (query.isError && !query.data) {
    body = <LoadError title={REPORT_MESSAGES.loadError} query={query} />;
  } else if (rows.length === 0) body = <EmptyCard>{EMPTY[kind]}</EmptyCard>;
  else if (first) {
    body = isMobile ? (
      <ReportCards label={title} columns={first.columns} rows={rows} />
    ) : (
      <ReportTable label={title} columns={first.columns} rows={rows} />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DayField label="From" value={filter.from} onChange={setFrom} error={error && error !== REPORT_MESSAGES.to ? error : undefined} />
          <DayField label="To" value={filter.to} onChange={setTo} error={error === REPORT_MESSAGES.to ? error : undefined} />
          {kind === 'jobTracker' ? <OperatorPicker value={filter.supplierIds} onChange={setOperators} /> : null}
        </Group>
        <ReportDownloadButton
          path={reportExportPath(kind, filter)}
          fileName={`${kind}.xlsx`}
          disabled={error !== null || needsOperators || rows.length === 0}
        />
      </Group>
      {first?.operators ? <OperatorTotals operators={first.operators} /> : null}
      {first && first.total !== null && !error ? (
        <Text size="sm" c="dimmed">
          {countOf(first.total, 'row')} from {first.from} to {first.to}
          {rows.length < first.total ? `, ${rows.length.toLocaleString('en-AU')} shown` : ''}
        </Text>
      ) : null}
      {body}
      {query.isError && query.data ? <LoadError title={REPORT_MESSAGES.loadError} query={query} /> : null}
      <LoadMore query={query} />
    </Stack>
  );
}
