import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MARGIN_MESSAGES, formatJobReference, formatMoney, updatedMarginMessage } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { useSignedInUser } from '../../../lib/session/session-context';
import { awardedBidsKey, fetchCharterBids, updateMargin } from '../api/margins-api';
import { checkNewMargin, currentMargin, priceWithMargin, type MarginType } from '../model/margin-update';

interface MarginUpdateDialogProps {
  charter: { id: string; jobReference: number; status: string };
  /** Dismissing goes back to where the admin came from. */
  onClose: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/** Update Margin (admin, Confirmed charters): a new margin on the awarded bid's price. */
export function MarginUpdateDialog({ charter, onClose }: MarginUpdateDialogProps) {
  const session = useSignedInUser();
  const isAdmin = session.role === 'Admin';
  const queryClient = useQueryClient();
  const bids = useQuery({ queryKey: awardedBidsKey(charter.id), queryFn: () => fetchCharterBids(charter.id), enabled: isAdmin });
  const [type, setType] = useState<MarginType>('Percentage');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const ref = formatJobReference(charter.jobReference);

  const awarded = bids.data?.find((b) => b.status === 'Confirmed') ?? bids.data?.find((b) => b.status === 'Accepted');
  const price = awarded?.price ?? null;
  const withMargin = awarded?.withMargin ?? null;
  const oldMargin = price !== null && withMargin !== null ? currentMargin(price, withMargin, type) : 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!awarded || price === null || awarded.bidderId === null) return;
    const checked = checkNewMargin(text, type, oldMargin, price);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setText(String(checked.value));
    setBusy(true);
    try {
      const result = await updateMargin({
        jobReference: charter.jobReference,
        newMargin: checked.value,
        oldMargin,
        id: charter.id,
        bidHistoryId: awarded.id,
        bidderId: awarded.bidderId,
        marginType: type,
      });
      void queryClient.invalidateQueries({ queryKey: entityKeys.item('CharterRequest', charter.id) });
      setOutcome(
        result.success
          ? { ok: true, lines: [updatedMarginMessage(charter.jobReference)] }
          : { ok: false, lines: [MARGIN_MESSAGES.failed, ...result.messages] },
      );
    } catch (err) {
      setOutcome({ ok: false, lines: [MARGIN_MESSAGES.failed, err instanceof Error ? err.message : String(err)] });
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!isAdmin) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {MARGIN_MESSAGES.notAdmin}
      </Alert>
    );
  } else if (outcome) {
    body = (
      <Alert color={outcome.ok ? 'teal' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
        {outcome.lines.map((l) => (
          <Text key={l}>{l}</Text>
        ))}
      </Alert>
    );
  } else if (bids.isPending) {
    body = <Skeleton h={120} />;
  } else if (bids.isError) {
    body = <LoadError title="Error Loading" query={bids} />;
  } else if (charter.status !== 'Confirmed' || !awarded || price === null || withMargin === null) {
    body = <Text>{MARGIN_MESSAGES.onlyConfirmed}</Text>;
  } else {
    const preview = checkNewMargin(text, type, Number.NaN, price);
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="sm">
            <Figure label="Price" value={formatMoney(awarded.currency, price)} />
            <Figure label="Current margin" value={type === 'Percentage' ? `${oldMargin}%` : formatMoney(awarded.currency, oldMargin)} />
            <Figure label="With margin" value={formatMoney(awarded.currency, withMargin)} />
          </SimpleGrid>
          <SegmentedControl
            aria-label="Margin type"
            data={['Percentage', 'Fixed']}
            value={type}
            onChange={(v) => {
              setType(v as MarginType);
              setError(null);
            }}
          />
          <TextInput
            label="New Margin"
            description={type === 'Percentage' ? 'Whole percent, 0 to 100' : `Whole dollars, 0 to ${Math.floor(price)}`}
            inputMode="numeric"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          {preview.ok ? (
            <Text fz="sm" c="dimmed">
              New price with margin: {formatMoney(awarded.currency, priceWithMargin(price, preview.value, type))}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button type="submit" loading={busy}>
              Update Margin
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Modal opened onClose={onClose} title={`Update Margin for ${ref}`} centered>
      <Stack gap="md">
        {body}
        {outcome || !isAdmin ? (
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              OK
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
