import type { ComponentProps } from 'react';
import { can } from '@charter/shared';
import { BidsTab } from '../features/bids/components/bids-tab';
import { AgainstMedian } from '../features/price-estimates/components/against-median';
import { EstimateSummary } from '../features/price-estimates/components/estimate-summary';
import { useCharterEstimate } from '../features/price-estimates/hooks/use-price-estimate';
import { useSignedInUser } from '../lib/session/session-context';

/**
 * A charter's Bids tab with, for admins and the client side, what similar awarded charters cost
 * above the bids and how each bid sits against their median ("12% below the median", ADR 0044).
 */
export function CharterBids(props: Omit<ComponentProps<typeof BidsTab>, 'header' | 'renderPriceNote'>) {
  const session = useSignedInUser();
  const query = useCharterEstimate(props.charter.id, can(session, 'viewPriceEstimates'));
  const estimate = query.data?.estimate ?? null;
  return (
    <BidsTab
      {...props}
      header={estimate ? <EstimateSummary estimate={estimate} title="What similar charters were awarded for" /> : null}
      headerPending={query.isLoading}
      renderPriceNote={estimate ? (bid) => <AgainstMedian price={bid.withMargin} estimate={estimate} /> : undefined}
    />
  );
}
