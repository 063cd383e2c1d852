import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useMessage } from '../hooks/use-message-log';
import { stateChange, statusColor } from '../model/message-log-model';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One sent e-mail: who it went to, when, on which status change, and the text as it was sent. */
export function MessageView({
  messageId,
  backHref,
  backLabel = '← Back to Messages',
}: {
  messageId: string;
  backHref: string;
  backLabel?: string;
}) {
  const query = useMessage(messageId);
  const back = (
    <Anchor component={Link} to={backHref} fz="sm">
      {backLabel}
    </Anchor>
  );
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading message">
        <Skeleton h={28} w="60%" />
        <Skeleton h={80} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm">
        {back}
        <LoadError query={query} />
      </Stack>
    );
  }
  const m = query.data;
  const states = stateChange(m);
  return (
    <Stack gap="md">
      {back}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={2} fz={{ base: 18, sm: 20 }} style={{ overflowWrap: 'anywhere' }}>
              {m.subject || '(no subject)'}
            </Title>
            <Badge variant="light" radius="sm" color={statusColor(m.status)}>
              {m.status}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="To">{m.toEmail}</Field>
            <Field label="Sent">{formatDateTime(m.createdAt)}</Field>
            <Field label="Event">{m.name}</Field>
            {states ? <Field label="Status change">{states}</Field> : null}
          </SimpleGrid>
          <Card withBorder radius="md" padding="md" bg="gray.0">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Message text">
              {m.body || '(no text)'}
            </Text>
          </Card>
        </Stack>
      </Card>
    </Stack>
  );
}
