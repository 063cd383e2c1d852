import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SEAT_PASSENGER_WEIGHTS, formatMoney, newSharePurchaseSchema, type SectorShareDto, countOf } from '@charter/shared';
import { PassengerRowEditor, type PassengerField, type PassengerValues } from '../../../components/ui/passenger-row';
import { formatDeparture } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { buySeats } from '../api/charter-shares-api';

// A seat's passenger starts at the spec's default passenger weight (85 kg) with 15 kg of bags; the
// 86 kg of new rows belongs to the passenger editor alone ("86 on new rows in one view").
const newRow = (): PassengerValues => ({ passengerName: '', contactNumber: '', emailAddress: '', ...SEAT_PASSENGER_WEIGHTS });

interface Props {
  sector: SectorShareDto;
  jobLabel: string;
  onClose: () => void;
  onBought: (purchaseIds: string[]) => void;
}

/**
 * "Buy Seats": one passenger per seat (the passenger editor's row), checked with the shared schema
 * and its spec messages, bought in one call. If others bought the seats first the server says how
 * many are left, and nothing is bought.
 */
export function BuySeatsDialog({ sector, jobLabel, onClose, onBought }: Props) {
  const queryClient = useQueryClient();
  const left = sector.share?.seatsAvailable ?? 0;
  const [rows, setRows] = useState<PassengerValues[]>([newRow()]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const cost = sector.share?.costPerSeat ?? 0;
  const currency = sector.share?.currency ?? 'AUD';

  const setCount = (n: number) => {
    const count = Math.max(1, Math.min(left, Math.floor(n) || 1));
    setRows((r) => (count > r.length ? [...r, ...Array.from({ length: count - r.length }, newRow)] : r.slice(0, count)));
  };
  const change = (i: number, field: PassengerField, value: string | number) => {
    setRows((r) => r.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
    setErrors((e) => {
      const next = { ...e };
      delete next[`passengers.${i}.${field}`];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessages([]);
    const body = { shareId: sector.share!.id, passengers: rows };
    const parsed = newSharePurchaseSchema.safeParse(body);
    if (!parsed.success) {
      const e: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (e[i.path.map(String).join('.')] ??= []).push(i.message);
      return setErrors(e);
    }
    setBusy(true);
    try {
      const done = await buySeats(parsed.data);
      if (!done.success || !done.result) {
        setErrors(done.errors ?? {});
        setMessages(done.messages);
        await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterShare') });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterShare') });
      onBought(done.result.ids);
    } catch (err) {
      setMessages([err instanceof Error ? err.message : String(err)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Buy Seats" size="xl" centered>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Buy Seats">
        <Stack gap="md">
          <Text fz="sm">
            {jobLabel}: {sector.from} → {sector.to}, departs {formatDeparture(sector.departTime, sector.departTimeZone)}.{' '}
            {formatMoney(currency, cost)} a seat.
          </Text>
          <Group align="flex-end" gap="md" wrap="wrap">
            <NumberInput
              label="Seats"
              description={`${left} left`}
              w={160}
              min={1}
              max={left}
              allowDecimal={false}
              allowNegative={false}
              value={rows.length}
              onChange={(v) => setCount(Number(v))}
            />
            <Text fz="sm" fw={600} pb={6}>
              Total {formatMoney(currency, cost * rows.length)}
            </Text>
          </Group>
          {rows.map((row, i) => (
            <PassengerRowEditor
              key={i}
              row={row}
              number={i + 1}
              onChange={(field, value) => change(i, field, value)}
              onRemove={() => rows.length > 1 && setRows((r) => r.filter((_, j) => j !== i))}
              error={(field) => errors[`passengers.${i}.${field}`]?.[0]}
            />
          ))}
          {messages.length ? (
            <Alert color="red" variant="light" role="alert" title="Sorry">
              {messages.join(' ')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              Buy {countOf(rows.length, 'seat')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
