import '@mantine/dates/styles.css';
import { Card, Checkbox, MultiSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SectorFeasibility } from '@charter/shared';
import { DateInput } from '@mantine/dates';
import { FlightTimeInput } from '../../../components/ui/flight-time-input';
import type { Aircraft } from '../api/bids-api';
import type { SectorBidForm } from '../model/bid-form';
import { LocalTimeInput } from '../../../components/ui/local-time-input';
import { parseStrictDate } from '../../../lib/date-input';
import { departureAbbreviation } from '../model/date-time';
import { FeasibilityChip } from './feasibility-chips';

interface SectorBidFieldsProps {
  index: number;
  sector: SectorBidForm;
  aircraft: Aircraft[];
  aircraftLoading: boolean;
  errors: Partial<Record<keyof SectorBidForm, string>>;
  onChange: (patch: Partial<SectorBidForm>) => void;
  onAircraft: (ids: string[]) => void;
  /** With "Same for all", later sectors follow the first one's aircraft and pax limit. */
  locked: boolean;
  /** The sector judged for the aircraft chosen, as they are picked; null before any is. */
  feasibility: SectorFeasibility | null;
}

export const aircraftLabel = (a: Pick<Aircraft, 'licenseNumber' | 'type' | 'passengerLimit'>) =>
  `${a.licenseNumber} – ${a.type} (${a.passengerLimit} pax)`;

/** One bid route: when the operator flies the sector and with what. */
export function SectorBidFields({
  index,
  sector,
  aircraft,
  aircraftLoading,
  errors,
  onChange,
  onAircraft,
  locked,
  feasibility,
}: SectorBidFieldsProps) {
  const n = index + 1;
  // The times are the departure airport's local time; its abbreviation sits beside the field.
  const abbreviation = departureAbbreviation(sector.departDate, sector.departTime, sector.zone);
  return (
    <Card withBorder padding="md" component="section" aria-label={`Sector ${n}`}>
      <Stack gap="sm">
        <Text fw={700} c="navy.9">
          Sector {n}: {sector.label}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DateInput
            label="Depart Date"
            required
            placeholder="dd/mm/yyyy"
            valueFormat="DD/MM/YYYY"
            dateParser={parseStrictDate}
            value={sector.departDate || null}
            onChange={(v) => onChange({ departDate: v ?? '' })}
            error={errors.departDate}
            popoverProps={{ withinPortal: true, zIndex: 350 }}
          />
          <LocalTimeInput
            label="Depart Time"
            value={sector.departTime}
            onChange={(departTime) => onChange({ departTime })}
            abbreviation={abbreviation}
          />
          <FlightTimeInput
            required
            value={sector.flightTime}
            onChange={(flightTime) => onChange({ flightTime })}
            error={errors.flightTime}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <MultiSelect
            label="Aircraft"
            required
            placeholder={aircraftLoading ? 'Loading aircraft...' : aircraft.length === 0 ? 'No active aircraft' : 'Choose aircraft'}
            data={aircraft.map((a) => ({ value: a.id, label: aircraftLabel(a) }))}
            value={sector.aircraft}
            onChange={onAircraft}
            error={errors.aircraft}
            disabled={locked}
            comboboxProps={{ withinPortal: true, zIndex: 350 }}
            style={{ gridColumn: 'span 1' }}
          />
          <NumberInput
            label="Pax Limit"
            required
            min={0}
            allowDecimal={false}
            value={sector.passengerLimit}
            onChange={(v) => onChange({ passengerLimit: typeof v === 'number' ? v : '' })}
            error={errors.passengerLimit}
            disabled={locked}
            title="The sum of the chosen aircraft's seats"
          />
          <NumberInput
            label="Payload (kg)"
            required
            min={0}
            allowDecimal={false}
            value={sector.payload}
            onChange={(v) => onChange({ payload: typeof v === 'number' ? v : '' })}
            error={errors.payload}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          Payload is all the aircraft carries on this sector: passengers, bags and cargo. {sector.asked}
        </Text>
        <Checkbox
          label="Tech stop on the way"
          description="Declare a fuel or technical stop when the sector is longer than the aircraft's range"
          checked={sector.techStop}
          onChange={(e) => onChange({ techStop: e.currentTarget.checked })}
        />
        {feasibility && feasibility.checks.length > 0 ? <FeasibilityChip sector={feasibility} /> : null}
      </Stack>
    </Card>
  );
}
