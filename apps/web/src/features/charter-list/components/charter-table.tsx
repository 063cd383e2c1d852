import { memo, useCallback } from 'react';
import { Table, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useClock } from '../../../lib/clock';
import type { CharterListItem } from '../api/charter-list-api';
import { widthOf, type ColumnWidths } from '../model/column-widths';
import { rowHighlight } from '../model/row-highlight';
import type { FilterParam, SortState } from '../model/list-params';
import type { CellContext, CharterColumn } from './charter-columns';
import { ResizableHeader } from './resizable-header';
import classes from './charter-table.module.css';

interface CharterTableProps {
  columns: CharterColumn[];
  items: CharterListItem[];
  ctx: CellContext;
  widths: ColumnWidths;
  onResize: (column: string, width: number) => void;
  sort: SortState | null;
  onSort: (key: string) => void;
  filters: Partial<Record<FilterParam, string>>;
  onFilter: (param: FilterParam, value: string) => void;
}

/**
 * A row, highlighted as the clock turns it (Needs bids, Flown) without the table rendering again;
 * memoised, so the table rendering for its header (a sort, a filter typed) keeps its rows.
 */
const CharterRow = memo(function CharterRow({
  item,
  columns,
  ctx,
  onOpen,
}: {
  item: CharterListItem;
  columns: CharterColumn[];
  ctx: CellContext;
  onOpen: (item: CharterListItem) => void;
}) {
  const highlight = useClock((now) => rowHighlight(item, ctx.isAdmin, now));
  return (
    <Table.Tr
      className={`${classes.row} ${highlight ? classes[highlight] : ''}`}
      data-highlight={highlight ?? undefined}
      onClick={() => onOpen(item)}
    >
      {columns.map((c) => (
        <Table.Td key={c.key} className={classes.td} style={{ textAlign: c.align }}>
          {c.render(item, ctx)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

/** The desktop list: sortable, filterable, resizable columns; a row opens its charter. */
export function CharterTable({ columns, items, ctx, widths, onResize, sort, onSort, filters, onFilter }: CharterTableProps) {
  const navigate = useNavigate();
  const open = useCallback((item: CharterListItem) => void navigate(ctx.hrefOf(item)), [navigate, ctx]);
  const widthFor = (c: CharterColumn) => widthOf(widths, c.key, c.defaultWidth);
  const total = columns.reduce((sum, c) => sum + widthFor(c), 0);

  return (
    <Table.ScrollContainer minWidth={total} type="native">
      <Table className={classes.table} style={{ width: total }} highlightOnHover verticalSpacing="xs" aria-label="Charter requests">
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: widthFor(c) }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <ResizableHeader
                key={c.key}
                column={c}
                width={widthFor(c)}
                defaultWidth={c.defaultWidth ?? widthOf({}, c.key)}
                sort={sort}
                onSort={onSort}
                onResize={(w) => onResize(c.key, w)}
              />
            ))}
          </Table.Tr>
          <Table.Tr className={classes.filterRow}>
            {columns.map((c) => (
              <Table.Th key={c.key}>
                {c.filter ? (
                  <TextInput
                    size="xs"
                    aria-label={`Filter ${c.label}`}
                    placeholder="Filter"
                    value={filters[c.filter] ?? ''}
                    onChange={(e) => onFilter(c.filter!, e.currentTarget.value)}
                  />
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <CharterRow key={item.id} item={item} columns={columns} ctx={ctx} onOpen={open} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
