import { Fragment, useState } from 'react';
import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryStatus } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDateTime } from '../../../lib/format-date';
import { deliveriesKey, fetchDeliveries, sendDeliveryAgain } from '../api/webhooks-api';
import { WebhookAttemptHistory } from './webhook-attempt-history';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  Pending: 'dimmed',
  Retrying: 'orange.8',
  Delivered: 'green.8',
  Failed: 'red.8',
};

/** The shared date format, broken only between the day and the time, so narrow columns stay legible. */
function When({ at }: { at: string }) {
  const [day, ...time] = formatDateTime(at).split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{day}</span> <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
}

/** An event's name ("charter.bidding_closing") that may break after its dots in a narrow column. */
function EventType({ type }: { type: string }) {
  return type.split('.').map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          .<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/**
 * One endpoint's delivery log, newest first: event, when it happened, status, attempts, the last
 * answer and the next try, with Send again on each. The attempts count opens the delivery's
 * history (each attempt's time, answer and duration) beneath its row. Read again every few seconds
 * while open, so retries show as they happen.
 */
export function WebhookDeliveryLog({ endpointId, name, canResend }: { endpointId: string; name: string; canResend: boolean }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [open, setOpen] = useState<string | null>(null);
  const columns = canResend ? 7 : 6;
  const log = useQuery({ queryKey: deliveriesKey(endpointId), queryFn: () => fetchDeliveries(endpointId), refetchInterval: 5000 });
  const again = useMutation({
    mutationFn: (deliveryId: string) => sendDeliveryAgain(endpointId, deliveryId),
    onSuccess: (res) => {
      feedback.saved('Delivery', res.messages);
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    },
    onError: (err) => feedback.unexpected('Delivery', err),
  });

  return (
    <Stack gap="xs" component="section" aria-label={`Deliveries to ${name}`}>
      <Title order={3} fz="md">
        Deliveries to {name}
      </Title>
      {log.isPending ? <Loader size="sm" aria-label="Loading deliveries" /> : null}
      {log.isError ? <LoadError error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.data && log.data.length === 0 ? <Text size="sm">No deliveries yet.</Text> : null}
      {log.data && log.data.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label={`Deliveries to ${name}`} fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Next try</Table.Th>
                {canResend ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((d) => (
                <Fragment key={d.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Text ff="monospace" size="xs">
                        <EventType type={d.type} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <When at={d.createdAt} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} c={STATUS_COLOR[d.status]}>
                        {d.status}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-expanded={open === d.id}
                        aria-controls={`attempts-${d.id}`}
                        aria-label={`${d.attempts} attempts of ${d.type}: ${open === d.id ? 'hide' : 'show'} each`}
                        onClick={() => setOpen(open === d.id ? null : d.id)}
                        rightSection={
                          // One width open or closed: the two arrows differ, and at 768 px the log is at its narrowest.
                          <span aria-hidden style={{ display: 'inline-block', width: '1em', textAlign: 'center' }}>
                            {open === d.id ? '▾' : '▸'}
                          </span>
                        }
                      >
                        {d.attempts}
                      </Button>
                    </Table.Td>
                    <Table.Td title={d.lastError ?? undefined}>{d.lastResponseCode ?? (d.lastError ? 'No answer' : '—')}</Table.Td>
                    <Table.Td>{d.nextAttemptAt ? <When at={d.nextAttemptAt} /> : '—'}</Table.Td>
                    {canResend ? (
                      <Table.Td>
                        <Group justify="flex-end" wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="default"
                            loading={again.isPending && again.variables === d.id}
                            onClick={() => again.mutate(d.id)}
                            aria-label={`Send ${d.type} again`}
                          >
                            Send again
                          </Button>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                  {open === d.id ? (
                    <Table.Tr id={`attempts-${d.id}`}>
                      <Table.Td colSpan={columns} bg="var(--mantine-color-body)">
                        <WebhookAttemptHistory history={d.history} attempts={d.attempts} label={`Attempts of ${d.type}`} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
