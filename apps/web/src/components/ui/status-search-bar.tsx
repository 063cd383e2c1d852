import { Group, SegmentedControl, TextInput } from '@mantine/core';

interface StatusSearchBarProps<S extends string> {
  /** The status control's accessible name, e.g. "Supplier status". */
  statusLabel: string;
  statuses: readonly S[];
  status: S;
  onStatusChange: (status: S) => void;
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
}

/** Above a management list: the status filter on the left, the search box on the right (full width on a phone). */
export function StatusSearchBar<S extends string>(props: StatusSearchBarProps<S>) {
  return (
    <Group justify="space-between" wrap="wrap">
      <SegmentedControl
        aria-label={props.statusLabel}
        data={[...props.statuses]}
        value={props.status}
        onChange={(v) => props.onStatusChange(v as S)}
      />
      <TextInput
        aria-label="Search"
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={(e) => props.onSearchChange(e.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
      />
    </Group>
  );
}
