import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from '@mantine/core';
import type { ItemActionDto } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import type { Bid } from '../api/bids-api';
import { useBidActions } from '../hooks/use-bids';
import { bidButtons, isRemoval } from '../model/bid-actions';

// Loaded when an action is chosen: a page of bids does not carry every bid's confirmation form.
const BidActionDialog = lazy(() => import('./bid-action-dialog').then((m) => ({ default: m.BidActionDialog })));

interface BidWorkflowButtonsProps {
  bid: Bid;
  /** The signed-in operator's own bid (the confirmation says "your bid"). */
  own: boolean;
}

/**
 * The bid's workflow actions for this user, as the server offers them (GET
 * getActionsForEntityItem/Bid/{id}): an operator's Withdraw Bid on its own bid, an admin's
 * Withdraw Bid and Void Bid. Each confirms in a dialog; the workflow table decides what shows.
 */
export function BidWorkflowButtons({ bid, own }: BidWorkflowButtonsProps) {
  const query = useBidActions(bid.charterRequestId, bid.id);
  // The status is pinned when the dialog opens: if the bid changes meanwhile, the server answers 409.
  const [open, setOpen] = useState<{ action: ItemActionDto; status: string } | null>(null);

  if (query.isPending) return <Skeleton h={30} w={110} radius="md" role="status" aria-label="Loading bid actions" />;
  if (query.isError) return <LoadError title="Error Loading Actions Options" query={query} />;

  const { status } = query.data;
  const actions = bidButtons(query.data.actions);
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="xs"
          variant="outline"
          color={isRemoval(action) ? 'red' : undefined}
          title={action.actionDescription || undefined}
          onClick={() => setOpen({ action, status })}
        >
          {action.actionName}
        </Button>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <BidActionDialog
            key={open.action.id}
            bid={bid}
            currentStatus={open.status}
            action={open.action}
            own={own}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
