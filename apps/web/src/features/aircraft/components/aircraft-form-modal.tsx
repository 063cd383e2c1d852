import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatKg } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { aircraftListKey, saveAircraft, type Aircraft } from '../api/aircraft-api';
import { useAircraftCategories } from '../../../lib/api/aircraft-categories';
import { EMPTY_AIRCRAFT, toAircraftBody, toFormValues, validateAircraft, type AircraftFormValues } from '../model/aircraft-form';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface AircraftFormModalProps {
  supplierId: string;
  /** null: Add; an aircraft: Edit it. */
  aircraft: Aircraft | null;
  opened: boolean;
  onClose: () => void;
}

export function AircraftFormModal({ supplierId, aircraft, opened, onClose }: AircraftFormModalProps) {
  const title = aircraft ? `Edit ${aircraft.licenseNumber}` : 'Add Aircraft';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {/* Keyed so each opening starts from the aircraft's saved values. */}
      {opened ? <AircraftForm key={aircraft?.id ?? 'new'} supplierId={supplierId} aircraft={aircraft} onDone={onClose} /> : null}
    </Modal>
  );
}

function AircraftForm({ supplierId, aircraft, onDone }: { supplierId: string; aircraft: Aircraft | null; onDone: () => void }) {
  const [values, setValues] = useState<AircraftFormValues>(() => (aircraft ? toFormValues(aircraft) : EMPTY_AIRCRAFT));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const categories = useAircraftCategories();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const set = <K extends keyof AircraftFormValues>(name: K, value: AircraftFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAircraft(
      values,
      categories.data?.find((c) => c.id === values.aircraftCategoryId),
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const result = await saveAircraft(toAircraftBody(values, supplierId, aircraft?.id));
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('Aircraft', result);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: aircraftListKey(supplierId) });
      feedback.saved('Saving', result.messages);
      onDone();
    } catch (err) {
      feedback.unexpected('Aircraft', err);
    } finally {
      setBusy(false);
    }
  }

  const category = categories.data?.find((c) => c.id === values.aircraftCategoryId);
  return (
    <form onSubmit={submit} noValidate aria-label={aircraft ? 'Edit aircraft' : 'Add aircraft'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Registration"
            required
            placeholder="VH-ABC"
            value={values.licenseNumber}
            onChange={(e) => set('licenseNumber', e.currentTarget.value)}
            error={errors.licenseNumber || undefined}
          />
          <TextInput
            label="Type"
            required
            {...freeTextHintWhenNeeded(values.type, 'Make and model')}
            value={values.type}
            onChange={(e) => set('type', e.currentTarget.value)}
            error={errors.type || undefined}
          />
          <TextInput
            label="Name"
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            {...freeTextHintWhenNeeded(values.name)}
          />
          <Select
            label="Category"
            required
            placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
            value={values.aircraftCategoryId || null}
            onChange={(v) => {
              set('aircraftCategoryId', v ?? '');
              setErrors((e) => (e.passengerLimit ? { ...e, passengerLimit: '' } : e));
            }}
            error={errors.aircraftCategoryId || (categories.isError ? 'Error loading' : undefined)}
            description={category ? `${category.minPassenger}–${category.maxPassenger} passengers` : undefined}
          />
          {/* No min: 0 must stay 0 and be called missing, not be clamped to 1 on blur. */}
          <NumberInput
            label="Pax Limit"
            required
            allowNegative={false}
            allowDecimal={false}
            value={values.passengerLimit}
            onChange={(v) => set('passengerLimit', String(v))}
            error={errors.passengerLimit || undefined}
          />
          <NumberInput
            label="Maximum payload (kg)"
            description={
              category
                ? `Passengers, bags and cargo. Empty: ${formatKg(category.defaultPayloadKg)} (${category.category})`
                : 'Passengers, bags and cargo'
            }
            placeholder={category ? String(category.defaultPayloadKg) : undefined}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            value={values.maxPayloadKg}
            onChange={(v) => set('maxPayloadKg', String(v))}
            error={errors.maxPayloadKg || undefined}
          />
          <NumberInput
            label="Range (km)"
            description={
              category
                ? `Without a stop. Empty: ${category.defaultRangeKm.toLocaleString('en-AU')} km (${category.category})`
                : 'Without a stop'
            }
            placeholder={category ? String(category.defaultRangeKm) : undefined}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            value={values.rangeKm}
            onChange={(v) => set('rangeKm', String(v))}
            error={errors.rangeKm || undefined}
          />
          <Checkbox
            label="Approved to carry dangerous goods"
            checked={values.dangerousGoods}
            onChange={(e) => set('dangerousGoods', e.currentTarget.checked)}
            mt="xs"
          />
          {aircraft ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="aircraft-status-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="aircraft-status-label"
                data={['Active', 'Inactive']}
                value={values.status}
                onChange={(v) => set('status', v === 'Inactive' ? 'Inactive' : 'Active')}
              />
            </Stack>
          ) : null}
        </SimpleGrid>
        <Textarea
          label="Notes"
          {...freeTextHint()}
          autosize
          minRows={2}
          maxRows={6}
          value={values.aircraftNotes}
          onChange={(e) => set('aircraftNotes', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save Aircraft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
