import { BID_MESSAGES } from '@charter/shared';
import { InfoModal } from '../../../components/ui/info-modal';
import { ApiError } from '../../../lib/api/api-error';

/** The server's answer to an operator asking for another operator's bid (403 with the title "Not Visible"). */
export function isNotVisible(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/**
 * "Not Visible" / "Sorry, but you can only view your own bid." (supplier-and-admin section 6): the
 * same dialog wherever an operator asks for another's bid, /bids/{id} or {charter}/{bidId}.
 */
export function BidNotVisible({ error, onDismiss }: { error: ApiError; onDismiss: () => void }) {
  const result = error.result as { title?: string; messages: string[] } | null;
  return (
    <InfoModal title={result?.title ?? BID_MESSAGES.notVisibleTitle} opened onClose={onDismiss}>
      {result?.messages[0] ?? BID_MESSAGES.ownBidOnly}
    </InfoModal>
  );
}
