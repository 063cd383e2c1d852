import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { AllowedActionDto } from '@charter/shared';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/list-states';
import type { StatusChangeOption } from '../api/workflow-api';
import { actionsByRole } from '../model/action-groups';
import { transitionLabel } from '../model/event-groups';
import { workflowHref } from '../model/workflow-route';
import { ActionsTable } from './actions-table';
import { StateSettings } from './state-settings';

interface StatePanelProps {
  entityType: string;
  status: string;
  actions: AllowedActionDto[] | undefined;
  actionsLoading: boolean;
  /** The transitions leaving this state (from the active actions). */
  transitions: StatusChangeOption[] | undefined;
}

/** One state opened: who may edit items in it, where it leads, and each role's actions in order. */
export function StatePanel({ entityType, status, actions, actionsLoading, transitions }: StatePanelProps) {
  return (
    <Stack gap="lg">
      <StateSettings entityType={entityType} status={status} />
      {transitions ? (
        <Stack gap={6}>
          <Title order={4} fz="sm">
            State changes
          </Title>
          {transitions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No active action leaves {status}.
            </Text>
          ) : (
            <Group gap="xs">
              {transitions.map((t) => (
                <Badge key={transitionLabel(t)} variant="outline" radius="sm" tt="none">
                  {transitionLabel(t)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      ) : null}
      <Divider label="Allowed actions" labelPosition="left" />
      {actionsLoading ? <LoadingRows label={`Loading actions of ${status}`} rows={3} /> : null}
      {actions
        ? actionsByRole(actions, status).map(({ role, actions: list }) => (
            <Stack key={role} gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={4} fz="sm">
                  {role}
                </Title>
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={workflowHref.newAction(entityType, role, status)}
                  aria-label={`Add action for ${role} in ${status}`}
                >
                  Add Action
                </Button>
              </Group>
              {list.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No actions for {role} in {status}.
                </Text>
              ) : (
                <ActionsTable entityType={entityType} actions={list} />
              )}
            </Stack>
          ))
        : null}
    </Stack>
  );
}
