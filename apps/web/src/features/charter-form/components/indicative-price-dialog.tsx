import { Alert, List, Text } from '@mantine/core';
import { InfoModal } from '../../../components/ui/info-modal';
import type { SectorForm } from '../model/form-types';
import { legLabel } from '../model/places';
import { sectorDistanceKm } from '../model/request-body';

interface Props {
  opened: boolean;
  onClose: () => void;
  sectors: SectorForm[];
}

/**
 * The price estimate needs aircraft categories and their rates, which arrive with a later issue;
 * until then this says so and shows what can be worked out now: each sector's distance.
 */
export function IndicativePriceDialog({ opened, onClose, sectors }: Props) {
  const distances = sectors.map(sectorDistanceKm);
  const measured = distances.filter((d): d is number => d != null);
  const total = measured.reduce((a, b) => a + b, 0);
  return (
    <InfoModal title="Indicative Price" opened={opened} onClose={onClose}>
      <Alert color="sky" variant="light" title="Not available in this version yet">
        <Text size="sm">
          An indicative price needs the aircraft categories and their hourly rates, which Charter Marketplace does not have yet. Operators
          quote real prices when they bid on your request.
        </Text>
      </Alert>
      <Text size="sm" fw={600}>
        Distances
      </Text>
      <List size="sm" spacing={4}>
        {sectors.map((s, i) => (
          <List.Item key={s.key}>
            Sector {i + 1}: {legLabel(s.from, s.to)}:{' '}
            {distances[i] != null ? (
              <Text span fw={600}>
                {distances[i]!.toLocaleString('en-AU')} km
              </Text>
            ) : (
              <Text span c="dimmed">
                choose both places from the list to measure it
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {measured.length > 1 ? (
        <Text size="sm">
          Total: <strong>{total.toLocaleString('en-AU')} km</strong>
        </Text>
      ) : null}
    </InfoModal>
  );
}
