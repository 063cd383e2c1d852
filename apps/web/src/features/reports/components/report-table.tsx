import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_CURRENCY, payloadRemainingTone, type ReportCell, type ReportColumn, type ReportRowDto } from '@charter/shared';
import { cellText } from '../model/report-filter';

interface ReportRowsProps {
  label: string;
  columns: ReportColumn[];
  rows: ReportRowDto[];
  /** The width below which the table scrolls sideways; by default about 110 px a column. */
  minWidth?: number;
}

const cellStyle = (c: ReportColumn) =>
  c.multiline
    ? { whiteSpace: 'pre-line' as const, minWidth: 360, fontSize: 12 }
    : c.money || c.time || c.percent || c.key === 'month'
      ? { whiteSpace: 'nowrap' as const }
      : undefined;

/** Amounts and percentages line up on the right. */
const alignOf = (c: ReportColumn) => (c.money || c.percent ? ('right' as const) : undefined);

/** The currency a column's amounts are in: the row's, for money columns. */
const moneyIn = (column: ReportColumn | undefined, row: ReportRowDto) => (column?.money ? (row.currency ?? DEFAULT_CURRENCY) : undefined);

/** A cell's text; payload remaining green above 0, red otherwise (core section 5). */
function Cell({ column, row }: { column: ReportColumn; row: ReportRowDto }) {
  const value: ReportCell | undefined = row.values[column.key];
  if (column.key === 'payloadRemaining' && typeof value === 'number') {
    return (
      <Text span inherit fw={600} c={payloadRemainingTone(value)}>
        {cellText(value)}
      </Text>
    );
  }
  return <>{cellText(value, moneyIn(column, row), column.percent)}</>;
}

/** The report as a table (wider screens), the columns the Excel file has, in its order. */
export function ReportTable({ label, columns, rows, minWidth }: ReportRowsProps) {
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth ?? Math.max(760, columns.length * 110)}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} ta={alignOf(c)}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={alignOf(c)} style={cellStyle(c)}>
                    <Cell column={c} row={r} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The report as cards (768 px and narrower): the first two columns as the heading, the others as labelled values. */
export function ReportCards({ label, columns, rows }: ReportRowsProps) {
  const [first, second, ...rest] = columns;
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="md" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" mb="xs">
            <Text fw={700}>{first ? cellText(r.values[first.key]) : null}</Text>
            <Text size="sm" c="dimmed" ta="right">
              {second ? cellText(r.values[second.key], moneyIn(second, r)) : null}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
            {rest.map((c) => (
              <Text key={c.key} size="sm" style={c.multiline ? { whiteSpace: 'pre-line', gridColumn: '1 / -1' } : undefined}>
                <Text span c="dimmed" size="sm">
                  {c.header}:{' '}
                </Text>
                <Cell column={c} row={r} />
              </Text>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
