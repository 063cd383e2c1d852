import { MultiSelect, Text, TextInput } from '@mantine/core';
import type { ItemActionDto } from '@charter/shared';
import { ReasonSelect, TermsCheckbox } from '../../../components/ui/action-entry-fields';
import { formatDateTime } from '../../../lib/format-date';
import { useLocationStates } from '../hooks/use-item-actions';
import { toLocalInput, type ActionErrors, type ActionValues } from '../model/action-form';

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
      const max = toLocalInput(entry.max);
      return (
        <>
          <TextInput
            type="datetime-local"
            label="Bidding end date"
            value={values.biddingEndDate}
            onChange={(e) => onChange({ biddingEndDate: e.currentTarget.value })}
            min={toLocalInput(new Date())}
            max={max || undefined}
            error={errors.biddingEndDate}
            required
            data-autofocus
          />
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
