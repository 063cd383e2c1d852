import '@mantine/dates/styles.css';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseStrictDate } from '../../../lib/date-input';
import type { ProfileFormValues } from '../model/profile-form';

type TermsValues = Pick<ProfileFormValues, 'canViewSupplierInfo' | 'directDebit' | 'confirmedDate' | 'billingDueDate'>;

interface AccountTermsFieldsProps {
  values: TermsValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<TermsValues>) => void;
}

/**
 * The account terms an admin keeps on an operator, as on a client (supplier-and-admin section 3):
 * can view supplier info, direct debit, the confirmed date (dd/MM/yyyy) and the billing due days.
 */
export function AccountTermsFields({ values, errors, onChange }: AccountTermsFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          label="Can view supplier info"
          checked={values.canViewSupplierInfo}
          onChange={(e) => onChange({ canViewSupplierInfo: e.currentTarget.checked })}
        />
        <Switch label="Direct debit" checked={values.directDebit} onChange={(e) => onChange({ directDebit: e.currentTarget.checked })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateInput
          label="Confirmed date"
          placeholder="dd/MM/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseStrictDate}
          clearable
          value={values.confirmedDate || null}
          onChange={(v) => onChange({ confirmedDate: v ?? '' })}
          error={errors.confirmedDate}
          popoverProps={{ withinPortal: true }}
        />
        <TextInput
          label="Billing due (days)"
          inputMode="numeric"
          value={values.billingDueDate}
          onChange={(e) => onChange({ billingDueDate: e.currentTarget.value })}
          error={errors.billingDueDate}
        />
      </SimpleGrid>
    </>
  );
}
