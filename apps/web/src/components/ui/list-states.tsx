import type { ReactNode } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';

/** Grey rows while a list loads; the label is what a screen reader hears ("Loading bids"). */
export function LoadingRows({ label, rows = 3, height = 44 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}

/** A list with nothing to show: one dimmed sentence, centred in a card. */
export function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}

/** What Load more needs of a list read a page at a time (React Query's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list read a page at a time, while there is a next page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        Load more
      </Button>
    </Group>
  );
}
