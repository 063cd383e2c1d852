import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SHARE_COST_DEFAULT_EDITOR, shareFieldsSchema, type SectorShareDto } from '@charter/shared';
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
  totalWeightAvailable: s.share?.totalWeightAvailable ?? 50,
  // "default 500 in the editor" (supplier-and-admin section 3).
  costPerSeat: s.share?.costPerSeat ?? SHARE_COST_DEFAULT_EDITOR,
});

/**
 * The owner's (or an admin's) switch and fields for a sector's share, saved with Save through the
 * share calls, never by saving the charter again. The server checks the bounds and answers the
 * spec's messages per field; they show under the fields.
 */
export function SectorShareEditor({ sector, jobLabel }: { sector: SectorShareDto; jobLabel: string }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sector));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
    setMessages([]);
  };
  const taken = sector.share?.purchasedWeight ?? 0;
  const freeKg = (sector.freePayload ?? 0) - taken;
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(sector));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shareFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      const e: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (e[String(i.path[0])] ??= []).push(i.message);
      return setErrors(e);
    }
    setBusy(true);
    try {
      const done = await saveShare({ ...parsed.data, routeId: sector.routeId, shareId: sector.share?.id });
      if (!done.success) {
        setErrors(done.errors ?? {});
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
          description={`${sector.freeSeats ?? 0} free seats and ${Math.max(sector.freePayload ?? 0, 0).toLocaleString('en-AU')} kg free payload besides the passenger list`}
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          error={first('enabled')}
        />
        {draft.enabled ? (
          <ShareOfferInputs
            values={draft}
            onChange={set}
            errorOf={first}
            freeKg={freeKg}
            labels={{ seatsAvailable: 'Seats for sale', totalWeightAvailable: 'Payload for sale (kg)' }}
          />
        ) : null}
        {messages.length ? (
          <Alert color="red" variant="light" role="alert">
            {messages.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" size="sm" loading={busy} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
