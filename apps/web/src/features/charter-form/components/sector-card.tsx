import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '../../../components/ui/growing-textarea';
import type { FormErrors, SectorForm } from '../model/form-types';
import { legLabel } from '../model/places';
import { sectorDistanceKm } from '../model/request-body';
import { DepartFields } from './depart-fields';
import { ManifestEditor } from './manifest-editor';
import { PassengerFields } from './passenger-fields';
import { PlacePicker } from '../../../components/ui/place-picker';
import { SectorShareFields } from './sector-share-fields';
import { TechStopFields } from './tech-stop-fields';
import { freeTextHint } from '../../../components/ui/free-text-hint';

interface SectorCardProps {
  sector: SectorForm;
  index: number;
  errors: FormErrors;
  onChange: (patch: Partial<SectorForm>) => void;
  changeSector: (change: (s: SectorForm) => SectorForm, clearPaths?: string[]) => void;
  showErrors: (errors: FormErrors) => void;
  onRemove?: () => void;
  /** "Return" on the way back of a Return trip. */
  caption?: string;
  /** The user may offer this sector's spare seats (the owner side and admins, ADR 0016). */
  canShare?: boolean;
}

/** One sector: where from and to, when, who and what, an optional tech stop and the passenger list. */
export function SectorCard({ sector, index, errors, onChange, changeSector, showErrors, onRemove, caption, canShare }: SectorCardProps) {
  const error = (field: string) => errors[`routes.${index}.${field}`];
  const km = sectorDistanceKm(sector);
  const name = `Sector ${index + 1}`;

  return (
    <Card component="section" aria-label={name} padding="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="md">
              {name}
              {caption ? (
                <Text span c="dimmed" fw={500} fz="sm">
                  {' '}
                  ({caption})
                </Text>
              ) : null}
            </Title>
            {sector.from.name.trim() || sector.to.name.trim() ? (
              <Text size="sm" c="dimmed" truncate maw={420}>
                {legLabel(sector.from, sector.to)}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            {km != null ? (
              <Badge variant="light" color="sky" size="lg" tt="none" aria-label={`Distance ${km} km`}>
                {km.toLocaleString('en-AU')} km
              </Badge>
            ) : null}
            {onRemove ? (
              <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove sector ${index + 1}`}>
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Stack gap={6}>
            <PlacePicker label="From" required value={sector.from} onChange={(from) => onChange({ from })} error={error('from')} />
            <TextInput
              label="Pickup details"
              placeholder="Terminal, hangar or meeting point"
              value={sector.fromAirportDetail}
              onChange={(e) => onChange({ fromAirportDetail: e.currentTarget.value })}
              error={error('fromAirportDetail')}
              size="xs"
            />
          </Stack>
          <Stack gap={6}>
            <PlacePicker label="To" required value={sector.to} onChange={(to) => onChange({ to })} error={error('to')} />
            <TextInput
              label="Arrival details"
              placeholder="Terminal, hangar or who meets the flight"
              value={sector.toAirportDetail}
              onChange={(e) => onChange({ toAirportDetail: e.currentTarget.value })}
              error={error('toAirportDetail')}
              size="xs"
            />
          </Stack>
        </SimpleGrid>

        <DepartFields sector={sector} onChange={onChange} departError={error('departTime')} flightTimeError={error('flightTime')} />
        <PassengerFields sector={sector} onChange={onChange} error={error} />
        <TechStopFields sector={sector} onChange={onChange} error={error} />
        <GrowingTextarea
          label="Sector Notes"
          {...freeTextHint()}
          minRows={1}
          maxRows={4}
          value={sector.notes}
          onChange={(e) => onChange({ notes: e.currentTarget.value })}
          error={error('notes')}
        />
        <Divider />
        <ManifestEditor sector={sector} index={index} errors={errors} change={changeSector} showErrors={showErrors} />
        {canShare ? <SectorShareFields sector={sector} onChange={onChange} error={error} /> : null}
      </Stack>
    </Card>
  );
}
