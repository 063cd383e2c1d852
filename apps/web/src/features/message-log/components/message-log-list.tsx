import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { TABLE_SEARCH_DEBOUNCE_MS, type MessageLogRowDto } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMessageLog } from '../hooks/use-message-log';
import { rowsOf, stateChange, statusColor, type MessageLogSource } from '../model/message-log-model';

interface MessageLogListProps {
  /** The user's own log, or a party's (supplier, client, department, staff management tabs). */
  source: MessageLogSource;
  /** Where a row opens its message. */
  messageHref: (messageId: string) => string;
}

function StatusTag({ status }: { status: string }) {
  return (
    <Badge variant="light" radius="sm" color={statusColor(status)}>
      {status}
    </Badge>
  );
}

function Cards({ rows, messageHref }: { rows: MessageLogRowDto[]; messageHref: (id: string) => string }) {
  return (
    <Stack gap="sm" role="list" aria-label="Messages">
      {rows.map((m) => (
        <Card key={m.id} withBorder padding="md" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component={Link} to={messageHref(m.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {m.subject || m.name}
            </Anchor>
            <StatusTag status={m.status} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            To {m.toEmail}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(m.createdAt)} · {m.name}
            {stateChange(m) ? ` · ${stateChange(m)}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function Rows({ rows, messageHref }: { rows: MessageLogRowDto[]; messageHref: (id: string) => string }) {
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Messages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</Table.Td>
                <Table.Td>
                  {m.name}
                  {stateChange(m) ? (
                    <Text fz="xs" c="dimmed">
                      {stateChange(m)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.toEmail}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={messageHref(m.id)}>
                    {m.subject || '(no subject)'}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusTag status={m.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The e-mails sent to the user or a party, newest first, searchable, a page at a time. */
export function MessageLogList({ source, messageHref }: MessageLogListProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const query = useMessageLog(source, debounced);
  const isMobile = useIsMobile();
  const rows = rowsOf(query.data?.pages);

  let body;
  if (query.isPending) body = <LoadingRows label="Loading messages" />;
  else if (query.isError && !query.data) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyCard>{debounced ? 'No messages match your search.' : 'No messages yet'}</EmptyCard>;
  else body = isMobile ? <Cards rows={rows} messageHref={messageHref} /> : <Rows rows={rows} messageHref={messageHref} />;

  return (
    <Stack gap="md">
      <TextInput
        label="Search"
        placeholder="Subject, address or name"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={isMobile ? undefined : 360}
        maxLength={100}
      />
      {body}
      {/* A later page that failed: the rows so far stay, with a Retry. */}
      {query.isError && query.data ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.hasNextPage ? (
        <Group justify="center">
          <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
