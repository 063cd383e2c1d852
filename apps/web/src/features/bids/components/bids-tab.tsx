import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { useSignedInUser } from '../../../lib/session/session-context';
import type { Bid } from '../api/bids-api';
import { useBid, useCharterBids } from '../hooks/use-bids';
import { BidNotVisible, isNotVisible } from './bid-not-visible';
import { BidCard } from './bid-card';
import { BidHistory } from './bid-history';
import { BidWorkflowButtons } from './bid-workflow-buttons';
import { StandbyButtons } from './standby-buttons';

// Loaded when a bid is being accepted: the Bids tab's first screen does not parse it.
const AcceptBidDialog = lazy(() => import('./accept-bid-dialog').then((m) => ({ default: m.AcceptBidDialog })));

const CLIENT_ROLES = ['Client', 'ClientDepartment', 'ClientStaff'];
const ACCEPTING = ['Live', 'Approved'];

interface BidsTabProps {
  charter: { id: string; status: string; bidCount: number };
  /** A deep link's bid ({charter}/{bidId}): marked and scrolled to. */
  focusBidId?: string | null;
  /** Where a bid's own link leads; /bids/{bidId} (operators and admins) when absent. */
  bidHref?: (bidId: string) => string;
  /** The operator's line of a bid, composed by the page (its file and documents); the name when null. */
  renderOperator?: (bid: Bid) => ReactNode;
  /** Dismissing "Not Visible" (an operator's link to another operator's bid): back to the Bids tab. */
  onFocusDismiss?: () => void;
  /** Above the bids (the page composes it: the estimate from awarded charters). */
  header?: ReactNode;
  /** The header is still loading: the bids wait with it, so it does not push them down when it comes. */
  headerPending?: boolean;
  /** Under each bid's price: how it compares with that estimate. */
  renderPriceNote?: (bid: Bid) => ReactNode;
}

/**
 * The Bids tab: bids in rank order with what each role may see of them. Clients and admins accept
 * one while the charter is Live or Approved. Each bid also shows the workflow actions the server
 * offers on it (an operator's Withdraw Bid on its own, an admin's Void Bid); client roles have
 * none but accepting, so their cards do not ask.
 */
export function BidsTab({
  charter,
  focusBidId = null,
  bidHref,
  renderOperator,
  onFocusDismiss,
  header,
  headerPending = false,
  renderPriceNote,
}: BidsTabProps) {
  const session = useSignedInUser();
  const query = useCharterBids(charter.id);
  const list = useRef<HTMLDivElement>(null);
  const focused = focusBidId ? query.data?.find((b) => b.id.toLowerCase() === focusBidId.toLowerCase()) : undefined;
  useEffect(() => {
    if (focused) list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const [accepting, setAccepting] = useState<Bid | null>(null);
  const isSupplier = session.role === 'Supplier';
  const missing = focusBidId !== null && query.isSuccess && !focused;
  // An operator's Bids tab lists only its own bids: a linked bid missing from it is asked for, so
  // another operator's bid gets "Not Visible" exactly as /bids/{id} answers it.
  const linked = useBid(focusBidId ?? '', missing && isSupplier);
  const isClient = CLIENT_ROLES.includes(session.role);
  const canAccept = (isClient || session.role === 'Admin') && ACCEPTING.includes(charter.status);

  const loading = query.isPending || (headerPending && !query.isError);
  let body;
  if (loading) {
    body = (
      <Stack gap="sm" role="status" aria-label="Loading bids">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError title="Error Loading" query={query} />;
  } else if (query.data.length === 0) {
    body = (
      <Card padding="xl">
        <Stack gap="xs" align="center" ta="center" py="md">
          <Title order={2} fz="lg">
            {isSupplier ? 'You have not bid on this charter' : 'No bids yet'}
          </Title>
          <Text c="dimmed" fz="sm" maw={480}>
            Operators bid while the charter is Live. Bids are listed here, lowest price first.
          </Text>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Stack ref={list} gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bids">
        {query.data.map((bid) => (
          <BidCard
            key={bid.id}
            component="li"
            bid={bid}
            showOperatorPrice={session.role === 'Admin'}
            operator={renderOperator?.(bid)}
            priceNote={renderPriceNote?.(bid)}
            highlighted={bid === focused}
            actions={
              <>
                {canAccept && (bid.status === 'New' || bid.status === 'Standby') ? (
                  <Button size="xs" onClick={() => setAccepting(bid)}>
                    Accept Bid
                  </Button>
                ) : null}
                {isClient ? null : <BidWorkflowButtons bid={bid} own={isSupplier && bid.bidderId === session.supplierId} />}
                {isClient ? null : <StandbyButtons bid={bid} />}
                {(bidHref || isSupplier || session.role === 'Admin') && bid !== focused ? (
                  <Anchor component={Link} to={bidHref ? bidHref(bid.id) : `/bids/${bid.id}`} fz="sm">
                    View bid
                  </Anchor>
                ) : null}
              </>
            }
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {missing && isSupplier && linked.isError && isNotVisible(linked.error) ? (
        <BidNotVisible error={linked.error} onDismiss={() => onFocusDismiss?.()} />
      ) : missing && !(isSupplier && linked.isPending) ? (
        <MessageCard title="Sorry, this item is not available" tone="warning">
          The bid may have been withdrawn, or it is not shared with you. The charter’s other bids are listed below.
        </MessageCard>
      ) : null}
      {header}
      {body}
      {/* Below the bids, and only once they are in: coming first, it would be pushed down by them. */}
      {loading ? null : <BidHistory charterId={charter.id} />}
      {accepting ? (
        <Suspense fallback={null}>
          <AcceptBidDialog bid={accepting} onClose={() => setAccepting(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
