import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_REFERENCE_PATH, scopesOfRole, type ApiKeyDto, type SessionUser } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDateTime } from '../../../lib/format-date';
import { apiKeysKey, createApiKey, fetchApiKeys, revokeApiKey } from '../api/api-keys-api';
import { CopyableValue } from '../../../components/ui/copyable-value';

/**
 * /me: API keys. An operator or a client makes keys for its own software, each with scopes of its
 * role, sees the key once and revokes it at once; an admin sees and revokes every party's keys.
 */
export function ApiKeysCard({ session }: { session: SessionUser }) {
  const all = session.role === 'Admin';
  const scopes = scopesOfRole(session.role);
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysKey(all), queryFn: () => fetchApiKeys(all) });
  const feedback = useSaveFeedback();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [made, setMade] = useState<ApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKeysKey(all) });

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (res) => {
      if (!res.success) return setErrors(res.messages);
      setErrors([]);
      setMade(res.result ?? null);
      setName('');
      setChosen([]);
      refresh();
    },
    onError: (err) => feedback.unexpected('API key', err),
  });
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (res) => {
      setRevoking(null);
      feedback.saved('API key', res.messages);
      refresh();
    },
    onError: (err) => feedback.unexpected('API key', err),
  });

  return (
    <Card padding="lg" component="section" aria-labelledby="api-keys-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="api-keys-title">
          API Keys
        </Title>
        <Text size="sm" c="dimmed">
          {all
            ? "Every operator's and client's API keys. Revoking one stops it at once."
            : 'Let your own software call the marketplace as you, within the scopes you choose. '}
          {all ? null : (
            <Anchor href={API_REFERENCE_PATH} target="_blank" rel="noopener" size="sm" underline="always">
              API reference
            </Anchor>
          )}
        </Text>
        {made?.key ? (
          <Alert color="green" title="API key created. Copy it now: it is shown only once.">
            <CopyableValue label={`Key "${made.name}"`} value={made.key} />
          </Alert>
        ) : null}
        {keys.isPending ? <Loader size="sm" aria-label="Loading API keys" /> : null}
        {keys.isError ? <LoadError error={keys.error} onRetry={() => void keys.refetch()} /> : null}
        {keys.data && keys.data.length === 0 ? <Text size="sm">No API keys.</Text> : null}
        {keys.data && keys.data.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="API keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  {all ? <Table.Th>Owner</Table.Th> : null}
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>{k.name}</Table.Td>
                    {all ? <Table.Td>{k.owner?.email}</Table.Td> : null}
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {k.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{k.scopes.join(', ')}</Table.Td>
                    <Table.Td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      {revoking === k.id ? (
                        <Group gap={4} wrap="nowrap">
                          <Button size="xs" color="red" loading={revoke.isPending} onClick={() => revoke.mutate(k.id)}>
                            Revoke
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setRevoking(null)}>
                            Keep
                          </Button>
                        </Group>
                      ) : (
                        <Button size="xs" variant="default" color="red" onClick={() => setRevoking(k.id)} aria-label={`Revoke ${k.name}`}>
                          Revoke…
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {scopes ? (
          <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), create.mutate({ name, scopes: chosen }))}>
            <Title order={3} fz="md">
              New key
            </Title>
            <TextInput
              label="Name"
              placeholder="e.g. Scheduling system"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
            />
            <Checkbox.Group label="Scopes" value={chosen} onChange={setChosen}>
              <Stack gap={4} mt={4}>
                {Object.entries(scopes).map(([scope, s]) => (
                  <Checkbox key={scope} value={scope} label={`${s.label} (${scope})`} />
                ))}
              </Stack>
            </Checkbox.Group>
            {errors.length ? (
              <Alert color="red" role="alert">
                {errors.join(' ')}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create Key
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
