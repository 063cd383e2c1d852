import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { AllowedActionDto } from '@charter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { deactivateAction, workflowKeys } from '../api/workflow-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { workflowHref } from '../model/workflow-route';
import { ConfirmButton } from './confirm-button';

const dash = (v: string | null | undefined) => (v ? v : '—');

function StatusBadge({ status }: { status: AllowedActionDto['allowedStatus'] }) {
  return (
    <Badge variant="light" radius="sm" color={status === 'Active' ? 'teal' : 'gray'}>
      {status}
    </Badge>
  );
}

/** The actions of one role in one state, in button order, with Edit and Deactivate. */
export function ActionsTable({ entityType, actions }: { entityType: string; actions: AllowedActionDto[] }) {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const save = useAdminSave();

  async function deactivate(a: AllowedActionDto) {
    try {
      const result = await deactivateAction(a.id);
      if (!result.success) return save.failed(result);
      await queryClient.invalidateQueries({ queryKey: workflowKeys.actions(entityType) });
      await queryClient.invalidateQueries({ queryKey: workflowKeys.options(entityType) });
      save.saved(result.messages);
    } catch (err) {
      save.unexpected('Deactivate Action', err);
    }
  }

  const buttons = (a: AllowedActionDto) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" component={Link} to={workflowHref.action(entityType, a.id)} aria-label={`Edit ${a.actionName}`}>
        Edit
      </Button>
      {a.allowedStatus === 'Active' ? (
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Deactivate ${a.actionName}`}
          title="Deactivate action"
          question={`${a.actionName} (${a.allowedRole}, ${a.entityState} → ${a.nextState}) will no longer be offered. It stays in the table as Inactive, as timelines name it.`}
          confirmLabel="Deactivate"
          onConfirm={() => deactivate(a)}
        >
          Deactivate
        </ConfirmButton>
      ) : null}
    </Group>
  );

  if (isMobile) {
    return (
      <Stack gap="xs" role="list" aria-label="Actions">
        {actions.map((a) => (
          <Card key={a.id} withBorder padding="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={workflowHref.action(entityType, a.id)} fw={600}>
                {a.actionName}
              </Anchor>
              <StatusBadge status={a.allowedStatus} />
            </Group>
            <SimpleGrid cols={2} spacing={4} mt={6}>
              <Text size="xs">Next state: {a.nextState}</Text>
              <Text size="xs">Type: {a.actionType}</Text>
              <Text size="xs">Extra data: {dash(a.dataEntry.dataTypeRequired)}</Text>
              <Text size="xs">Filter: {a.dataEntry.dataEntryFilter}</Text>
              <Text size="xs">Data source: {dash(a.dataEntry.dataSource)}</Text>
              <Text size="xs">App route: {dash(a.appRoute)}</Text>
            </SimpleGrid>
            {a.actionDescription ? (
              <Text size="xs" c="dimmed" mt={4}>
                {a.actionDescription}
              </Text>
            ) : null}
            <Group mt="xs">{buttons(a)}</Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" fz="sm" aria-label="Actions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Next state</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Extra data</Table.Th>
              <Table.Th>Filter</Table.Th>
              <Table.Th>Data source</Table.Th>
              <Table.Th>App route</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.map((a) => (
              <Table.Tr key={a.id} c={a.allowedStatus === 'Inactive' ? 'dimmed' : undefined}>
                <Table.Td fw={600}>{a.actionName}</Table.Td>
                <Table.Td>{a.nextState}</Table.Td>
                <Table.Td>{a.actionType}</Table.Td>
                <Table.Td>{dash(a.dataEntry.dataTypeRequired)}</Table.Td>
                <Table.Td>{a.dataEntry.dataEntryFilter}</Table.Td>
                <Table.Td>{dash(a.dataEntry.dataSource)}</Table.Td>
                <Table.Td>{dash(a.appRoute)}</Table.Td>
                <Table.Td maw={260}>{a.actionDescription}</Table.Td>
                <Table.Td>
                  <StatusBadge status={a.allowedStatus} />
                </Table.Td>
                <Table.Td>{buttons(a)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
