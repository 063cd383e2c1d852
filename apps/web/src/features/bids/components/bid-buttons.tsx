import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { useSignedInUser } from '../../../lib/session/session-context';
import { CHARTER_ENTITY, setAvailability } from '../api/bids-api';

interface BidButtonsProps {
  charter: { id: string; status: string; supplierUnavailable?: boolean };
  onPlaceBid: () => void;
}

/** An operator's mark that it has no aircraft for this charter (shown as the aircraft-unavailable tag). */
function AvailabilityButton({ id, unavailable }: { id: string; unavailable: boolean }) {
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const next = unavailable ? 'Available' : 'Unavailable';
  const title = unavailable ? 'Mark Available' : 'Mark Unavailable';

  async function toggle() {
    setBusy(true);
    try {
      const result = await setAvailability(id, next);
      void queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, id) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      if (result.success) feedback.saved(title, result.messages);
      else feedback.failed(title, result);
    } catch (err) {
      feedback.unexpected(title, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" color={unavailable ? 'teal' : 'gray'} loading={busy} onClick={() => void toggle()}>
      {title}
    </Button>
  );
}

/** Place Bid while the charter is Live (operators, and admins for any operator); operators also mark availability. */
export function BidButtons({ charter, onPlaceBid }: BidButtonsProps) {
  const session = useSignedInUser();
  if (charter.status !== 'Live') return null;
  if (session.role !== 'Supplier' && session.role !== 'Admin') return null;
  return (
    <>
      <Button onClick={onPlaceBid}>Place Bid</Button>
      {session.role === 'Supplier' ? <AvailabilityButton id={charter.id} unavailable={!!charter.supplierUnavailable} /> : null}
    </>
  );
}
