import { useState } from 'react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { can, type BidRefusal } from '@charter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { useSignedInUser } from '../../../lib/session/session-context';
import { CHARTER_ENTITY, setAvailability } from '../api/bids-api';
import { useBidEligibility } from '../hooks/use-bids';

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

/** Why this operator cannot bid (not Active, or a required document missing, unapproved or expired: each named), with where to fix it. */
function CannotBidNotice({ reason, message, problems }: { reason: BidRefusal; message: string; problems: string[] }) {
  return (
    <Alert color="yellow" variant="light" title="You cannot bid yet" role="status" maw={460} py="xs">
      <Text fz="sm">{message}</Text>
      {problems.map((p) => (
        <Text key={p} fz="sm" fw={600}>
          {p}
        </Text>
      ))}
      {reason === 'documents' ? (
        <Anchor component={Link} to="/documents" fz="sm" fw={600}>
          Go to Documents
        </Anchor>
      ) : null}
    </Alert>
  );
}

/**
 * Place Bid while the charter is Live (operators, and admins for any operator); operators also mark
 * availability. An operator that may not bid at all is told why before it opens the form.
 */
export function BidButtons({ charter, onPlaceBid }: BidButtonsProps) {
  const session = useSignedInUser();
  // Admins bid for any operator (supplier-and-admin section 6: "picks any supplier for a bid").
  const live = charter.status === 'Live' && can(session, 'placeBids');
  const eligibility = useBidEligibility(live && session.role === 'Supplier' ? session.supplierId : null);
  if (!live) return null;
  const refused = eligibility.data && !eligibility.data.mayBid ? eligibility.data : null;
  return (
    <>
      <Button onClick={onPlaceBid} disabled={!!refused}>
        Place Bid
      </Button>
      {session.role === 'Supplier' ? <AvailabilityButton id={charter.id} unavailable={!!charter.supplierUnavailable} /> : null}
      {refused?.reason && refused.message ? (
        <CannotBidNotice reason={refused.reason} message={refused.message} problems={refused.problems ?? []} />
      ) : null}
    </>
  );
}
