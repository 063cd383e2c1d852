import { useState, type FormEvent } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemActionDto } from '@charter/shared';
import { ReasonSelect, TermsCheckbox } from '../../../components/ui/action-entry-fields';
import { ActionFormModal } from '../../../components/ui/action-form-modal';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { BID_ENTITY, CHARTER_ENTITY, setBidStatus, type Bid } from '../api/bids-api';
import { bidStatusBody, confirmQuestion, isRemoval, validateBidAction, type BidActionValues } from '../model/bid-actions';
import { rankLine } from '../model/amount';

interface BidActionDialogProps {
  bid: Bid;
  /** The bid's status when the actions were loaded: a bid changed meanwhile gets the server's 409. */
  currentStatus: string;
  action: ItemActionDto;
  own: boolean;
  onClose: () => void;
}

/**
 * Confirms a bid's workflow action (Withdraw Bid, Void Bid) and asks for what it needs (a reason
 * from the list, or the terms), then calls setItemStatus. Field errors stay in the dialog; a
 * refusal or a stale bid closes it with the server's message.
 */
export function BidActionDialog({ bid, currentStatus, action, own, onClose }: BidActionDialogProps) {
  const [values, setValues] = useState<BidActionValues>({ reason: null, termsAccepted: false });
  const [errors, setErrors] = useState<Partial<Record<keyof BidActionValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const entry = action.dataEntry;

  // The charter's keys cover its bids, bid history, the bids' actions and its timeline.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, bid.charterRequestId) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.all(BID_ENTITY) }),
    ]);

  const change = (patch: Partial<BidActionValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBidAction(action, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await setBidStatus(bidStatusBody(bid.id, currentStatus, action, values));
      if (result.success) {
        void refresh();
        onClose();
        feedback.saved(action.actionName, result.messages);
        return;
      }
      const reason = result.errors?.reason?.[0];
      const terms = result.errors?.termsAccepted?.[0];
      if (reason || terms) {
        setErrors({ ...(reason ? { reason } : {}), ...(terms ? { termsAccepted: terms } : {}) });
        return;
      }
      void refresh();
      onClose();
      feedback.failed(action.actionName, result);
    } catch (err) {
      onClose();
      feedback.unexpected(action.actionName, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionFormModal
      actionName={action.actionName}
      busy={busy}
      danger={isRemoval(action)}
      focusSubmit={!entry.dataTypeRequired}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text>{confirmQuestion(action, bid, rankLine(bid), own)}</Text>
      {entry.dataTypeRequired === 'Reason' ? (
        <ReasonSelect options={entry.options ?? []} value={values.reason} onChange={(reason) => change({ reason })} error={errors.reason} />
      ) : null}
      {entry.dataTypeRequired === 'TermsAndConditions' ? (
        <TermsCheckbox
          checked={values.termsAccepted}
          onChange={(termsAccepted) => change({ termsAccepted })}
          error={errors.termsAccepted}
        />
      ) : null}
    </ActionFormModal>
  );
}
