import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_TYPES, COMPLIANCE_TYPES } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { profileKey, updateProfile, type SupplierProfile } from '../api/supplier-profile-api';
import { toProfileBody, toProfileForm, validateProfileForm, type ProfileFormValues } from '../model/profile-form';
import { AccountTermsFields } from './account-terms-fields';
import { SupplierFilterFields } from './supplier-filter-fields';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface SupplierProfileEditorProps {
  profile: SupplierProfile;
  /** Admin fields: preferred, client types, compliance types, status and the account terms. */
  asAdmin: boolean;
  /** Extra buttons beside Save (e.g. Secondary E-mails). */
  extra?: ReactNode;
}

/** The whole supplier profile (admin Detail tab): company, contact, admin-only fields, filters, notifications. */
export function SupplierProfileEditor({ profile, asAdmin, extra }: SupplierProfileEditorProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => toProfileForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const set = (patch: Partial<ProfileFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  };
  const text = (name: 'companyName' | 'companyPhone' | 'firstName' | 'lastName' | 'aocNumber', label: string) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
      error={errors[name]}
      {...(name === 'companyPhone' ? {} : freeTextHintWhenNeeded(values[name]))}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await updateProfile(toProfileBody(values, asAdmin ? { id: profile.id } : null));
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('Supplier', result);
        return;
      }
      if (result.result) queryClient.setQueryData(profileKey(asAdmin ? profile.id : null), result.result);
      await queryClient.invalidateQueries({ queryKey: ['supplier-admin'] });
      feedback.saved('Saving', result.messages);
    } catch (err) {
      feedback.unexpected('Supplier', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Supplier detail">
      <Stack gap="lg">
        <Card padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Company
            </Title>
            <TextInput label="Email" value={profile.email} readOnly />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('companyName', 'Company Name')}
              {text('companyPhone', 'Company Phone')}
              {text('firstName', 'First Name')}
              {text('lastName', 'Last Name')}
              {text('aocNumber', 'AOC Number')}
            </SimpleGrid>
            <Textarea
              label="Company Address"
              {...freeTextHint()}
              autosize
              minRows={2}
              value={values.companyAddress}
              onChange={(e) => set({ companyAddress: e.currentTarget.value })}
              error={errors.companyAddress}
            />
          </Stack>
        </Card>
        {asAdmin ? (
          <Card padding="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Administration
              </Title>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="supplier-status-label">
                  Status
                </Text>
                <SegmentedControl
                  aria-labelledby="supplier-status-label"
                  data={['Active', 'Inactive']}
                  value={values.status === 'Inactive' ? 'Inactive' : 'Active'}
                  onChange={(v) => set({ status: v })}
                  style={{ alignSelf: 'flex-start' }}
                />
                {values.status !== 'Active' && values.status !== 'Inactive' ? (
                  <Text size="xs" c="dimmed">
                    Currently {values.status}.
                  </Text>
                ) : null}
              </Stack>
              <Switch label="Preferred supplier" checked={values.preferred} onChange={(e) => set({ preferred: e.currentTarget.checked })} />
              <Checkbox.Group
                label="Client Types"
                value={values.clientTypes}
                onChange={(v) => set({ clientTypes: v })}
                error={errors.clientTypes}
              >
                <Group mt={6}>
                  {CLIENT_TYPES.map((t) => (
                    <Checkbox key={t} value={t} label={t} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group
                label="Compliance Types"
                value={values.complianceTypes}
                onChange={(v) => set({ complianceTypes: v })}
                error={errors.complianceTypes}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing="xs">
                  {COMPLIANCE_TYPES.map((t) => (
                    <Checkbox key={t} value={t} label={t} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <AccountTermsFields values={values} errors={errors} onChange={set} />
            </Stack>
          </Card>
        ) : null}
        <Card padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Charter Filters
            </Title>
            <SupplierFilterFields values={values} errors={errors} onChange={set} />
          </Stack>
        </Card>
        <Card padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Notifications
            </Title>
            <Switch
              label="Do not send bid confirmation e-mails"
              checked={values.doNotSendBidConfirmation}
              onChange={(e) => set({ doNotSendBidConfirmation: e.currentTarget.checked })}
            />
            <Switch
              label="E-mail when a passenger manifest changes"
              checked={values.notifyOfManifestChanges}
              onChange={(e) => set({ notifyOfManifestChanges: e.currentTarget.checked })}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          {extra}
          <Button type="submit" loading={busy} miw={140}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
