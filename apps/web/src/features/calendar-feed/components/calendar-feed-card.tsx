import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDateTime } from '../../../lib/format-date';
import { calendarFeedKey, createCalendarFeed, fetchCalendarFeed, removeCalendarFeed } from '../api/calendar-feed-api';
import { CopyableValue } from '../../../components/ui/copyable-value';

/**
 * /me: the person's private calendar feed of its booked charters. The address holds a secret and
 * is shown once, when made; a new address stops the old one, and removing the feed stops it too.
 */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });
  const feedback = useSaveFeedback();
  const [shown, setShown] = useState<{ url: string; message: string } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (res) => {
      if (res.success && res.result?.url) setShown({ url: res.result.url, message: res.messages[0] ?? '' });
      void queryClient.invalidateQueries({ queryKey: calendarFeedKey });
    },
    onError: (err) => feedback.unexpected('Calendar feed', err),
  });
  const remove = useMutation({
    mutationFn: removeCalendarFeed,
    onSuccess: (res) => {
      setShown(null);
      setConfirmRemove(false);
      feedback.saved('Calendar feed', res.messages);
      void queryClient.invalidateQueries({ queryKey: calendarFeedKey });
    },
    onError: (err) => feedback.unexpected('Calendar feed', err),
  });

  return (
    <Card padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="calendar-feed-title">
          Calendar Feed
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe to your booked charters in your calendar app (Outlook, Google Calendar, Apple Calendar): one event a sector, at its
          airport&apos;s local time, updated when a change is accepted or a charter is cancelled.
        </Text>
        {feed.isPending ? <Loader size="sm" aria-label="Loading your calendar feed" /> : null}
        {feed.isError ? <LoadError error={feed.error} onRetry={() => void feed.refetch()} /> : null}
        {shown ? (
          <Alert color="green" title={shown.message}>
            <CopyableValue label="Feed address" value={shown.url} />
          </Alert>
        ) : null}
        {feed.data ? (
          feed.data.exists ? (
            <Text size="sm">
              Made {formatDateTime(feed.data.createdAt)};{' '}
              {feed.data.lastUsedAt ? `last read ${formatDateTime(feed.data.lastUsedAt)}` : 'not read yet'}.
            </Text>
          ) : (
            <Text size="sm">You have no calendar feed.</Text>
          )
        ) : null}
        {feed.data ? (
          <Group gap="sm">
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              {feed.data.exists ? 'New Address' : 'Create Feed'}
            </Button>
            {feed.data.exists && !confirmRemove ? (
              <Button variant="default" color="red" onClick={() => setConfirmRemove(true)}>
                Remove Feed
              </Button>
            ) : null}
            {confirmRemove ? (
              <>
                <Text size="sm">Calendars subscribed to it will stop updating.</Text>
                <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
                  Remove
                </Button>
                <Button variant="default" onClick={() => setConfirmRemove(false)}>
                  Keep
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
