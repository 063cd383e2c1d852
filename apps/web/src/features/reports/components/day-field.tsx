import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { dayToPicker, pickerToDay } from '../model/report-filter';

/** A day of the range: dd/MM/yyyy like every date in the app, typed or picked. */
export function DayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
}) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => dayToPicker(text.trim())}
      value={dayToPicker(value)}
      onChange={(v) => onChange(pickerToDay(v))}
      error={error}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 160 }}
    />
  );
}
