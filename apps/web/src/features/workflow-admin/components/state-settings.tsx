import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { EditRoleFlags, EntityStatusDto } from '@charter/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { fetchStatus, saveStatus, workflowKeys } from '../api/workflow-api';
import { useAdminSave } from '../hooks/use-admin-save';

const EDIT_ROLES: (keyof EditRoleFlags)[] = ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff', 'Supplier'];

/** A state's description, which roles may edit an item in it, and whether suppliers see it. */
export function StateSettings({ entityType, status }: { entityType: string; status: string }) {
  const record = useQuery({ queryKey: workflowKeys.status(entityType, status), queryFn: () => fetchStatus(entityType, status) });
  if (record.isPending) return <Skeleton h={120} role="status" aria-label={`Loading ${status}`} />;
  if (record.isError) return <LoadError title="States did not load properly" query={record} />;
  // Keyed so a saved record starts the form again from what the server kept.
  return <StateForm key={JSON.stringify(record.data)} record={record.data} />;
}

function StateForm({ record }: { record: EntityStatusDto }) {
  const [description, setDescription] = useState(record.description);
  const [canEdit, setCanEdit] = useState<EditRoleFlags>(record.canEdit);
  const [visible, setVisible] = useState(record.visibleToSuppliers);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveStatus({
        entityType: record.entityType,
        status: record.status,
        description,
        canEdit,
        visibleToSuppliers: visible,
      });
      if (!result.success) {
        setError(result.errors?.description?.[0]);
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: workflowKeys.status(record.entityType, record.status) });
      await queryClient.invalidateQueries({ queryKey: workflowKeys.entities });
      save.saved(result.messages);
    } catch (err) {
      save.unexpected('State', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`${record.status} settings`}>
      <Stack gap="sm">
        <TextInput
          label="Description"
          value={description}
          maxLength={300}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Checkbox.Group
          label="Who may edit an item in this state"
          value={EDIT_ROLES.filter((r) => canEdit[r])}
          onChange={(values) => setCanEdit(Object.fromEntries(EDIT_ROLES.map((r) => [r, values.includes(r)])) as EditRoleFlags)}
        >
          <Group gap="md" mt={6}>
            {EDIT_ROLES.map((r) => (
              <Checkbox key={r} value={r} label={r} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label="Visible to suppliers"
          description="Operators may see items in this state (charters: while open for bids or once theirs)."
          checked={visible}
          onChange={(e) => setVisible(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            Changes apply to the next action taken.
          </Text>
          <Button type="submit" size="sm" loading={busy}>
            Save State
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
