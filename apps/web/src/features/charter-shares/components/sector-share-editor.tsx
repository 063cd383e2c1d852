import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  SHARE_COST_DEFAULT_EDITOR,
  SHARE_MESSAGES,
  SHARE_MIN_WEIGHT,
  formatKg,
  sectorLoad,
  shareFieldsSchema,
  shareOfferSchema,
  type SectorShareDto,
  countOf,
} from '@charter/shared';
import { freePayloadText } from '../../../components/ui/payload-lines';
import { ShareOfferInputs } from '../../../components/ui/share-offer-inputs';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { saveShare } from '../api/charter-shares-api';

interface Draft {
  enabled: boolean;
  seatsAvailable: number | string;
  totalWeightAvailable: number | string;
  costPerSeat: number | string;
}

const draftOf = (s: SectorShareDto): Draft => ({
  enabled: s.share?.enabled ?? false,
  seatsAvailable: s.share?.seatsAvailable ?? 1,
  totalWeightAvailable: s.share?.totalWeightAvailable ?? SHARE_MIN_WEIGHT,
  // "default 500 in the editor" (supplier-and-admin section 3).
  costPerSeat: s.share?.costPerSeat ?? SHARE_COST_DEFAULT_EDITOR,
});

const seats = (n: number) => countOf(n, 'free seat');
const bought = (n: number) => countOf(n, 'seat');

/** The draft's problems by field, as the server would answer them (the shared schema, the same messages). */
function problemsOf(sector: SectorShareDto, draft: Draft): Record<string, string[]> {
  const taken = { seats: sector.share?.purchasedSeats ?? 0, weight: sector.share?.purchasedWeight ?? 0 };
  const schema = sector.capacity ? shareOfferSchema(sector.capacity, taken) : shareFieldsSchema;
  const parsed = schema.safeParse(draft);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const i of parsed.error.issues) (errors[String(i.path[0])] ??= []).push(i.message);
  return errors;
}

/**
 * The owner's (or an admin's) switch and fields for a sector's share, saved with Save through the
 * share calls, never by saving the charter again. What is typed is checked at once against the
 * sector's free seats and payload with the schema the server uses, so its messages show under the
 * fields before saving; the payload remaining follows the figures typed. Once a seat is bought the
 * switch stays on and says why.
 */
export function SectorShareEditor({ sector, jobLabel }: { sector: SectorShareDto; jobLabel: string }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sector));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
    setMessages([]);
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(sector));
  const problems = changed ? problemsOf(sector, draft) : {};
  const errors = { ...problems, ...serverErrors };
  const sold = (sector.share?.purchasedSeats ?? 0) > 0;
  const forSale = Number(draft.totalWeightAvailable);
  const load = sector.load ? sectorLoad({ ...sector.load, forSaleWeight: draft.enabled && Number.isFinite(forSale) ? forSale : 0 }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    const parsed = shareFieldsSchema.safeParse(draft);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const done = await saveShare({ ...parsed.data, routeId: sector.routeId, shareId: sector.share?.id });
      if (!done.success) {
        setServerErrors(done.errors ?? {});
        setMessages(done.errors && Object.keys(done.errors).length ? [] : done.messages);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterShare') });
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterRequest') });
    } catch (err) {
      feedback.unexpected(`Share - ${jobLabel}`, err);
    } finally {
      setBusy(false);
    }
  }

  const first = (field: string) => errors[field]?.[0];
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`Share seats, ${sector.from} → ${sector.to}`} noValidate>
      <Stack gap="xs">
        <Switch
          label="Share seats"
          description={sold ? SHARE_MESSAGES.cannotSwitchOff : undefined}
          checked={draft.enabled}
          disabled={sold && draft.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          error={first('enabled')}
        />
        {load ? (
          <Text fz="xs" c="dimmed">
            {seats(sector.freeSeats ?? 0)} and {freePayloadText(load)}
            {sold ? `; ${bought(sector.share!.purchasedSeats)} and ${formatKg(load.boughtWeight)} of them bought` : ''}.
          </Text>
        ) : null}
        {draft.enabled && load ? (
          <ShareOfferInputs
            values={draft}
            onChange={set}
            errorOf={first}
            load={load}
            labels={{ seatsAvailable: 'Seats for sale', totalWeightAvailable: 'Payload for sale (kg)' }}
          />
        ) : null}
        {messages.length ? (
          <Alert color="red" variant="light" role="alert">
            {messages.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" size="sm" loading={busy} disabled={!changed || Object.keys(problems).length > 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
