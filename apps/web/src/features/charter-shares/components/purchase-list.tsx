import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, type SharePurchaseDto } from '@charter/shared';
import { EmailText } from '../../../components/ui/email-text';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDateTime } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { decidePurchase } from '../api/charter-shares-api';

/** Red for the actions that undo a purchase. */
const tone = (action: string) => (action === 'Decline' || action === 'Cancel' ? 'red' : 'sky');

/** One purchase's workflow buttons, as the server offers them to this viewer. */
function PurchaseActions({ purchase, jobLabel }: { purchase: SharePurchaseDto; jobLabel: string }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  if (purchase.actions.length === 0) return null;
  async function run(action: string) {
    setBusy(action);
    try {
      const done = await decidePurchase({ id: purchase.id, action, currentStatus: purchase.status });
      if (!done.success) feedback.failed(`${action} - ${jobLabel}`, done);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterShare') });
      await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterRequest') });
    } catch (err) {
      feedback.unexpected(`${action} - ${jobLabel}`, err);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group gap="xs">
      {purchase.actions.map((a) => (
        <Button
          key={a.actionName}
          size="xs"
          variant={tone(a.actionName) === 'red' ? 'light' : 'filled'}
          color={tone(a.actionName)}
          loading={busy === a.actionName}
          disabled={busy !== null && busy !== a.actionName}
          onClick={() => void run(a.actionName)}
          aria-label={`${a.actionName} the seat of ${purchase.passengerName}`}
        >
          {a.actionName}
        </Button>
      ))}
    </Group>
  );
}

/** A label over a value, for the purchase cards. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * Seats bought on a sector, one card per seat (they read the same at 768 px and on a desktop):
 * the passenger, what the viewer may know of the buyer and price, the status and its actions.
 */
export function PurchaseList({
  purchases,
  jobLabel,
  highlight,
}: {
  purchases: SharePurchaseDto[];
  jobLabel: string;
  /** A purchase opened by its own address, framed. */
  highlight?: string | null;
}) {
  return (
    <Stack gap="xs">
      {purchases.map((p) => (
        <Paper
          key={p.id}
          withBorder
          p="sm"
          radius="md"
          role="group"
          aria-label={`Seat of ${p.passengerName}`}
          style={p.id === highlight ? { borderColor: 'var(--mantine-color-sky-6)', borderWidth: 2 } : undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{p.passengerName}</Text>
                <StatusBadge status={p.status} />
                {p.mine ? (
                  <Text fz="xs" c="dimmed">
                    (yours)
                  </Text>
                ) : null}
              </Group>
              <Text fz="xs" c="dimmed">
                Bought {formatDateTime(p.createdAt)}
              </Text>
            </Stack>
            <PurchaseActions purchase={p} jobLabel={jobLabel} />
          </Group>
          {/* Two columns up to 992 px, so a long e-mail address has room beside its neighbour. */}
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" mt="xs">
            {p.buyerName ? <Fact label="Buyer">{p.buyerName}</Fact> : null}
            {p.contactNumber !== null ? <Fact label="Contact">{p.contactNumber || '—'}</Fact> : null}
            {p.emailAddress !== null ? (
              <Fact label="E-mail">{p.emailAddress ? <EmailText email={p.emailAddress} fz="sm" /> : '—'}</Fact>
            ) : null}
            <Fact label="Weight (kg)">{`${p.passengerWeight} + ${p.freightWeight} bags${p.cargoWeight ? ` + ${p.cargoWeight} cargo` : ''}`}</Fact>
            {p.costPerSeat !== null ? <Fact label="Cost per seat">{formatMoney(p.currency, p.costPerSeat)}</Fact> : null}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
