import { type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

export interface SignUpDetails {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_DETAILS: SignUpDetails = { companyName: '', companyAddress: '', companyPhone: '', firstName: '', lastName: '' };

interface DetailsStepProps {
  values: SignUpDetails;
  errors: Partial<Record<keyof SignUpDetails, string>>;
  busy: boolean;
  onChange: (patch: Partial<SignUpDetails>) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: the company and the person (no password: it is chosen when the e-mail is confirmed). */
export function DetailsStep({ values, errors, busy, onChange, onBack, onSubmit }: DetailsStepProps) {
  const field = (name: keyof SignUpDetails, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => onChange({ [name]: e.currentTarget.value })}
      error={errors[name]}
      required
      size="md"
      {...(name === 'companyPhone' ? {} : freeTextHintWhenNeeded(values[name]))}
      {...extra}
    />
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Sign up details">
      <Stack gap="sm">
        {field('companyName', 'Company Name', { autoComplete: 'organization', maxLength: 200, 'data-autofocus': true })}
        {field('companyAddress', 'Company Address', { autoComplete: 'street-address', maxLength: 400 })}
        {field('companyPhone', 'Phone', { autoComplete: 'tel', type: 'tel', maxLength: 40 })}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {field('firstName', 'First Name', { autoComplete: 'given-name', maxLength: 100 })}
          {field('lastName', 'Last Name', { autoComplete: 'family-name', maxLength: 100 })}
        </SimpleGrid>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Sign Up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
