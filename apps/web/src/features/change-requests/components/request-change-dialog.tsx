import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { formatJobReference, type CharterDetailDto } from '@charter/shared';
import { LocalTimeInput } from '../../../components/ui/local-time-input';
import { departureAbbreviation, departureIso, departureParts, parseStrictDate } from '../../../lib/date-input';
import { formatDeparture } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { requestChange } from '../api/change-requests-api';
import { parseCost } from '../model/money';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface SectorDraft {
  order: number;
  label: string;
  zone: string;
  was: string;
  departDate: string;
  departTime: string;
  passengerNumber: number;
  aircraft: string;
}

interface RequestChangeDialogProps {
  charter: Pick<CharterDetailDto, 'id' | 'jobReference' | 'currency' | 'routes'>;
  /** Operators and admins give the new cost; the client side does not (the operator prices it on accepting). */
  asksCost: boolean;
  onClose: () => void;
  /** The change was asked: its id, to open it. */
  onDone: (changeId: string) => void;
}

/** Request Change on a confirmed charter: each sector's departure (local time), passengers and aircraft, a reason, and the cost. */
export function RequestChangeDialog({ charter, asksCost, onClose, onDone }: RequestChangeDialogProps) {
  const queryClient = useQueryClient();
  const [sectors, setSectors] = useState<SectorDraft[]>(() =>
    charter.routes.map((r) => ({
      order: r.order,
      label: `${r.from} → ${r.to}`,
      zone: r.departTimeZone,
      was: r.departTime,
      ...departureParts(r.departTime, r.departTimeZone),
      passengerNumber: r.passengerNumber,
      aircraft: r.aircraft,
    })),
  );
  const [reason, setReason] = useState('');
  const [cost, setCost] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const patch = (i: number, p: Partial<SectorDraft>) => setSectors((all) => all.map((s, j) => (j === i ? { ...s, ...p } : s)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = sectors.map((s) => ({
      order: s.order,
      departTime: departureIso(s.departDate, s.departTime, s.zone),
      passengerNumber: s.passengerNumber,
      aircraft: s.aircraft,
    }));
    const problems: string[] = [];
    if (body.some((s) => !s.departTime)) problems.push('Enter each departure as a date and a time (HH:mm).');
    const amount = asksCost ? parseCost(cost) : undefined;
    if (asksCost && amount === null) problems.push('Please give the new cost.');
    if (!reason.trim()) problems.push('Please say what the change is for.');
    if (problems.length) return setErrors(problems);
    setBusy(true);
    try {
      const result = await requestChange({ charterRequestId: charter.id, sectors: body, reason: reason.trim(), cost: amount ?? undefined });
      if (!result.success || !result.result) return setErrors(result.messages);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterRequest') });
      onDone(result.result.id);
    } catch (err) {
      setErrors([err instanceof Error ? err.message : String(err)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Request a change to ${formatJobReference(charter.jobReference)}`} size="xl">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            The other party accepts or declines the change. Until then the charter stays as it is.
          </Text>
          {sectors.map((s, i) => (
            <Card key={s.order} withBorder padding="sm">
              <Stack gap="xs">
                <Text fw={600}>
                  {s.label}{' '}
                  <Text span c="dimmed" fz="sm">
                    (now departs {formatDeparture(s.was, s.zone)})
                  </Text>
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                  <DateInput
                    label="Depart Date"
                    required
                    valueFormat="DD/MM/YYYY"
                    dateParser={parseStrictDate}
                    value={s.departDate || null}
                    onChange={(v) => patch(i, { departDate: v ?? '' })}
                    popoverProps={{ withinPortal: true }}
                  />
                  <LocalTimeInput
                    label="Depart Time"
                    value={s.departTime}
                    onChange={(departTime) => patch(i, { departTime })}
                    abbreviation={departureAbbreviation(s.departDate, s.departTime, s.zone)}
                  />
                  <NumberInput
                    label="Passengers"
                    min={1}
                    max={999}
                    allowDecimal={false}
                    value={s.passengerNumber}
                    onChange={(v) => patch(i, { passengerNumber: Number(v) || 1 })}
                  />
                  <TextInput
                    label="Aircraft"
                    {...freeTextHintWhenNeeded(s.aircraft)}
                    value={s.aircraft}
                    maxLength={500}
                    onChange={(e) => patch(i, { aircraft: e.currentTarget.value })}
                  />
                </SimpleGrid>
              </Stack>
            </Card>
          ))}
          {asksCost ? (
            <TextInput
              label={`New cost (${charter.currency}, ex GST)`}
              required
              inputMode="decimal"
              value={cost}
              onChange={(e) => setCost(e.currentTarget.value)}
              maw={280}
            />
          ) : null}
          <Textarea
            label="Reason for the change"
            {...freeTextHint()}
            required
            value={reason}
            maxLength={1000}
            autosize
            minRows={2}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {errors.length ? (
            <Alert color="red" role="alert">
              {errors.join(' ')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Request Change
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
