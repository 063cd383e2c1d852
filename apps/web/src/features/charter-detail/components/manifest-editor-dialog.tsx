import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CHARTER_MESSAGES, formatJobReference, manifestDueText, sectorLoad, type ApiResult, countOf } from '@charter/shared';
import { PayloadRemaining } from '../../../components/ui/payload-remaining';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { charterKey, updateManifest, type CharterDetail } from '../api/charter-detail-api';
import {
  draftErrors,
  draftOf,
  isDirty,
  manifestBody,
  newPassenger,
  rowsOf,
  setSame,
  updateRows,
  type DraftManifest,
  type DraftPassenger,
} from '../model/manifest-draft';
import { PassengerRowEditor } from '../../../components/ui/passenger-row';

const kg = (v: number | string) => (Number.isFinite(Number(v)) ? Number(v) : 0);
const weightOf = (rows: DraftPassenger[]) => rows.reduce((s, r) => s + kg(r.passengerWeight) + kg(r.freightWeight) + kg(r.cargoWeight), 0);

/** The server's field errors (routes.0.manifest.1.passengerName: [..]) as one message per path. */
const firstMessages = (result: ApiResult) =>
  Object.fromEntries(Object.entries(result.errors ?? {}).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));

/**
 * The passenger editor of a saved charter (supplier-and-admin section 2, "manifest editor"): each
 * sector's list, or one list for every sector when they are identical, saved with updateManifest.
 * Closing with changes asks first; the due time is shown.
 */
export function ManifestEditorDialog({ charter, onClose }: { charter: CharterDetail; onClose: () => void }) {
  const [initial] = useState<DraftManifest>(() => draftOf(charter.routes));
  const [draft, setDraft] = useState<DraftManifest>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const routes = charter.routes;
  const shown = draft.same ? [0] : routes.map((_, i) => i);

  function change(next: DraftManifest, clear?: string) {
    setDraft(next);
    if (clear) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(clear))));
  }

  function close() {
    if (isDirty(initial, draft)) setConfirming(true);
    else onClose();
  }

  async function save() {
    const problems = draftErrors(draft);
    setErrors(problems);
    setMessages([]);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const result = await updateManifest(
        manifestBody(
          charter.id,
          routes.map((r) => r.id),
          draft,
        ),
      );
      if (!result.success) {
        setErrors(firstMessages(result));
        setMessages(result.messages);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: charterKey(charter.id) });
      feedback.saved('Saving', result.messages);
      onClose();
    } catch (err) {
      feedback.unexpected('Saving', err);
    } finally {
      setSaving(false);
    }
  }

  // The question replaces the editor inside the same dialog (two stacked modals fight over focus);
  // the rows stay in state, so "Keep editing" comes back to them.
  if (confirming) {
    return (
      <Modal opened onClose={() => setConfirming(false)} title="Discard passenger changes?" centered size="sm">
        <Stack gap="md">
          <Text size="sm">The passengers you added or changed have not been saved. Discard them?</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Keep editing
            </Button>
            <Button color="red" onClick={onClose}>
              Discard changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title={`Passengers of ${formatJobReference(charter.jobReference)}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close the passenger editor' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {manifestDueText(charter.departTime, charter.departTimeZone)}. Manifest to be completed at least 24 hours before the first flight.
        </Text>
        {routes.length > 1 ? (
          <Checkbox
            label="Same passengers on every sector"
            checked={draft.same}
            onChange={(e) => change(setSame(draft, e.currentTarget.checked), 'routes.')}
          />
        ) : null}
        {messages.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messages.map((m) => (
              <Text size="sm" key={m}>
                {m}
              </Text>
            ))}
          </Alert>
        ) : null}
        {shown.map((i) => {
          const rows = rowsOf(draft, i);
          const route = routes[i]!;
          const base = `routes.${i}.manifest`;
          const caption = draft.same ? 'Every sector' : `Sector ${i + 1}: ${route.from} → ${route.to}`;
          return (
            <Stack key={route.id} gap="xs" role="region" aria-label={caption}>
              <Group gap="xs" wrap="wrap">
                <Title order={3} fz="sm">
                  {caption}
                </Title>
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {countOf(rows.length, 'passenger')} · {weightOf(rows).toLocaleString('en-AU')} kg
                </Badge>
                {/* The sector's figure as the manifest shows it, with the list as typed (a locked list never opens here). */}
                {route.load ? <PayloadRemaining load={sectorLoad({ ...route.load, listWeight: weightOf(rows) })} /> : null}
              </Group>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {CHARTER_MESSAGES.noPassengers}
                </Text>
              ) : null}
              {rows.map((row, j) => (
                <PassengerRowEditor
                  key={row.key}
                  row={row}
                  number={j + 1}
                  onChange={(field, value) =>
                    change(
                      updateRows(draft, i, (list) => list.map((r) => (r.key === row.key ? { ...r, [field]: value } : r))),
                      `${base}.${j}.${field}`,
                    )
                  }
                  // Rows after it move up, so their messages would point at the wrong rows.
                  onRemove={() =>
                    change(
                      updateRows(draft, i, (list) => list.filter((r) => r.key !== row.key)),
                      base,
                    )
                  }
                  error={(field) => errors[`${base}.${j}.${field}`]}
                />
              ))}
              <Group>
                <Button size="xs" variant="default" onClick={() => change(updateRows(draft, i, (list) => [...list, newPassenger()]))}>
                  Add passenger
                </Button>
              </Group>
            </Stack>
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save passengers
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
