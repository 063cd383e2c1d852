import { TextInput, type TextInputProps } from '@mantine/core';
import { FLIGHT_TIME_MESSAGES, flightTimeMinutesTooHigh, typeFlightTime } from '@charter/shared';

interface FlightTimeInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  value: string;
  onChange: (value: string) => void;
  /** The form's message for this field (from the shared schema or the server). */
  error?: string;
}

/**
 * Flight time as HH:MM (supplier-and-admin section 5): digits and colons only, the colon inserted
 * after the hours as the user types, and minutes above 59 named at once rather than on submit.
 */
export function FlightTimeInput({ value, onChange, error, label = 'Flight Time', ...rest }: FlightTimeInputProps) {
  const shown = error ?? (flightTimeMinutesTooHigh(value) ? FLIGHT_TIME_MESSAGES.minutes : undefined);
  return (
    <TextInput
      label={label}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...rest}
      value={value}
      onChange={(e) => onChange(typeFlightTime(value, e.currentTarget.value))}
      error={shown}
    />
  );
}
