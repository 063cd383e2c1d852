import type { QueryClient } from '@tanstack/react-query';
import { can, isUuid, type SessionUser } from '@charter/shared';
import { prefetchCharterBids } from '../features/bids/prefetch-bids';
import { prefetchCharter } from '../features/charter-detail/prefetch-charter';
import { prefetchCharterEstimate } from '../features/price-estimates/prefetch-estimate';
import { prefetchItemActions } from '../features/workflow-actions/prefetch-actions';

/**
 * Opening a charter's page (/charterRequests/{list}/{tab}/{id}[/{tab or bidId}]): what its first
 * screen reads is asked for as the app starts, all at once, beside the page's code: the charter and
 * its workflow actions, and on the Bids tab (or one bid) the bids, their history and, for whom it
 * shows, the price estimate (ADR 0053). Asked one after another as each part rendered, they made a
 * chain of round trips before the largest text (the estimate) could paint.
 */
export function prefetchCharterPage(queryClient: QueryClient, session: SessionUser, pathname: string): void {
  const [, id, segment] = /^\/charterRequests\/[^/]+\/[^/]+\/([^/]+)(?:\/([^/]+))?/i.exec(pathname) ?? [];
  if (!id || !isUuid(id)) return;
  prefetchCharter(queryClient, id);
  prefetchItemActions(queryClient, 'CharterRequest', id);
  if (segment?.toLowerCase() !== 'bids' && !isUuid(segment ?? '')) return;
  prefetchCharterBids(queryClient, id);
  if (can(session, 'viewPriceEstimates')) prefetchCharterEstimate(queryClient, id);
}
