import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference, formatMoney, type ChangeCharterDto, type ChangeDecision } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatDeparture } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { changeKey, decideChange, fetchChange } from '../api/change-requests-api';
import { parseCost } from '../model/money';
import { freeTextHint } from '../../../components/ui/free-text-hint';

const ASKED_BY = { Client: 'the client', Supplier: 'the operator', Admin: 'an administrator' } as const;

function Sectors({ change }: { change: ChangeCharterDto }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label="Sectors before and after">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sector</Table.Th>
            <Table.Th>Departs (was)</Table.Th>
            <Table.Th>Departs (new)</Table.Th>
            <Table.Th>Passengers</Table.Th>
            <Table.Th>Aircraft</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {change.sectors.map((s) => {
            const moved = s.before.departTime !== s.after.departTime;
            return (
              <Table.Tr key={s.order}>
                <Table.Td>
                  {s.from} → {s.to}
                </Table.Td>
                <Table.Td>{formatDeparture(s.before.departTime, s.departTimeZone)}</Table.Td>
                <Table.Td fw={moved ? 700 : undefined} data-testid={`new-depart-${s.order}`}>
                  {formatDeparture(s.after.departTime, s.departTimeZone)}
                </Table.Td>
                <Table.Td>
                  {s.before.passengerNumber === s.after.passengerNumber
                    ? s.after.passengerNumber
                    : `${s.before.passengerNumber} → ${s.after.passengerNumber}`}
                </Table.Td>
                <Table.Td>
                  {s.before.aircraft === s.after.aircraft
                    ? s.after.aircraft || '—'
                    : `${s.before.aircraft || '—'} → ${s.after.aircraft || '—'}`}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The cost before and after, each figure only where this viewer may see it (the server leaves the others out). */
function Money({ change }: { change: ChangeCharterDto }) {
  const m = change.money;
  const rows = [
    { label: 'Operator cost', was: m.originalCost, now: m.changeToCost },
    { label: 'Cost with margin', was: m.originalCostWithMargin, now: m.changeToCostWithMargin },
  ].filter((r) => r.was !== null || r.now !== null);
  if (rows.length === 0) return null;
  // "—" where this viewer has no figure.
  const amount = (v: number | null) => (v === null ? '—' : formatMoney(m.currency, v));
  return (
    <Table withTableBorder aria-label="Cost" maw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.currency}</Table.Th>
          <Table.Th>Was</Table.Th>
          <Table.Th>New</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td>{amount(r.was)}</Table.Td>
            <Table.Td fw={700}>
              {r.now === null && change.clientInitiated && change.status === 'New' ? 'Given by the operator' : amount(r.now)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Decision({ change }: { change: ChangeCharterDto }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [cost, setCost] = useState('');
  const [busy, setBusy] = useState<ChangeDecision | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const p = change.permissions;
  if (!p.canAccept && !p.canDecline && !p.canWithdraw)
    return outcome ? <Alert color={outcome.ok ? 'green' : 'red'}>{outcome.lines.join(' ')}</Alert> : null;

  async function send(decision: ChangeDecision) {
    if (decision === 'Decline' && !reason.trim()) return setOutcome({ ok: false, lines: ['Please give a reason for declining.'] });
    const amount = decision === 'Accept' && p.costOnAccept ? parseCost(cost) : undefined;
    if (amount === null) return setOutcome({ ok: false, lines: ['Please give the new cost.'] });
    setBusy(decision);
    try {
      const result = await decideChange({ id: change.id, decision, reason: reason.trim() || undefined, cost: amount });
      setOutcome({ ok: result.success, lines: result.messages });
      if (result.success) await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterRequest') });
    } catch (err) {
      setOutcome({ ok: false, lines: [err instanceof Error ? err.message : String(err)] });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm" maw={520}>
      {outcome ? (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.lines.join(' ')}
        </Alert>
      ) : null}
      {p.costOnAccept ? (
        <TextInput
          label={`Your cost for the changed charter (${change.money.currency}, ex GST)`}
          value={cost}
          onChange={(e) => setCost(e.currentTarget.value)}
          inputMode="decimal"
        />
      ) : null}
      <Textarea
        label="Reason"
        {...freeTextHint('text', p.canDecline ? 'Needed to decline' : undefined)}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group gap="sm">
        {p.canAccept ? (
          <Button color="green" loading={busy === 'Accept'} disabled={!!busy} onClick={() => void send('Accept')}>
            Accept Change
          </Button>
        ) : null}
        {p.canDecline ? (
          <Button color="red" variant="light" loading={busy === 'Decline'} disabled={!!busy} onClick={() => void send('Decline')}>
            Decline Change
          </Button>
        ) : null}
        {p.canWithdraw ? (
          <Button variant="default" loading={busy === 'Withdraw'} disabled={!!busy} onClick={() => void send('Withdraw')}>
            Withdraw Change
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** {charter}/changeCharter/{changeCharterId}: a change, old against new, and the buttons of whoever decides it. */
export function ChangeCharterView({ id, hrefOf }: { id: string; hrefOf: (charterId: string) => string }) {
  const q = useQuery({ queryKey: changeKey(id), queryFn: () => fetchChange(id) });
  if (q.isPending) return <Skeleton h={240} aria-label="Loading change" />;
  if (q.isError) return <LoadError title="Error Loading" query={q} />;
  const change = q.data;
  return (
    <Card padding="lg" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3}>Change to {formatJobReference(change.charter.jobReference)}</Title>
            <Text c="dimmed" fz="sm">
              Asked by {ASKED_BY[change.initiatedBy]} on {formatDateTime(change.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color={change.supplierInitiated ? 'grape' : change.clientInitiated ? 'blue' : 'gray'}>
              {change.supplierInitiated ? 'Supplier initiated' : change.clientInitiated ? 'Client initiated' : 'Admin initiated'}
            </Badge>
            <StatusBadge status={change.status} />
          </Group>
        </Group>
        <Text>
          <Text span fw={600}>
            Reason:{' '}
          </Text>
          {change.reason}
        </Text>
        {change.decisionReason ? (
          <Text>
            <Text span fw={600}>
              {change.status} because:{' '}
            </Text>
            {change.decisionReason}
          </Text>
        ) : null}
        {change.changedCharter ? (
          <Alert color="green" variant="light">
            {formatJobReference(change.charter.jobReference)} is superseded by{' '}
            <Anchor component={Link} to={hrefOf(change.changedCharter.id)}>
              {formatJobReference(change.changedCharter.jobReference)}
            </Anchor>
          </Alert>
        ) : null}
        <Sectors change={change} />
        <Money change={change} />
        <Decision change={change} />
      </Stack>
    </Card>
  );
}
