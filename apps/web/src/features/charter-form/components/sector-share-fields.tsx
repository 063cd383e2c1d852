import { Paper, Stack, Switch } from '@mantine/core';
import { freePayload, freeSeats, manifestWeight, sectorPaxLimit } from '@charter/shared';
import { ShareOfferInputs } from '../../../components/ui/share-offer-inputs';
import { newSectorShare } from '../model/defaults';
import type { SectorForm, SectorShareForm } from '../model/form-types';
import { currentRows } from '../model/manifest';

interface Props {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  error: (field: string) => string | undefined;
}

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0);

/** What the sector can carry besides its passenger list, by the same rule the server checks (share-bounds.ts). */
export function sectorCapacity(s: SectorForm) {
  const rows = currentRows(s).map((r) => ({
    passengerWeight: num(r.passengerWeight),
    freightWeight: num(r.freightWeight),
    cargoWeight: num(r.cargoWeight),
  }));
  const capacity = {
    paxLimit: sectorPaxLimit({
      passengerLimit: s.passengerLimit ?? 0,
      passengerRange: s.passengerRange,
      passengerRangeMax: num(s.passengerRangeMax),
      passengerNumber: rows.length > 0 ? rows.length : num(s.passengerNumber),
    }),
    payload: num(s.payload),
    manifestCount: rows.length,
    manifestWeight: manifestWeight(rows),
  };
  return { seats: freeSeats(capacity), kg: freePayload(capacity) };
}

/**
 * A sector's "Share seats" switch with the seats, payload and seat price offered (ADR 0016):
 * up to the free seats (the pax limit less the passenger list) and the free payload, at least
 * 1 seat and 50 kg; the payload remaining after sharing in green above 0, red otherwise.
 */
export function SectorShareFields({ sector, onChange, error }: Props) {
  const share = sector.share ?? newSectorShare();
  const set = (patch: Partial<SectorShareForm>) => onChange({ share: { ...share, ...patch } });
  const free = sectorCapacity(sector);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Share seats">
      <Stack gap="xs">
        <Switch
          label="Share seats"
          description="Offer the spare seats on this sector to government travellers going the same way"
          checked={share.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          error={error('share.enabled')}
        />
        {share.enabled ? (
          <ShareOfferInputs
            values={share}
            onChange={set}
            errorOf={(field) => error(`share.${field}`)}
            freeKg={free.kg}
            labels={{ seatsAvailable: 'Seats to share', totalWeightAvailable: 'Payload to share (kg)' }}
            descriptions={{
              seatsAvailable: `${free.seats} free`,
              totalWeightAvailable: `${Math.max(free.kg, 0).toLocaleString('en-AU')} kg free`,
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
