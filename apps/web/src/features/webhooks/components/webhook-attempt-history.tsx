import { Table, Text } from '@mantine/core';
import { WEBHOOK_ATTEMPTS_KEPT, type WebhookAttemptDto } from '@charter/shared';
import { formatDateTime } from '../../../lib/format-date';

/** "312 ms" under a second, else seconds with one decimal ("10.0 s"). */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * One delivery's attempts, newest first: when each began, what came back (the status code, or why
 * nothing did) and how long it took. The server keeps the latest WEBHOOK_ATTEMPTS_KEPT.
 */
export function WebhookAttemptHistory({ history, attempts, label }: { history: WebhookAttemptDto[]; attempts: number; label: string }) {
  if (history.length === 0) return <Text size="xs">No attempt yet.</Text>;
  return (
    <>
      <Table aria-label={label} fz="xs" horizontalSpacing="xs" verticalSpacing={2} withRowBorders={false} w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Attempt at</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th ta="right">Took</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((a, i) => (
            <Table.Tr key={`${a.at}-${i}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.at)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {a.responseCode !== null ? (
                  <Text span size="xs" fw={600} c={a.error ? 'red.8' : 'green.8'}>
                    {a.responseCode}
                  </Text>
                ) : null}
                {a.error && a.responseCode === null ? a.error : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDuration(a.durationMs)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {attempts > history.length ? (
        <Text size="xs" c="dimmed">
          The last {WEBHOOK_ATTEMPTS_KEPT} of {attempts} attempts.
        </Text>
      ) : null}
    </>
  );
}
