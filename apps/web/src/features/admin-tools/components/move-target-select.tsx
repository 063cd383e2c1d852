import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchMoveTargets, moveTargetsKey } from '../api/admin-tools-api';

export interface MoveTarget {
  id: string;
  label: string;
  clientId: string;
}

interface MoveTargetSelectProps {
  kind: 'Clients' | 'Departments';
  label: string;
  value: MoveTarget | null;
  onChange: (target: MoveTarget | null) => void;
  /** Ids that make no sense as a target (the party itself, where it already is). */
  exclude: readonly string[];
  error?: string;
}

/** An Active client or department to move to, searched on the server as the admin types. */
export function MoveTargetSelect({ kind, label, value, onChange, exclude, error }: MoveTargetSelectProps) {
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: moveTargetsKey(kind, value && search === value.label ? '' : search),
    queryFn: async (): Promise<MoveTarget[]> => {
      const term = value && search === value.label ? '' : search;
      if (kind === 'Clients') {
        const list = await fetchMoveTargets('Clients', term);
        return list.items.map((c) => ({ id: c.id, label: c.companyName, clientId: c.id }));
      }
      const list = await fetchMoveTargets('Departments', term);
      return list.items.map((d) => ({ id: d.id, label: `${d.departmentName} (${d.clientName})`, clientId: d.clientId }));
    },
  });
  const options = (query.data ?? []).filter((t) => !exclude.includes(t.id));
  const data = [...(value && !options.some((o) => o.id === value.id) ? [value] : []), ...options];
  return (
    <Select
      label={label}
      placeholder={kind === 'Clients' ? 'Search clients' : 'Search departments'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data.map((t) => ({ value: t.id, label: t.label }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(data.find((t) => t.id === id) ?? null)}
      nothingFoundMessage={query.isPending ? 'Loading...' : query.isError ? 'Error loading' : 'Nothing found'}
      error={error}
      comboboxProps={{ withinPortal: true }}
      required
    />
  );
}
