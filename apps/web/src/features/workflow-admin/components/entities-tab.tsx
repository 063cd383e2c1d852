import { useState } from 'react';
import { Accordion, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { fetchActions, fetchEntities, fetchStatusChangeOptions, workflowKeys } from '../api/workflow-api';
import { activeCount } from '../model/action-groups';
import { entityLabel } from '../model/event-groups';
import { workflowHref, type WorkflowRoute } from '../model/workflow-route';
import { ActionEditor } from './action-editor';
import { StatePanel } from './state-panel';

/**
 * The entities tab: pick CharterRequest, Bid or Share; each state opens to its edit flags and, per
 * role, the actions offered in it (added, edited and deactivated in the action editor).
 */
export function EntitiesTab({ route }: { route: WorkflowRoute }) {
  const navigate = useNavigate();
  const entities = useQuery({ queryKey: workflowKeys.entities, queryFn: fetchEntities });
  const entityType = route.entity ?? entities.data?.[0]?.entityType ?? 'CharterRequest';
  const entity = entities.data?.find((e) => e.entityType === entityType);
  const actions = useQuery({ queryKey: workflowKeys.actions(entityType), queryFn: () => fetchActions(entityType), enabled: !!entity });
  const options = useQuery({
    queryKey: workflowKeys.options(entityType),
    queryFn: () => fetchStatusChangeOptions(entityType),
    enabled: !!entity,
  });
  const [open, setOpen] = useState<string[]>(() => (route.newAction ? [route.newAction.state] : []));
  const editing = route.newAction !== null || route.id !== null;

  return (
    <Stack gap="md">
      {entities.isPending ? <LoadingRows label="Loading entities" rows={2} /> : null}
      {entities.isError ? <LoadError title="Error Loading Entities" query={entities} /> : null}
      {entities.data ? (
        <SegmentedControl
          aria-label="Entity"
          data={entities.data.map((e) => ({ value: e.entityType, label: entityLabel(e.entityType) }))}
          value={entity ? entityType : ''}
          onChange={(v) => void navigate(workflowHref.entity(v))}
          fullWidth
        />
      ) : null}
      {entities.data && !entity ? <EmptyCard>There is no entity called “{entityType}”. Choose one above.</EmptyCard> : null}
      {entity && entity.states.length === 0 ? <EmptyCard>{entityLabel(entityType)} has no states.</EmptyCard> : null}
      {actions.isError ? <LoadError title="Actions did not load properly" query={actions} /> : null}
      {options.isError ? <LoadError title="State Changes did not load properly" query={options} /> : null}
      {entity && entity.states.length > 0 ? (
        <Accordion multiple variant="separated" value={open} onChange={setOpen} aria-label={`${entityLabel(entityType)} states`}>
          {entity.states.map((s) => (
            <Accordion.Item key={s.status} value={s.status}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                  <div>
                    <Text fw={600}>{s.status}</Text>
                    {s.description ? (
                      <Text size="sm" c="dimmed">
                        {s.description}
                      </Text>
                    ) : null}
                  </div>
                  {actions.data ? (
                    <Badge variant="light" radius="sm" color={activeCount(actions.data, s.status) > 0 ? 'navy' : 'gray'}>
                      {activeCount(actions.data, s.status)} active actions
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {open.includes(s.status) ? (
                  <StatePanel
                    entityType={entityType}
                    status={s.status}
                    actions={actions.data}
                    actionsLoading={actions.isPending}
                    transitions={options.data?.filter((o) => o.fromState === s.status)}
                  />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
      {entity ? (
        <ActionEditor
          opened={editing}
          entity={entity}
          actionId={route.id}
          newAction={route.newAction}
          actions={actions.data}
          actionsError={actions.isError}
          onClose={() => void navigate(workflowHref.entity(entityType))}
        />
      ) : null}
    </Stack>
  );
}
