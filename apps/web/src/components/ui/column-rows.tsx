import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useIsMobile } from '../../lib/use-is-mobile';

/** One column of a people list; `link` turns the row's title into a link to its page (when it has one). */
export interface RowColumn<T> {
  label: string;
  cell: (row: T, link: (text: string) => ReactNode) => ReactNode;
}

interface ColumnRowsProps<T extends { id: string }> {
  rows: T[];
  columns: RowColumn<T>[];
  /** What the rows are, for screen readers ("clients", "admins"). */
  noun: string;
  /** Where a row opens; without it the title is plain bold text (a read-only lookup). */
  hrefOf?: (row: T) => string;
  /** The width below which the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
}

/**
 * Rows as a striped table, or at 768 px and narrower as cards (the first column as the card's
 * title, the others as label and value), so every people list reads the same on a tablet.
 */
export function ColumnRows<T extends { id: string }>({ rows, columns, noun, hrefOf, minWidth = 720 }: ColumnRowsProps<T>) {
  const isMobile = useIsMobile();
  const linkTo = (row: T) => (text: string) =>
    hrefOf ? (
      <Anchor component={Link} to={hrefOf(row)} fw={600}>
        {text}
      </Anchor>
    ) : (
      <Text span size="sm" fw={600}>
        {text}
      </Text>
    );

  if (rows.length === 0) return null;
  if (isMobile) {
    return (
      <Stack gap="sm" role="list" aria-label={noun}>
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="md" role="listitem">
            {columns.map((c, i) =>
              i === 0 ? (
                <div key={c.label}>{c.cell(row, linkTo(row))}</div>
              ) : (
                <Group key={c.label} gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed" w={96}>
                    {c.label}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {c.cell(row, linkTo(row))}
                  </Text>
                </Group>
              ),
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={noun}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.cell(row, linkTo(row))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
