import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDateTime } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { BID_ENTITY, CHARTER_ENTITY, releaseStandby, takeStandbyOffer, type Bid } from '../api/bids-api';

/**
 * A bid on standby (ADR 0048), for its operator (or an admin): the charter offered to it (until
 * when) with Take Charter, and Release Standby to step back, each confirmed in a dialog.
 */
export function StandbyButtons({ bid }: { bid: Bid }) {
  const [asking, setAsking] = useState<'take' | 'release' | null>(null);
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  if (bid.status !== 'Standby') return null;
  const title = asking === 'take' ? 'Take Charter' : 'Release Standby';

  async function run() {
    setBusy(true);
    try {
      const result = asking === 'take' ? await takeStandbyOffer(bid.id) : await releaseStandby(bid.id);
      void queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, bid.charterRequestId) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(BID_ENTITY) });
      setAsking(null);
      if (result.success) feedback.saved(title, result.messages);
      else feedback.failed(title, result);
    } catch (err) {
      setAsking(null);
      feedback.unexpected(title, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {bid.offeredUntil ? (
        <Alert color="blue" variant="light" title="The charter is offered to you" w="100%">
          The chosen operator cannot fly it. Take it by {formatDateTime(bid.offeredUntil)}, or it goes to the next operator.
        </Alert>
      ) : null}
      <Group gap="sm">
        {bid.offeredUntil ? (
          <Button size="xs" onClick={() => setAsking('take')}>
            Take Charter
          </Button>
        ) : null}
        <Button size="xs" variant="outline" color="red" onClick={() => setAsking('release')}>
          Release Standby
        </Button>
      </Group>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={title} centered>
        <Stack gap="md">
          <Text>
            {asking === 'take'
              ? 'Take this charter at your bid? You then confirm it as usual.'
              : 'Step your bid off standby? If the chosen operator cannot fly, the charter then goes to another operator.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)} disabled={busy}>
              Close
            </Button>
            <Button onClick={() => void run()} loading={busy} color={asking === 'release' ? 'red' : undefined}>
              {title}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
