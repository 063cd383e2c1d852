import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_REFERENCE_PATH, webhookEventsOfRole, type SessionUser, type WebhookEndpointDto } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { createWebhook, deleteWebhook, fetchWebhooks, rollWebhookSecret, setWebhookPaused, webhooksKey } from '../api/webhooks-api';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { CopyableValue } from '../../../components/ui/copyable-value';

/**
 * /me: Webhooks. An operator or a client points its own software at an https URL for the events of
 * its side, copies the signing secret once, and reads each endpoint's delivery log; an admin sees
 * every party's endpoints and may pause or resume any.
 */
export function WebhooksCard({ session }: { session: SessionUser }) {
  const all = session.role === 'Admin';
  const events = webhookEventsOfRole(session.role);
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: webhooksKey(all), queryFn: () => fetchWebhooks(all) });
  const feedback = useSaveFeedback();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [secret, setSecret] = useState<{ name: string; secret: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKey(all) });

  const showSecret = (title: string) => (res: { success: boolean; messages: string[]; result?: WebhookEndpointDto }) => {
    if (res.result?.secret) setSecret({ name: res.result.name, secret: res.result.secret, title });
  };
  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: (res) => {
      if (!res.success) return setErrors(res.messages);
      setErrors([]);
      showSecret(res.messages[0] ?? '')(res);
      setName('');
      setUrl('');
      setChosen([]);
      refresh();
    },
    onError: (err) => feedback.unexpected('Webhook', err),
  });
  const pause = useMutation({
    mutationFn: (v: { id: string; paused: boolean }) => setWebhookPaused(v.id, v.paused),
    onSuccess: (res) => {
      feedback.saved('Webhook', res.messages);
      refresh();
    },
    onError: (err) => feedback.unexpected('Webhook', err),
  });
  const roll = useMutation({
    mutationFn: rollWebhookSecret,
    onSuccess: (res) => showSecret(res.messages[0] ?? '')(res),
    onError: (err) => feedback.unexpected('Webhook', err),
  });
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (res) => {
      setDeleting(null);
      if (open === deleting) setOpen(null);
      feedback.saved('Webhook', res.messages);
      refresh();
    },
    onError: (err) => feedback.unexpected('Webhook', err),
  });
  const opened = endpoints.data?.find((e) => e.id === open);

  return (
    <Card padding="lg" component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="webhooks-title">
          Webhooks
        </Title>
        <Text size="sm" c="dimmed">
          {all
            ? "Every operator's and client's webhook endpoints. Pausing one stops its deliveries until it is resumed. "
            : 'Have the marketplace tell your own software what happens, as signed HTTPS calls. '}
          <Anchor href={API_REFERENCE_PATH} target="_blank" rel="noopener" size="sm" underline="always">
            Events and how to check the signature
          </Anchor>
        </Text>
        {secret ? (
          <Alert color="green" title={secret.title} withCloseButton onClose={() => setSecret(null)}>
            <CopyableValue label={`Signing secret of "${secret.name}"`} value={secret.secret} />
          </Alert>
        ) : null}
        {endpoints.isPending ? <Loader size="sm" aria-label="Loading webhooks" /> : null}
        {endpoints.isError ? <LoadError error={endpoints.error} onRetry={() => void endpoints.refetch()} /> : null}
        {endpoints.data && endpoints.data.length === 0 ? <Text size="sm">No webhook endpoints.</Text> : null}
        {endpoints.data && endpoints.data.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Webhook endpoints">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  {all ? <Table.Th>Owner</Table.Th> : null}
                  <Table.Th>URL and events</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {endpoints.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.name}</Table.Td>
                    {all ? <Table.Td>{e.owner?.email}</Table.Td> : null}
                    <Table.Td style={{ maxWidth: 260 }}>
                      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {e.url}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {e.events.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {e.pausedAt ? (
                        <Badge color="orange" variant="light" title={e.pausedReason ?? undefined}>
                          Paused
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          Active
                        </Badge>
                      )}
                      {e.pending > 0 ? (
                        <Text size="xs" c="dimmed">
                          {e.pending} waiting
                        </Text>
                      ) : null}
                      {e.pausedAt && e.pausedReason ? (
                        <Text size="xs" c="dimmed">
                          {e.pausedReason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end">
                        <Button
                          size="xs"
                          variant={open === e.id ? 'filled' : 'default'}
                          onClick={() => setOpen(open === e.id ? null : e.id)}
                        >
                          {open === e.id ? 'Hide log' : 'Log'}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          loading={pause.isPending && pause.variables?.id === e.id}
                          onClick={() => pause.mutate({ id: e.id, paused: !e.pausedAt })}
                        >
                          {e.pausedAt ? 'Resume' : 'Pause'}
                        </Button>
                        {all ? null : (
                          <Button
                            size="xs"
                            variant="default"
                            loading={roll.isPending && roll.variables === e.id}
                            onClick={() => roll.mutate(e.id)}
                          >
                            Roll secret
                          </Button>
                        )}
                        {all ? null : deleting === e.id ? (
                          <>
                            <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate(e.id)}>
                              Delete
                            </Button>
                            <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
                              Keep
                            </Button>
                          </>
                        ) : (
                          <Button size="xs" variant="default" color="red" onClick={() => setDeleting(e.id)} aria-label={`Delete ${e.name}`}>
                            Delete…
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {opened ? <WebhookDeliveryLog endpointId={opened.id} name={opened.name} canResend={!all} /> : null}
        {events ? (
          <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), create.mutate({ name, url, events: chosen }))}>
            <Title order={3} fz="md">
              New endpoint
            </Title>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label="Name"
                placeholder="e.g. Scheduling system"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={60}
                miw={200}
              />
              <TextInput
                label="URL"
                placeholder="https://example.com/hooks"
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
                maxLength={500}
                miw={260}
              />
            </Group>
            <Checkbox.Group label="Events" value={chosen} onChange={setChosen}>
              <Stack gap={4} mt={4}>
                {Object.entries(events).map(([type, label]) => (
                  <Checkbox key={type} value={type} label={`${label} (${type})`} />
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
                Add Endpoint
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
