import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { addLookup, contentKeys, deleteLookup, fetchLookup, updateLookup, type LocationState } from '../api/content-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { EMPTY_LOOKUP, lookupValues, validateLookup, type LookupFormValues } from '../model/lookup-form';
import { isNew } from '../model/workflow-route';
import { ConfirmButton } from './confirm-button';
import { freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface LookupEditorProps {
  /** "new", a place id, or null (closed). */
  lookupId: string | null;
  states: LocationState[] | undefined;
  onClose: () => void;
}

export function LookupEditor({ lookupId, states, onClose }: LookupEditorProps) {
  const isMobile = useIsMobile();
  const adding = isNew(lookupId);
  const id = !adding && lookupId && /^\d+$/.test(lookupId) ? Number(lookupId) : null;
  return (
    <Modal
      opened={lookupId !== null}
      onClose={onClose}
      title={adding ? 'Add Place' : 'Edit Place'}
      size="lg"
      fullScreen={isMobile}
      centered
    >
      {adding ? <LookupForm key="new" id={null} initial={EMPTY_LOOKUP} states={states} onDone={onClose} /> : null}
      {lookupId !== null && !adding ? <LookupLoader key={lookupId} id={id} states={states} onDone={onClose} /> : null}
    </Modal>
  );
}

function LookupLoader({ id, states, onDone }: { id: number | null; states: LocationState[] | undefined; onDone: () => void }) {
  const one = useQuery({ queryKey: contentKeys.lookup(id ?? 0), queryFn: () => fetchLookup(id!), enabled: id !== null });
  if (id === null) return <Text size="sm">Sorry, this item is not available</Text>;
  if (one.isPending) return <Skeleton h={240} role="status" aria-label="Loading place" />;
  if (one.isError) return <LoadError query={one} />;
  return <LookupForm id={id} initial={lookupValues(one.data)} states={states} onDone={onDone} />;
}

interface LookupFormProps {
  id: number | null;
  initial: LookupFormValues;
  states: LocationState[] | undefined;
  onDone: () => void;
}

function LookupForm({ id, initial, states, onDone }: LookupFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();
  const set = <K extends keyof LookupFormValues>(name: K, value: LookupFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };
  const stateOptions = (states ?? []).map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));
  if (values.state && !stateOptions.some((o) => o.value === values.state)) stateOptions.push({ value: values.state, label: values.state });

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: contentKeys.lookupsRoot });
    if (id !== null) await queryClient.invalidateQueries({ queryKey: contentKeys.lookup(id) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateLookup(values);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const result = id !== null ? await updateLookup({ ...checked.body, id }) : await addLookup(checked.body);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await refresh();
      save.saved(result.messages);
      onDone();
    } catch (err) {
      save.unexpected('Place', err);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (id === null) return;
    try {
      const result = await deleteLookup(id);
      if (!result.success) return save.failed(result);
      await queryClient.invalidateQueries({ queryKey: contentKeys.lookupsRoot });
      queryClient.removeQueries({ queryKey: contentKeys.lookup(id) });
      save.saved(result.messages);
      onDone();
    } catch (err) {
      save.unexpected('Delete Place', err);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={id !== null ? 'Edit place' : 'Add place'}>
      <Stack gap="md">
        <TextInput
          label="Site"
          {...freeTextHintWhenNeeded(values.site)}
          required
          maxLength={200}
          value={values.site}
          onChange={(e) => set('site', e.currentTarget.value)}
          error={errors.site || undefined}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="State"
            required
            data={stateOptions}
            value={values.state || null}
            onChange={(v) => set('state', v ?? '')}
            error={errors.state || undefined}
            searchable
          />
          <TextInput
            label="Alt State"
            description="The state's name when left empty"
            maxLength={100}
            value={values.altState}
            onChange={(e) => set('altState', e.currentTarget.value)}
            error={errors.altState || undefined}
          />
          <TextInput
            label="IATA Code"
            maxLength={3}
            value={values.iataCode}
            onChange={(e) => set('iataCode', e.currentTarget.value.toUpperCase())}
            error={errors.iataCode || undefined}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="lookup-kind-label">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="lookup-kind-label"
              data={[
                { value: 'airport', label: 'Airport' },
                { value: 'town', label: 'Town' },
              ]}
              value={values.kind}
              onChange={(v) => set('kind', v === 'town' ? 'town' : 'airport')}
            />
          </Stack>
          <TextInput
            label="Latitude"
            required
            inputMode="decimal"
            placeholder="-27.3842"
            value={values.latitude}
            onChange={(e) => set('latitude', e.currentTarget.value)}
            error={errors.latitude || undefined}
          />
          <TextInput
            label="Longitude"
            required
            inputMode="decimal"
            placeholder="153.1175"
            value={values.longitude}
            onChange={(e) => set('longitude', e.currentTarget.value)}
            error={errors.longitude || undefined}
          />
        </SimpleGrid>
        <Group justify="space-between">
          {id !== null ? (
            <ConfirmButton
              variant="subtle"
              color="red"
              title="Delete place"
              question={`Delete ${values.site || 'this place'} from the lookup? Charters that use it keep their places; the type-ahead stops offering it.`}
              confirmLabel="Delete"
              onConfirm={remove}
            >
              Delete
            </ConfirmButton>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save Place
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
