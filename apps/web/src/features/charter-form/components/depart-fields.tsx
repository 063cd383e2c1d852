import { SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { FlightTimeInput } from '../../../components/ui/flight-time-input';
import { LocalTimeInput } from '../../../components/ui/local-time-input';
import { parseStrictDate, parseTimeOfDay } from '../../../lib/date-input';
import { departureAbbreviation, sectorZone } from '../model/date-time';
import type { SectorForm } from '../model/form-types';

interface DepartFieldsProps {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  /** The message of routes.{i}.departTime (missing, or earlier than the sector before). */
  departError?: string;
  flightTimeError?: string;
}

/**
 * Depart date (dd/MM/yyyy, strict), time (HH:mm) and flight time (HH:MM). The date and time are the
 * departure airport's local time (the from-place's state), its zone's abbreviation beside the time.
 */
export function DepartFields({ sector, onChange, departError, flightTimeError }: DepartFieldsProps) {
  const timeInvalid = !!departError && parseTimeOfDay(sector.departTime) === null;
  const zone = sectorZone(sector);
  const abbreviation = departureAbbreviation(sector.departDate, sector.departTime, zone);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <DateInput
        label="Depart Date"
        required
        placeholder="dd/mm/yyyy"
        valueFormat="DD/MM/YYYY"
        dateParser={parseStrictDate}
        value={sector.departDate || null}
        onChange={(v) => onChange({ departDate: v ?? '' })}
        error={departError}
        popoverProps={{ withinPortal: true }}
        wrapperProps={{ 'data-scroll-only': true }}
        clearable
      />
      <LocalTimeInput
        label="Depart Time"
        value={sector.departTime}
        onChange={(departTime) => onChange({ departTime })}
        abbreviation={abbreviation}
        error={timeInvalid}
      />
      <FlightTimeInput value={sector.flightTime} onChange={(flightTime) => onChange({ flightTime })} error={flightTimeError} />
    </SimpleGrid>
  );
}
