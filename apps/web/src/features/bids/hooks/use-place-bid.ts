import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatJobReference } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { BID_ENTITY, CHARTER_ENTITY, placeBid } from '../api/bids-api';
import { hasErrors, serverErrors, type BidFormErrors } from '../model/bid-errors';
import { toBidPayload, type BidForm } from '../model/bid-form';
import { validateBidForm } from '../model/validate-bid';

const NO_ERRORS = (n: number): BidFormErrors => ({ bid: {}, sectors: Array.from({ length: n }, () => ({})) });

/**
 * Sends a bid. The idempotency key is made once per submission attempt and kept while the outcome
 * is unknown (network failure, 5xx), so pressing Submit again cannot place a second bid; any edit
 * starts a new attempt.
 */
export function usePlaceBid(charterId: string, jobReference: number, onPlaced: () => void) {
  const [errors, setErrors] = useState<BidFormErrors>(() => NO_ERRORS(0));
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const newAttempt = () => {
    key.current = null;
  };

  async function submit(form: BidForm) {
    const { idempotencyKey: _unused, ...payloadNoKey } = toBidPayload(form, charterId, '');
    const found = validateBidForm(form, payloadNoKey);
    if (found && hasErrors(found)) {
      setErrors(found);
      return;
    }
    setErrors(NO_ERRORS(form.sectors.length));
    key.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const result = await placeBid({ ...payloadNoKey, idempotencyKey: key.current });
      void queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, charterId) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.all(BID_ENTITY) });
      if (result.success) {
        key.current = null;
        onPlaced();
        feedback.saved('Place Bid', result.messages.length ? result.messages : [`Bid placed on ${formatJobReference(jobReference)}.`]);
        return;
      }
      key.current = null;
      const fieldErrors = serverErrors(result.errors, form.sectors.length);
      if (hasErrors(fieldErrors)) {
        setErrors(fieldErrors);
        return;
      }
      // 409 'Bidding on this charter has closed.', missing documents and the like: shown in the form.
      setClosedMessage(result.messages.join(' ') || 'The bid was not accepted.');
    } catch (err) {
      // The outcome is unknown: the key stays, so a retry answers the bid if it was made.
      feedback.unexpected('Place Bid', err);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, closedMessage, setClosedMessage, busy, submit, newAttempt };
}
