import { Checkbox, Select } from '@mantine/core';

/** The Reason list a workflow action asks for (core section 4), in a dialog. */
export function ReasonSelect(props: {
  options: string[];
  value: string | null;
  onChange: (reason: string | null) => void;
  error?: string;
}) {
  return (
    <Select
      label="Reason"
      placeholder="Choose a reason"
      data={props.options}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required
      // Not autofocused: an open list on arrival would cover the dialog's buttons.
      comboboxProps={{ withinPortal: true, zIndex: 500 }}
    />
  );
}

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Take the dialog's first focus. */
  autoFocus?: boolean;
}

/** The terms a workflow action must have accepted (core section 4). */
export function TermsCheckbox({ checked, onChange, error, autoFocus }: TermsCheckboxProps) {
  return (
    <Checkbox
      label="I accept the terms and conditions"
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      error={error}
      data-autofocus={autoFocus || undefined}
    />
  );
}
