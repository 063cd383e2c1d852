import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Input,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, MARGIN_MESSAGES, OWNERSHIPS_FOR, applyMargin, formatMoney, type MarginOwnerType } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { ApiError } from '../../../lib/api/api-error';
import { useSignedInUser } from '../../../lib/session/session-context';
import { fetchMarginDetails, marginDetailsKey, saveMarginDetails, type MarginDetails } from '../api/margins-api';
import {
  OWNER_LABELS,
  OWNERSHIP_LABELS,
  fromForm,
  newRow,
  rowErrorsFromServer,
  toForm,
  type MarginForm,
  type MarginRow,
  type RowErrors,
} from '../model/margin-details-form';

interface MarginDetailsEditorProps {
  ownerType: MarginOwnerType;
  ownerId: string;
  /** Shown in the heading: the client's, department's or staff member's name. */
  ownerName?: string;
}

/** The Margin tab of a client, department or staff member (admin only): which margin applies, and its ranges. */
export function MarginDetailsEditor(props: MarginDetailsEditorProps) {
  const session = useSignedInUser();
  const isAdmin = session.role === 'Admin';
  const details = useQuery({
    queryKey: marginDetailsKey(props.ownerType, props.ownerId),
    queryFn: () => fetchMarginDetails(props.ownerType, props.ownerId),
    enabled: isAdmin,
  });
  if (!isAdmin) {
    return (
      <Alert color="red" variant="light" role="alert">
        {MARGIN_MESSAGES.notAdmin}
      </Alert>
    );
  }
  if (details.isPending) {
    return (
      <Stack role="status" aria-label="Loading margin">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  if (details.isError) return <LoadError query={details} />;
  // Keyed by the saved details, so a save from elsewhere (or this one) starts the form afresh.
  return <EditorForm key={JSON.stringify(details.data)} {...props} saved={details.data} />;
}

function EditorForm({ ownerType, ownerId, ownerName, saved }: MarginDetailsEditorProps & { saved: MarginDetails }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [form, setForm] = useState<MarginForm>(() => toForm(saved));
  const [rowErrors, setRowErrors] = useState<RowErrors[]>([]);
  const [busy, setBusy] = useState(false);
  const [tryPrice, setTryPrice] = useState('10000');
  const own = form.marginOwnership === 'Self';

  const setRow = (key: string, change: Partial<MarginRow>) => {
    setForm((f) => ({ ...f, rows: f.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
    setRowErrors([]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = fromForm(form);
    if (!checked.ok) {
      setRowErrors(checked.rowErrors);
      return;
    }
    setBusy(true);
    try {
      const result = await saveMarginDetails(ownerType, ownerId, checked.details);
      if (result.success) {
        feedback.saved('Saving', result.messages);
        await queryClient.invalidateQueries({ queryKey: marginDetailsKey(ownerType, ownerId) });
      } else feedback.failed('Saving', result);
    } catch (err) {
      if (err instanceof ApiError && err.result?.errors) setRowErrors(rowErrorsFromServer(err.result.errors, form.rows.length));
      feedback.unexpected('Saving', err);
    } finally {
      setBusy(false);
    }
  }

  const preview = fromForm(form);
  const price = Number(tryPrice.replace(/[$,\s]/g, ''));
  const example = preview.ok && own && Number.isFinite(price) && price > 0 ? applyMargin(price, preview.details.marginItems) : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Margin details">
      <Stack gap="md">
        <Card withBorder padding="lg" radius="lg">
          <Title order={3} fz="md" mb="xs">
            Which margin applies{ownerName ? ` to ${ownerName}` : ''}
          </Title>
          <Radio.Group
            value={form.marginOwnership}
            onChange={(v) => setForm((f) => ({ ...f, marginOwnership: v as MarginForm['marginOwnership'] }))}
          >
            <Stack gap="xs">
              {OWNERSHIPS_FOR[ownerType].map((o) => (
                <Radio key={o} value={o} label={OWNERSHIP_LABELS[o]} />
              ))}
            </Stack>
          </Radio.Group>
          <Text fz="sm" c="dimmed" mt="sm">
            The margin is added to each operator&apos;s price on this {OWNER_LABELS[ownerType]}&apos;s charters when the bid is placed.
            Prices outside every range get the default 10%.
          </Text>
        </Card>
        {own ? (
          <Card withBorder padding="lg" radius="lg">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={3} fz="md">
                Margin ranges
              </Title>
              <SegmentedControl
                aria-label="Margin type for new ranges"
                size="xs"
                data={['Percentage', 'Fixed']}
                value={form.marginType}
                onChange={(v) => setForm((f) => ({ ...f, marginType: v as MarginForm['marginType'] }))}
              />
            </Group>
            <Stack gap="sm">
              {form.rows.length === 0 ? <Text c="dimmed">No ranges yet: every price gets the default 10%.</Text> : null}
              {form.rows.map((row, i) => (
                <Group key={row.key} align="flex-start" gap="sm" wrap="wrap" role="group" aria-label={`Range ${i + 1}`}>
                  <TextInput
                    label="From price ($)"
                    inputMode="decimal"
                    w={130}
                    value={row.minRange}
                    onChange={(e) => setRow(row.key, { minRange: e.currentTarget.value })}
                    error={rowErrors[i]?.minRange}
                  />
                  <TextInput
                    label="To price ($)"
                    inputMode="decimal"
                    w={130}
                    value={row.maxRange}
                    onChange={(e) => setRow(row.key, { maxRange: e.currentTarget.value })}
                    error={rowErrors[i]?.maxRange}
                  />
                  <Stack gap={4}>
                    <Input.Label component="span">Margin as</Input.Label>
                    <SegmentedControl
                      aria-label={`Range ${i + 1} margin as`}
                      data={[
                        { value: 'percent', label: '%' },
                        { value: 'fixed', label: '$' },
                      ]}
                      value={row.usePercent ? 'percent' : 'fixed'}
                      onChange={(v) => setRow(row.key, { usePercent: v === 'percent' })}
                    />
                  </Stack>
                  <TextInput
                    label={row.usePercent ? 'Margin (%)' : 'Margin ($)'}
                    inputMode="decimal"
                    w={120}
                    value={row.value}
                    onChange={(e) => setRow(row.key, { value: e.currentTarget.value })}
                    error={rowErrors[i]?.value}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    size="lg"
                    aria-label={`Remove range ${i + 1}`}
                    onClick={() => setForm((f) => ({ ...f, rows: f.rows.filter((r) => r.key !== row.key) }))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button variant="light" onClick={() => setForm((f) => ({ ...f, rows: [...f.rows, newRow(f)] }))}>
                  Add range
                </Button>
              </Group>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label="Try a price ($)"
                  inputMode="decimal"
                  w={160}
                  value={tryPrice}
                  onChange={(e) => setTryPrice(e.currentTarget.value)}
                />
                <Text fz="sm" pb={8} aria-live="polite">
                  {example
                    ? `The client sees ${formatMoney(DEFAULT_CURRENCY, example.withMargin)} (${example.marginType === 'Percentage' ? `${example.marginValue}%` : formatMoney(DEFAULT_CURRENCY, example.marginValue)} margin)`
                    : preview.ok
                      ? ''
                      : 'Complete the ranges to see the price.'}
                </Text>
              </Group>
            </Stack>
          </Card>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save Margin
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
