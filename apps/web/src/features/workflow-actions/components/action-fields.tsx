import '@mantine/dates/styles.css';
import { Group, MultiSelect, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ItemActionDto } from '@charter/shared';
import { ReasonSelect, TermsCheckbox } from '../../../components/ui/action-entry-fields';
import { formatDateTime } from '../../../lib/format-date';
import { useLocationStates } from '../hooks/use-item-actions';
import { formatTimeInput, parseStrictDate } from '../model/date-input';
import { type ActionErrors, type ActionValues } from '../model/action-form';

interface ActionFieldsProps {
  action: ItemActionDto;
  values: ActionValues;
  errors: ActionErrors;
  onChange: (patch: Partial<ActionValues>) => void;
}

/** The extra data an action asks for (core section 4): a reason, the terms, states, or the bidding end date. */
export function ActionFields({ action, values, errors, onChange }: ActionFieldsProps) {
  const entry = action.dataEntry;
  const states = useLocationStates(entry.dataTypeRequired === 'CharterStateSelect');

  switch (entry.dataTypeRequired) {
    case 'Reason':
      return (
        <ReasonSelect
          options={entry.options ?? []}
          value={values.reason}
          onChange={(reason) => onChange({ reason })}
          error={errors.reason}
        />
      );
    case 'TermsAndConditions':
      return (
        <TermsCheckbox
          checked={values.termsAccepted}
          onChange={(termsAccepted) => onChange({ termsAccepted })}
          error={errors.termsAccepted}
          autoFocus
        />
      );
    case 'CharterStateSelect': {
      const names = new Map((states.data ?? []).map((s) => [s.code, s.name]));
      const data = (entry.options ?? []).map((code) => ({ value: code, label: names.get(code) ? `${code} (${names.get(code)})` : code }));
      return (
        <MultiSelect
          label="States"
          description="Operators based in these states are invited to bid. Preselected from the charter's sectors."
          data={data}
          value={values.states}
          onChange={(next) => onChange({ states: next })}
          error={errors.states}
          required
          searchable
          comboboxProps={{ withinPortal: true, zIndex: 500 }}
        />
      );
    }
    case 'BiddingEndDate': {
      // dd/MM/yyyy and HH:mm like every other date, whatever the browser's locale, in Brisbane time.
      return (
        <>
          <Group grow align="flex-start">
            <DateInput
              label="Bidding end date"
              placeholder="dd/mm/yyyy"
              valueFormat="DD/MM/YYYY"
              dateParser={parseStrictDate}
              value={values.biddingEndDate || null}
              onChange={(v) => onChange({ biddingEndDate: v ?? '' })}
              error={errors.biddingEndDate}
              popoverProps={{ withinPortal: true, zIndex: 500 }}
              required
              data-autofocus
            />
            <TextInput
              label="Bidding end time"
              placeholder="HH:mm"
              inputMode="numeric"
              maxLength={5}
              value={values.biddingEndTime}
              onChange={(e) => onChange({ biddingEndTime: formatTimeInput(e.currentTarget.value) })}
              description="Brisbane time (AEST)"
              required
            />
          </Group>
          {entry.max ? (
            <Text fz="xs" c="dimmed">
              After now and no later than the first departure, {formatDateTime(entry.max)}.
            </Text>
          ) : null}
        </>
      );
    }
    default:
      return null;
  }
}
