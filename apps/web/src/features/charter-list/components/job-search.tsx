import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { TABLE_SEARCH_DEBOUNCE_MS, formatJobReference, type JobMatch } from '@charter/shared';
import { statusLabel } from '../../../components/ui/status-badge';
import { jobLookupKey, lookupJobs } from '../api/charter-list-api';
import { jobNumberText } from '../model/list-params';

/** A job-number search (core section 2): matching jobs as the user types, and a View button. */
export function JobSearch({ onView }: { onView: (match: JobMatch) => void }) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(jobNumberText(text), TABLE_SEARCH_DEBOUNCE_MS);
  const lookup = useQuery({
    queryKey: jobLookupKey(debounced),
    queryFn: () => lookupJobs(debounced),
    enabled: debounced.length > 0,
    staleTime: 30_000,
  });
  const matches = lookup.data ?? [];
  const byId = new Map(matches.map((m) => [m.id, m]));
  const data = matches.map((m) => ({ value: m.id, label: formatJobReference(m.jobReference) }));

  const nothing =
    debounced.length === 0 ? null : lookup.isFetching ? 'Searching...' : lookup.isError ? 'Error Loading' : 'No matching jobs';

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Job Number"
        placeholder="JB…"
        searchable
        clearable
        w={190}
        data={data}
        value={selected}
        onChange={setSelected}
        searchValue={text}
        onSearchChange={setText}
        // The server already matched; the list must not be filtered again on the label.
        filter={({ options }) => options}
        nothingFoundMessage={nothing}
        renderOption={({ option }) => (
          <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
            <Text fz="sm" fw={600}>
              {option.label}
            </Text>
            <Text fz="xs" c="dimmed">
              {statusLabel(byId.get(option.value)?.status ?? '')}
            </Text>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="default"
        disabled={!selected || !byId.has(selected)}
        onClick={() => {
          const match = selected ? byId.get(selected) : undefined;
          if (match) onView(match);
        }}
      >
        View
      </Button>
    </Group>
  );
}
