import { SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { FlightTimeInput } from '../../../components/ui/flight-time-input';
import { formatTimeInput, parseStrictDate, parseTimeOfDay } from '../model/date-time';
import type { SectorForm } from '../model/form-types';

interface DepartFieldsProps {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  /** The message of routes.{i}.departTime (missing, or earlier than the sector before). */
  departError?: string;
  flightTimeError?: string;
}

/** Depart date (dd/MM/yyyy, strict), time (HH:mm) and flight time (HH:MM). */
export function DepartFields({ sector, onChange, departError, flightTimeError }: DepartFieldsProps) {
  const timeInvalid = !!departError && parseTimeOfDay(sector.departTime) === null;
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
      <TextInput
        label="Depart Time"
        required
        placeholder="HH:mm"
        inputMode="numeric"
        maxLength={5}
        value={sector.departTime}
        onChange={(e) => onChange({ departTime: formatTimeInput(e.currentTarget.value) })}
        onBlur={() => {
          const t = parseTimeOfDay(sector.departTime);
          if (t && t !== sector.departTime) onChange({ departTime: t });
        }}
        error={timeInvalid}
        aria-invalid={timeInvalid || undefined}
      />
      <FlightTimeInput value={sector.flightTime} onChange={(flightTime) => onChange({ flightTime })} error={flightTimeError} />
    </SimpleGrid>
  );
}
