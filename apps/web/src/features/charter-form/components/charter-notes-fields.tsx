import { SimpleGrid, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../components/ui/growing-textarea';
import type { CharterForm, FormErrors } from '../model/form-types';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface Props {
  form: CharterForm;
  errors: FormErrors;
  set: (changes: Partial<CharterForm>) => void;
}

/** Free text; line breaks become spaces when it is sent (core section 5), as the hint under each box says. */
export function CharterNotesFields({ form, errors, set }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <TextInput
          label="Purchase Order Number"
          {...freeTextHintWhenNeeded(form.purchaseOrderNumber)}
          value={form.purchaseOrderNumber}
          onChange={(e) => set({ purchaseOrderNumber: e.currentTarget.value })}
          error={errors.purchaseOrderNumber}
          maxLength={100}
        />
        <TextInput
          label="Reason for Charter"
          {...freeTextHintWhenNeeded(form.reasonForCharter)}
          value={form.reasonForCharter}
          onChange={(e) => set({ reasonForCharter: e.currentTarget.value })}
          error={errors.reasonForCharter}
          maxLength={500}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <GrowingTextarea
          label="Special Requests"
          {...freeTextHint()}
          minRows={2}
          maxRows={6}
          value={form.specialRequests}
          onChange={(e) => set({ specialRequests: e.currentTarget.value })}
          error={errors.specialRequests}
          maxLength={2000}
        />
        <GrowingTextarea
          label="Notes for Customer"
          {...freeTextHint()}
          minRows={2}
          maxRows={6}
          value={form.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
          error={errors.notes}
          maxLength={2000}
        />
      </SimpleGrid>
    </>
  );
}
