import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FEASIBILITY_MESSAGES, TERMS_REQUIRED_MESSAGE, formatJobReference } from '@charter/shared';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { BID_ENTITY, CHARTER_ENTITY, acceptBid, type Bid } from '../api/bids-api';
import { rankLine, supplierLabel } from '../model/amount';
import { redReasons } from './feasibility-chips';
import { freeTextHint } from '../../../components/ui/free-text-hint';

/** Accept Bid: the client (or an admin) chooses this operator; the terms must be accepted. */
export function AcceptBidDialog({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const session = useSignedInUser();
  // A bid its aircraft cannot fly (ADR 0047): only an admin may accept it, saying why.
  const infeasible = bid.feasibility?.tone === 'red' ? bid.feasibility.sectors.filter((s) => s.tone === 'red') : [];
  const overriding = infeasible.length > 0 && session.role === 'Admin';
  const blocked = infeasible.length > 0 && !overriding;
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    if (overriding && !reason.trim()) {
      setReasonError(FEASIBILITY_MESSAGES.overrideReason);
      return;
    }
    setBusy(true);
    try {
      const result = await acceptBid(bid.id, overriding ? reason.trim() : undefined);
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
          {infeasible.length > 0 ? (
            <Alert color="red" variant="light" title="Its aircraft cannot fly every sector as asked">
              <Stack gap={4}>
                {infeasible.map((s) => (
                  <Text key={s.routeId} fz="sm">
                    {s.label}: {redReasons(s)}
                  </Text>
                ))}
                <Text fz="sm">
                  {overriding
                    ? 'You may accept it as an admin with a reason, which goes on the charter timeline.'
                    : 'Only an admin may accept it. Please choose another bid or ask your broker.'}
                </Text>
              </Stack>
            </Alert>
          ) : null}
          {overriding ? (
            <Textarea
              label="Reason for accepting it"
              {...freeTextHint()}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
            />
          ) : null}
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
            <Button type="submit" loading={busy} disabled={blocked}>
              Accept Bid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
