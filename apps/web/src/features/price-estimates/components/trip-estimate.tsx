import { Skeleton, Text } from '@mantine/core';
import type { PriceEstimateInput } from '@charter/shared';
import { useTripEstimate } from '../hooks/use-price-estimate';
import { EstimateSummary } from './estimate-summary';

/**
 * The new-request form's estimate: what similar awarded charters cost, worked out again as the
 * sectors change; until every sector's places are chosen from the list it says what it needs.
 */
export function TripEstimate({ input }: { input: PriceEstimateInput | null }) {
  const query = useTripEstimate(input);
  if (!input)
    return (
      <Text fz="sm" c="dimmed">
        Choose the places of every sector to see what similar charters were awarded for.
      </Text>
    );
  if (query.isPending) return <Skeleton h={92} radius="md" aria-label="Loading the estimate" />;
  if (query.isError)
    return (
      <Text fz="sm" c="dimmed" role="status">
        No estimate for this trip right now.
      </Text>
    );
  // Null: prices are hidden from this account.
  return query.data.estimate ? <EstimateSummary estimate={query.data.estimate} /> : null;
}
