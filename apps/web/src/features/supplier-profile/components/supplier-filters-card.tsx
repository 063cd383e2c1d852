import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { fetchProfile, profileKey, updateProfile, type SupplierProfile } from '../api/supplier-profile-api';
import { useSupplierProfile } from '../hooks/use-supplier-profile';
import { toProfileBody, toProfileForm, validateProfileForm, withFilters, type ProfileFormValues } from '../model/profile-form';
import { SupplierFilterFields } from './supplier-filter-fields';

/** /me for a supplier: the charter filters, saved on their own (the details above have their own Save). */
export function SupplierFiltersCard() {
  const profile = useSupplierProfile(null);
  if (profile.isPending) return <PageLoader label="Loading your charter filters" />;
  if (profile.isError) return <LoadError query={profile} />;
  return <FiltersForm key={profile.data.id} profile={profile.data} />;
}

function FiltersForm({ profile }: { profile: SupplierProfile }) {
  const [values, setValues] = useState<ProfileFormValues>(() => toProfileForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // Over the latest profile: the details form on the same page may have just saved other fields.
      const latest = toProfileForm(await fetchProfile(null));
      const result = await updateProfile(toProfileBody(withFilters(latest, values), null));
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('Charter Filters', result);
        return;
      }
      if (result.result) queryClient.setQueryData(profileKey(null), result.result);
      feedback.saved('Saving', result.messages);
    } catch (err) {
      feedback.unexpected('Charter Filters', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Charter filters">
      <Card padding="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Charter Filters
          </Title>
          <Text size="sm" c="dimmed">
            Choose which live charters you are shown and e-mailed about.
          </Text>
          <Group gap="xs">
            <Text size="sm">Client types:</Text>
            {profile.clientTypes.length ? (
              profile.clientTypes.map((t) => (
                <Badge key={t} variant="light" radius="sm">
                  {t}
                </Badge>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                none yet (set by the administrator)
              </Text>
            )}
          </Group>
          <SupplierFilterFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} miw={140}>
              Save Filters
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
