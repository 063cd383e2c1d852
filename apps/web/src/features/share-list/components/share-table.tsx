import { Table, TextInput, UnstyledButton } from '@mantine/core';
import type { ShareFilter, ShareListItem, ShareSort } from '@charter/shared';
import type { ShareSortState } from '../model/share-list-params';
import { SHARE_COLUMNS } from './share-columns';

interface ShareTableProps {
  items: ShareListItem[];
  sort: ShareSortState | null;
  onSort: (key: ShareSort) => void;
  filters: Partial<Record<ShareFilter, string>>;
  onFilter: (param: ShareFilter, value: string) => void;
  onOpen: (item: ShareListItem) => void;
}

const ARROW = { asc: ' ▲', desc: ' ▼' } as const;

/** The desktop share list: sortable headers, a filter per column, a row opens its share. */
export function ShareTable({ items, sort, onSort, filters, onFilter, onOpen }: ShareTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label="Charter shares">
        <Table.Thead>
          <Table.Tr>
            {SHARE_COLUMNS.map((c) => {
              const dir = sort && c.sortKey === sort.key ? sort.dir : null;
              return (
                <Table.Th
                  key={c.key}
                  style={{ textAlign: c.align }}
                  aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : c.sortKey ? 'none' : undefined}
                >
                  {c.sortKey ? (
                    <UnstyledButton fw={600} fz="sm" onClick={() => onSort(c.sortKey!)} title={`Sort by ${c.label}`}>
                      {c.label}
                      {dir ? ARROW[dir] : ''}
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
          <Table.Tr>
            {SHARE_COLUMNS.map((c) => (
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
            <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item)}>
              {SHARE_COLUMNS.map((c) => (
                <Table.Td key={c.key} style={{ textAlign: c.align, whiteSpace: c.nowrap ? 'nowrap' : undefined }}>
                  {c.render(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
