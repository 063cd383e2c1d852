import { Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { deleteSetting, fetchSettings, fetchSettingsNames, settingsKeys, type SettingValue } from '../api/settings-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { isNew, workflowHref } from '../model/workflow-route';
import { ConfirmButton } from './confirm-button';
import { NewListButton, SettingValueEditor } from './setting-value-editor';

/**
 * The settings lists (catering, cancel reasons, inclusions...): pick a list, then add, edit or
 * delete its values. /manageWorkflow/selections/{list}/{valueId|new}.
 */
export function SelectionsTab({ listName, valueId }: { listName: string | null; valueId: string | null }) {
  const navigate = useNavigate();
  const names = useQuery({ queryKey: settingsKeys.names, queryFn: fetchSettingsNames });
  const values = useQuery({
    queryKey: settingsKeys.values(listName ?? ''),
    queryFn: () => fetchSettings(listName!),
    enabled: !!listName,
  });
  const options = (names.data ?? []).map((n) => ({ value: n.name, label: `${n.name} (${n.count})` }));
  if (listName && names.data && !names.data.some((n) => n.name === listName)) options.push({ value: listName, label: listName });
  const editing = listName && valueId ? (isNew(valueId) ? 'new' : values.data?.find((v) => v.id === valueId)) : undefined;

  return (
    <Stack gap="md">
      {names.isPending ? <LoadingRows label="Loading lists" rows={1} /> : null}
      {names.isError ? <LoadError query={names} /> : null}
      {names.data ? (
        <Group align="flex-end" wrap="wrap">
          <Select
            label="List"
            placeholder={names.data.length ? 'Choose a list' : 'No lists yet'}
            data={options}
            value={listName}
            onChange={(v) => v && void navigate(workflowHref.list(v))}
            searchable
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
          />
          <NewListButton onCreated={(name) => void navigate(workflowHref.list(name))} />
        </Group>
      ) : null}
      {names.data && !listName ? <EmptyCard>Choose a list to see and change its values.</EmptyCard> : null}
      {listName ? (
        <ValuesList
          listName={listName}
          loading={values.isPending}
          error={values.isError ? values.error : null}
          retrying={values.isError && values.isFetching}
          retry={() => void values.refetch()}
          rows={values.data}
        />
      ) : null}
      {listName ? (
        <SettingValueEditor
          opened={!!valueId}
          listName={listName}
          value={editing === 'new' ? null : (editing ?? null)}
          missing={!!valueId && !isNew(valueId) && !!values.data && !editing}
          onClose={() => void navigate(workflowHref.list(listName))}
        />
      ) : null}
    </Stack>
  );
}

interface ValuesListProps {
  listName: string;
  loading: boolean;
  error: unknown;
  retrying: boolean;
  retry: () => void;
  rows: SettingValue[] | undefined;
}

function ValuesList({ listName, loading, error, retrying, retry, rows }: ValuesListProps) {
  const save = useAdminSave();
  const queryClient = useQueryClient();
  async function remove(row: SettingValue) {
    try {
      const result = await deleteSetting(row.id);
      if (!result.success) return save.failed(result);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.values(listName) });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.names });
      save.saved(result.messages);
    } catch (err) {
      save.unexpected('Delete Value', err);
    }
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{listName}</Text>
        <Button size="xs" component={Link} to={workflowHref.newListValue(listName)}>
          Add Value
        </Button>
      </Group>
      {loading ? <LoadingRows label={`Loading ${listName}`} /> : null}
      {error ? <LoadError error={error} retrying={retrying} onRetry={retry} /> : null}
      {rows && rows.length === 0 ? <EmptyCard>No values in {listName}.</EmptyCard> : null}
      {rows && rows.length > 0 ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped aria-label={`${listName} values`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.value}</Table.Td>
                    <Table.Td>{row.referenceId ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          component={Link}
                          to={workflowHref.listValue(listName, row.id)}
                          aria-label={`Edit ${row.value}`}
                        >
                          Edit
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.value}`}
                          title="Delete value"
                          question={`Delete “${row.value}” from ${listName}? Forms stop offering it; records that already hold it keep it.`}
                          confirmLabel="Delete"
                          onConfirm={() => remove(row)}
                        >
                          Delete
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </Stack>
  );
}
