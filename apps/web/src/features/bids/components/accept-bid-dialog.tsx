import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TERMS_REQUIRED_MESSAGE, formatJobReference } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { BID_ENTITY, CHARTER_ENTITY, acceptBid, type Bid } from '../api/bids-api';
import { rankLine, supplierLabel } from '../model/amount';

/** Accept Bid: the client (or an admin) chooses this operator; the terms must be accepted. */
export function AcceptBidDialog({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const result = await acceptBid(bid.id);
      void queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, bid.charterRequestId) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(BID_ENTITY) });
      onClose();
      if (result.success) feedback.saved('Accept Bid', result.messages);
      else feedback.failed('Accept Bid', result);
    } catch (err) {
      onClose();
      feedback.unexpected('Accept Bid', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Accept Bid" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            Accept {supplierLabel(bid)}&apos;s bid {rankLine(bid)} for {formatJobReference(bid.jobReference)}? The operator is then asked to
            confirm the charter.
          </Text>
          <Checkbox
            label="I accept the terms and conditions"
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.currentTarget.checked);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              Accept Bid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
