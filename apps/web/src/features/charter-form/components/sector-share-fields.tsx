import { useState } from 'react';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { freeSeats, countOf } from '@charter/shared';
import { freePayloadText } from '../../../components/ui/payload-lines';
import { ShareOfferInputs } from '../../../components/ui/share-offer-inputs';
import { newSectorShare } from '../model/defaults';
import type { SectorForm, SectorShareForm } from '../model/form-types';
import { formCapacity, formLoad, shareProblems } from '../model/sector-load';

interface Props {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  error: (field: string) => string | undefined;
}

/**
 * A sector's "Share seats" switch with the seats, payload and seat price offered (ADR 0016):
 * at least 1 seat up to the free seats (the pax limit less the passenger list) and 50 kg up to the
 * free payload (the payload asked for beyond the list, ADR 0039), checked as they are typed with
 * the server's schema and messages; the payload remaining after sharing in green above 0, red otherwise.
 */
export function SectorShareFields({ sector, onChange, error }: Props) {
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const share = sector.share ?? newSectorShare();
  const set = (patch: Partial<SectorShareForm>) => {
    setTyped((t) => new Set([...t, ...Object.keys(patch)]));
    onChange({ share: { ...share, ...patch } });
  };
  const load = formLoad(sector);
  const problems = shareProblems(sector);
  // A field shows its problem once typed in (turning sharing on is typing in "enabled"); the form's save shows them all.
  const errorOf = (field: string) => error(`share.${field}`) ?? (typed.has(field) ? problems[field] : undefined);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Share seats">
      <Stack gap="xs">
        <Switch
          label="Share seats"
          description="Offer the spare seats on this sector to government travellers going the same way"
          checked={share.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          error={errorOf('enabled')}
        />
        {share.enabled ? (
          <>
            <Text fz="xs" c="dimmed">
              {countOf(freeSeats(formCapacity(sector)), 'free seat')} and {freePayloadText(load)}.
            </Text>
            <ShareOfferInputs
              values={share}
              onChange={set}
              errorOf={errorOf}
              load={load}
              labels={{ seatsAvailable: 'Seats to share', totalWeightAvailable: 'Payload to share (kg)' }}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
