import { Anchor, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { ApiError } from '../../../lib/api/api-error';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useBid } from '../hooks/use-bids';
import { BidCard } from './bid-card';
import { BidNotVisible, isNotVisible } from './bid-not-visible';
import { StandbyButtons } from './standby-buttons';

interface BidViewProps {
  bidId: string;
  charterHref: (charterId: string) => string;
  /** Dismissing "Not Visible" goes back to the list. */
  onDismiss: () => void;
}

/** /bids/{itemId}: one bid; an operator asking for another operator's bid gets "Not Visible". */
export function BidView({ bidId, charterHref, onDismiss }: BidViewProps) {
  const session = useSignedInUser();
  const query = useBid(bidId);

  if (query.isError && isNotVisible(query.error)) return <BidNotVisible error={query.error} onDismiss={onDismiss} />;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <MessageCard title="Sorry, this item is not available" action={{ label: 'Back to My Past Bids', to: '/bids' }} tone="warning">
        The bid may have been removed.
      </MessageCard>
    );
  }
  if (query.isError) return <LoadError title="Error Loading" query={query} />;
  if (query.isPending) return <Skeleton h={200} radius="lg" role="status" aria-label="Loading bid" />;

  const bid = query.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={charterHref(bid.charterRequestId)}>
        Open charter {formatJobReference(bid.jobReference)}
      </Anchor>
      <BidCard
        bid={bid}
        showOperatorPrice={session.role === 'Admin'}
        actions={session.role === 'Supplier' || session.role === 'Admin' ? <StandbyButtons bid={bid} /> : undefined}
      />
    </Stack>
  );
}
