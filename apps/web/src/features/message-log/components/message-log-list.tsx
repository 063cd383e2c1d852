import '@mantine/dates/styles.css';
import { useMemo, useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { MESSAGE_LOG_LISTS, MESSAGE_LOG_MESSAGES, TABLE_SEARCH_DEBOUNCE_MS, type MessageLogRowDto } from '@charter/shared';
import { EmptyCard, LoadingRows, LoadMore } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useLogFilter } from '../hooks/use-log-filter';
import { useMessageLog } from '../hooks/use-message-log';
import {
  dayToPicker,
  pickerToDay,
  rangeError,
  rowsOf,
  stateChange,
  statusColor,
  typedDay,
  type LogFilter,
  type MessageLogSource,
} from '../model/message-log-model';

interface MessageLogListProps {
  /** The user's own log, or a party's (supplier, client, department, staff management tabs). */
  source: MessageLogSource;
  /** Where a row opens its message. */
  messageHref: (messageId: string) => string;
  /** All / Me tabs: for users with departments or staff below them (core section 6, "Message log"). */
  withTabs?: boolean;
}

const TAB_LABELS = { All: 'All', Me: 'Me' } as const;

/** A day of the range: dd/MM/yyyy like every date in the app, typed or picked. */
function DayField({ label, value, onChange, error }: { label: string; value: string; onChange: (day: string) => void; error?: string }) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      dateParser={typedDay}
      value={dayToPicker(value)}
      onChange={(v) => onChange(pickerToDay(v))}
      error={error}
      clearable
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 160 }}
    />
  );
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
export function MessageLogList({ source, messageHref, withTabs = false }: MessageLogListProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const range = useLogFilter();
  const list = withTabs ? range.list : 'All';
  const error = rangeError(range.from, range.to);
  const filter: LogFilter = useMemo(
    () => ({ search: debounced, list, from: range.from, to: range.to, tz: range.tz }),
    [debounced, list, range.from, range.to, range.tz],
  );
  const query = useMessageLog(source, filter, error === null);
  const isMobile = useIsMobile();
  const rows = rowsOf(query.data?.pages);

  let body;
  if (error) body = null;
  else if (query.isPending) body = <LoadingRows label="Loading messages" />;
  else if (query.isError && !query.data) body = <LoadError query={query} />;
  else if (rows.length === 0) {
    const dated = range.from || range.to;
    body = <EmptyCard>{debounced ? 'No messages match your search.' : dated ? 'No messages in these dates' : 'No messages yet'}</EmptyCard>;
  } else body = isMobile ? <Cards rows={rows} messageHref={messageHref} /> : <Rows rows={rows} messageHref={messageHref} />;

  const fields = (
    <Group gap="sm" align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'}>
      <TextInput
        label="Search"
        placeholder="Subject, address or name"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={isMobile ? '100%' : 320}
        maxLength={100}
      />
      <DayField
        label="From"
        value={range.from}
        onChange={range.setFrom}
        error={error === MESSAGE_LOG_MESSAGES.to ? undefined : (error ?? undefined)}
      />
      <DayField label="To" value={range.to} onChange={range.setTo} error={error === MESSAGE_LOG_MESSAGES.to ? error : undefined} />
    </Group>
  );

  return (
    <Stack gap="md">
      {withTabs ? (
        <Tabs value={list} onChange={(value) => value && range.setList(value === 'Me' ? 'Me' : 'All')}>
          <Tabs.List aria-label="Whose messages">
            {MESSAGE_LOG_LISTS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {TAB_LABELS[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {fields}
      {body}
      {/* A later page that failed: the rows so far stay, with a Retry. */}
      {query.isError && query.data ? <LoadError query={query} /> : null}
      <LoadMore query={query} />
    </Stack>
  );
}
