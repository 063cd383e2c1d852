import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Modal, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CO2_PER_KG_FUEL,
  FUEL_BURN_MAX,
  aircraftCategoryFuelSchema,
  countOf,
  formatCo2,
  formatKg,
  formatMoney,
  type AircraftCategoryDto,
  type FuelType,
} from '@charter/shared';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { aircraftCategoriesKey, useAircraftCategories } from '../../../lib/api/aircraft-categories';
import { saveCategoryFuel } from '../api/aircraft-categories-api';

const FUEL_LABEL: Record<FuelType, string> = { jet: 'Jet A-1', avgas: 'Avgas' };
const fuelOf = (c: AircraftCategoryDto): FuelType => (c.fuelType === 'avgas' ? 'avgas' : 'jet');

/** What an hour of flight puts out with this burn and fuel, or that no estimate is shown. */
function perHour(c: Pick<AircraftCategoryDto, 'fuelBurnKgPerHour'>, fuel: FuelType): string {
  return c.fuelBurnKgPerHour > 0 ? `${formatCo2(c.fuelBurnKgPerHour * CO2_PER_KG_FUEL[fuel])} an hour` : 'No CO2 estimate';
}

/** The aircraft categories with their reference figures; admins edit a category's fuel burn and fuel. */
export function AircraftCategoriesTable() {
  const list = useAircraftCategories();
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState<AircraftCategoryDto | null>(null);

  const edit = (c: AircraftCategoryDto) => (
    <Button size="xs" variant="default" onClick={() => setEditing(c)} aria-label={`Edit fuel burn of ${c.category}`}>
      Edit fuel burn
    </Button>
  );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {list.data ? countOf(list.data.length, 'category', 'categories') : ' '}
      </Text>
      {list.isPending ? <PageLoader label="Loading aircraft categories" /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && list.data.length === 0 ? <EmptyCard>No aircraft categories.</EmptyCard> : null}
      {list.data && list.data.length > 0 && isMobile ? (
        <Stack gap="sm" role="list" aria-label="Aircraft categories">
          {list.data.map((c) => (
            <Card key={c.id} withBorder padding="md" role="listitem">
              <Text fw={700}>{c.category}</Text>
              <Text size="sm">
                {c.minPassenger}-{c.maxPassenger} pax · {c.speedRangeMin}-{c.speedRangeMax} km/h ·{' '}
                {formatMoney('AUD', c.hourlyRateRangeMin)} – {formatMoney('AUD', c.hourlyRateRangeMax)} an hour
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {formatKg(c.fuelBurnKgPerHour)} of {FUEL_LABEL[fuelOf(c)]} an hour · {perHour(c, fuelOf(c))}
              </Text>
              {edit(c)}
            </Card>
          ))}
        </Stack>
      ) : null}
      {list.data && list.data.length > 0 && !isMobile ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Aircraft categories">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th>Passengers</Table.Th>
                <Table.Th>Speed</Table.Th>
                <Table.Th>Hourly rate</Table.Th>
                <Table.Th>Payload / range</Table.Th>
                <Table.Th>Fuel burn</Table.Th>
                <Table.Th>CO2</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td fw={600}>{c.category}</Table.Td>
                  <Table.Td>
                    {c.minPassenger}-{c.maxPassenger}
                  </Table.Td>
                  <Table.Td>
                    {c.speedRangeMin}-{c.speedRangeMax} km/h
                  </Table.Td>
                  <Table.Td>
                    {formatMoney('AUD', c.hourlyRateRangeMin)} – {formatMoney('AUD', c.hourlyRateRangeMax)}
                  </Table.Td>
                  <Table.Td>
                    {formatKg(c.defaultPayloadKg)} · {c.defaultRangeKm.toLocaleString('en-AU')} km
                  </Table.Td>
                  <Table.Td>
                    {formatKg(c.fuelBurnKgPerHour)}/h · {FUEL_LABEL[fuelOf(c)]}
                  </Table.Td>
                  <Table.Td>{perHour(c, fuelOf(c))}</Table.Td>
                  <Table.Td>{edit(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? `Fuel burn of ${editing.category}` : ''} centered>
        {editing ? <FuelForm key={editing.id} category={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function FuelForm({ category, onDone }: { category: AircraftCategoryDto; onDone: () => void }) {
  const [burn, setBurn] = useState<number | string>(category.fuelBurnKgPerHour);
  const [fuel, setFuel] = useState<FuelType>(fuelOf(category));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = aircraftCategoryFuelSchema.safeParse({
      id: category.id,
      fuelBurnKgPerHour: typeof burn === 'number' ? burn : Number.NaN,
      fuelType: fuel,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const result = await saveCategoryFuel(parsed.data);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('Fuel burn', result);
        return;
      }
      if (result.result) queryClient.setQueryData(aircraftCategoriesKey, result.result);
      feedback.saved('Saving', result.messages);
      onDone();
    } catch (err) {
      feedback.unexpected('Fuel burn', err);
    } finally {
      setBusy(false);
    }
  }

  const preview = typeof burn === 'number' ? perHour({ fuelBurnKgPerHour: burn }, fuel) : '';
  return (
    <form onSubmit={submit} noValidate aria-label={`Fuel burn of ${category.category}`}>
      <Stack gap="md">
        <NumberInput
          label="Fuel burn (kg per hour)"
          description={`A whole number from 0 to ${FUEL_BURN_MAX.toLocaleString('en-AU')} (0: no CO2 estimate). Estimates worked out after saving use it.`}
          value={burn}
          onChange={(v) => {
            setBurn(v);
            setErrors((e) => ({ ...e, fuelBurnKgPerHour: '' }));
          }}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          error={errors.fuelBurnKgPerHour || undefined}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="fuel-type-label">
            Fuel
          </Text>
          <SegmentedControl
            aria-labelledby="fuel-type-label"
            value={fuel}
            onChange={(v) => setFuel(v === 'avgas' ? 'avgas' : 'jet')}
            data={[
              { value: 'jet', label: FUEL_LABEL.jet },
              { value: 'avgas', label: FUEL_LABEL.avgas },
            ]}
          />
          {errors.fuelType ? (
            <Text size="xs" c="red">
              {errors.fuelType}
            </Text>
          ) : null}
        </Stack>
        <Text size="sm" c="dimmed" aria-live="polite">
          {preview}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
