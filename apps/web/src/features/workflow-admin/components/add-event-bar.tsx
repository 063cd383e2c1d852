import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { fetchStatusChangeOptions, workflowKeys } from '../api/workflow-api';
import { entityLabel, transitionLabel } from '../model/event-groups';

/** A new event before it is saved: its entity, transition and audience. */
export interface EventDraft {
  entityType: string;
  fromState: string;
  newState: string;
  targetAudience: 'Admin' | 'Supplier' | 'Client' | 'Buyer';
}

interface AddEventBarProps {
  entities: { entityType: string }[];
  audience: EventDraft['targetAudience'];
  onAdd: (draft: EventDraft) => void;
}

/** Choose an entity, then a from-state to new-state transition (those the actions make), then Add. */
export function AddEventBar({ entities, audience, onAdd }: AddEventBarProps) {
  const [entity, setEntity] = useState<string | null>(null);
  const [transition, setTransition] = useState<string | null>(null);
  const options = useQuery({
    queryKey: workflowKeys.options(entity ?? ''),
    queryFn: () => fetchStatusChangeOptions(entity!),
    enabled: !!entity,
  });
  const chosen = options.data?.find((o) => transitionLabel(o) === transition);
  const noneYet = options.data?.length === 0;

  return (
    <>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Entity"
          placeholder="Choose an entity"
          data={entities.map((e) => ({ value: e.entityType, label: entityLabel(e.entityType) }))}
          value={entity}
          onChange={(v) => {
            setEntity(v);
            setTransition(null);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="State change"
          placeholder={!entity ? 'Choose an entity first' : options.isPending ? 'Loading…' : noneYet ? 'No state changes' : 'from=>to'}
          data={(options.data ?? []).map((o) => transitionLabel(o))}
          value={transition}
          onChange={setTransition}
          disabled={!entity || !options.data || noneYet}
          searchable
          w={{ base: '100%', xs: 280 }}
        />
        <Button
          disabled={!entity || !chosen}
          onClick={() =>
            chosen &&
            entity &&
            onAdd({ entityType: entity, fromState: chosen.fromState, newState: chosen.newState, targetAudience: audience })
          }
        >
          Add
        </Button>
      </Group>
      {options.isError ? <LoadError title="Error Loading State Change Options" query={options} /> : null}
    </>
  );
}
