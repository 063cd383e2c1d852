import { Text, TextInput } from '@mantine/core';
import { formatTimeInput, parseTimeOfDay } from '../../lib/date-input';

interface LocalTimeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The zone's abbreviation at that time (AEST, AWST...), shown beside the field. */
  abbreviation: string;
  error?: boolean | string;
}

/** A departure's time of day (HH:mm) as the departure airport's wall clock, its zone beside it. */
export function LocalTimeInput({ label, value, onChange, abbreviation, error }: LocalTimeInputProps) {
  return (
    <TextInput
      label={label}
      required
      placeholder="HH:mm"
      inputMode="numeric"
      maxLength={5}
      value={value}
      onChange={(e) => onChange(formatTimeInput(e.currentTarget.value))}
      onBlur={() => {
        const t = parseTimeOfDay(value);
        if (t && t !== value) onChange(t);
      }}
      error={error}
      aria-invalid={error ? true : undefined}
      description={`Local time at the departure airport (${abbreviation})`}
      rightSection={
        <Text fz="xs" c="dimmed" data-testid="depart-zone">
          {abbreviation}
        </Text>
      }
      rightSectionWidth={48}
    />
  );
}
