import { Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useBidHistory } from '../hooks/use-bids';

/** Every current bid on the charter in rank order, without Void and Unavailable ones (the server leaves them out). */
export function BidHistory({ charterId }: { charterId: string }) {
  const query = useBidHistory(charterId);
  return (
    <Card padding="lg" component="section" aria-label="Bid History">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Bid History
        </Title>
        {query.isPending ? (
          <Skeleton h={40} />
        ) : query.isError ? (
          <LoadError title="Error Loading" query={query} />
        ) : query.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No bids yet
          </Text>
        ) : (
          <List spacing={4} size="sm" listStyleType="none" p={0}>
            {query.data.map((row, i) => (
              <List.Item key={`${row.rank}-${row.timeOfBid}-${i}`}>
                <Text span fw={600} fz="sm">
                  {row.display}
                </Text>
                <Text span c="dimmed" fz="sm">
                  {row.supplier ? ` · ${row.supplier}` : ''} · {formatDateTime(row.timeOfBid)} · {row.status}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
