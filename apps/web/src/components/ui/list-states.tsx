import type { ReactNode } from 'react';
import { Card, Skeleton, Stack, Text } from '@mantine/core';

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
