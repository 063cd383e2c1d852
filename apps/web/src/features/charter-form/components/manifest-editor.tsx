import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { CHARTER_MESSAGES, countOf } from '@charter/shared';
import { PayloadRemaining } from '../../../components/ui/payload-remaining';
import { fieldLabel } from '../../../lib/save-feedback';
import type { FormErrors, PassengerRow, SectorForm } from '../model/form-types';
import {
  addDraftRow,
  commitDraft,
  discardDraft,
  draftErrors,
  hasUnsavedRows,
  openManifest,
  removeDraftRow,
  totalWeight,
  updateDraftRow,
  weightOf,
  type PassengerField,
} from '../model/manifest';
import { formLoad } from '../model/sector-load';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PassengerRowEditor } from '../../../components/ui/passenger-row';

interface ManifestEditorProps {
  sector: SectorForm;
  index: number;
  errors: FormErrors;
  change: (change: (s: SectorForm) => SectorForm, clearPaths?: string[]) => void;
  showErrors: (errors: FormErrors) => void;
}

/** "86 kg + 15 kg bags + 20 kg cargo" */
function rowWeights(r: PassengerRow): string {
  const parts = [`${weightOf(r.passengerWeight)} kg`];
  if (weightOf(r.freightWeight) > 0) parts.push(`${weightOf(r.freightWeight)} kg bags`);
  if (weightOf(r.cargoWeight) > 0) parts.push(`${weightOf(r.cargoWeight)} kg cargo`);
  return parts.join(' + ');
}

/** A sector's passenger list: a summary, or the rows being edited with Done and Discard. */
export function ManifestEditor({ sector, index, errors, change, showErrors }: ManifestEditorProps) {
  const [confirming, setConfirming] = useState(false);
  const base = `routes.${index}.manifest`;
  const draft = sector.manifestDraft;
  const rows = draft ?? sector.manifest;
  const weight = totalWeight(rows);
  const summary = `${countOf(rows.length, 'passenger')} · ${weight.toLocaleString('en-AU')} kg`;
  const rowErrors = Object.entries(errors).filter(([k]) => k.startsWith(`${base}.`));

  function done() {
    const problems = draftErrors(sector, index);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    change(commitDraft, [base, `routes.${index}.passengerNumber`]);
  }

  function close() {
    if (hasUnsavedRows(sector)) setConfirming(true);
    else change(discardDraft, [base]);
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={3} fz="sm">
            Passenger list
          </Title>
          <Badge variant="light" color="gray" size="sm" tt="none">
            {summary}
          </Badge>
          <PayloadRemaining load={formLoad(sector)} />
        </Group>
        {draft ? null : (
          <Button size="xs" variant="light" onClick={() => change(openManifest)}>
            {sector.manifest.length > 0 ? 'Edit passengers' : 'Add passengers'}
          </Button>
        )}
      </Group>

      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {CHARTER_MESSAGES.noPassengers}
        </Text>
      ) : null}

      {draft ? (
        <Stack gap="xs">
          {draft.map((row, j) => (
            <PassengerRowEditor
              key={row.key}
              row={row}
              number={j + 1}
              onChange={(field: PassengerField, value) =>
                change((s) => updateDraftRow(s, row.key, field, value), [`${base}.${j}.${field}`])
              }
              // Row numbers after it move up, so their messages would point at the wrong rows.
              onRemove={() => change((s) => removeDraftRow(s, row.key), [base])}
              error={(field) => errors[`${base}.${j}.${field}`]}
            />
          ))}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button size="xs" variant="default" onClick={() => change(addDraftRow)}>
              Add passenger
            </Button>
            <Group gap="xs">
              <Button size="xs" variant="subtle" color="gray" onClick={close}>
                Discard
              </Button>
              <Button size="xs" onClick={done}>
                Done
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : rows.length > 0 ? (
        <List size="sm" spacing={2} listStyleType="none">
          {rows.map((r) => (
            <List.Item key={r.key}>
              {r.passengerName}
              <Text span size="xs" c="dimmed">
                {' '}
                · {rowWeights(r)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}

      {!draft && rowErrors.length > 0 ? (
        <Alert color="red" variant="light" py="xs" role="alert">
          {rowErrors.map(([k, m]) => (
            <Text size="sm" key={k}>
              Passenger {Number(k.split('.')[3]) + 1} {fieldLabel(k).toLowerCase()}: {m}
            </Text>
          ))}
        </Alert>
      ) : null}

      <ConfirmDialog
        opened={confirming}
        title="Discard passenger changes?"
        message="The passengers you added or changed on this sector have not been kept yet. Discard them?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          change(discardDraft, [base]);
        }}
      />
    </Stack>
  );
}
