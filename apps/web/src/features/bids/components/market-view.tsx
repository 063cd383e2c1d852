import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MarketViewDto } from '@charter/shared';
import { LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { useMarketView } from '../hooks/use-market-view';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** Counts as labelled bars, each with its number and share of the whole. */
function Bars({ label, items, color }: { label: string; items: { name: string; count: number }[]; color: string }) {
  const whole = items.reduce((n, i) => n + i.count, 0);
  return (
    <Stack gap={6} role="list" aria-label={label}>
      {items.map((i) => (
        <div key={i.name} role="listitem" aria-label={`${i.name}: ${i.count}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{i.name}</Text>
            <Text size="sm" c="dimmed">
              {i.count.toLocaleString('en-AU')}
            </Text>
          </Group>
          <Progress value={percent(i.count, whole)} color={color} size="sm" aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

/** The operator reads about itself; an admin looking at an operator reads about "the operator". */
const WORDS = {
  own: { bidOn: 'you bid on', ranked: 'Where your bids ranked', lost: 'Your lost bids against the winner', best: 'your best bid' },
  other: {
    bidOn: 'the operator bid on',
    ranked: 'Where the operator’s bids ranked',
    lost: 'The operator’s lost bids against the winner',
    best: 'its best bid',
  },
} as const;

function Figures({ view, words }: { view: MarketViewDto; words: (typeof WORDS)[keyof typeof WORDS] }) {
  const lostTotal = view.decided - view.won;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Card withBorder padding="md" aria-label="Win rate" component="section">
        <Text size="sm" fw={600}>
          Win rate
        </Text>
        <Text fz={32} fw={700} lh={1.2}>
          {view.winRate === null ? '—' : `${Math.round(view.winRate * 100)}%`}
        </Text>
        <Text size="sm" c="dimmed">
          {view.won.toLocaleString('en-AU')} won of {view.decided.toLocaleString('en-AU')} awarded charters {words.bidOn};{' '}
          {view.bidOn.toLocaleString('en-AU')} bid on in the last {view.months} months.
        </Text>
      </Card>
      <Card withBorder padding="md" component="section" aria-label={words.ranked}>
        <Text size="sm" fw={600} mb="xs">
          {words.ranked}
        </Text>
        <Bars label={words.ranked} color="blue" items={view.ranks.map((r) => ({ name: r.bucket, count: r.count }))} />
      </Card>
      <Card withBorder padding="md" component="section" aria-label={words.lost}>
        <Text size="sm" fw={600}>
          {words.lost}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          How far {words.best} was above the winning one, on {lostTotal.toLocaleString('en-AU')} charters awarded to another operator.
        </Text>
        <Bars label={words.lost} color="orange" items={view.lost.map((r) => ({ name: r.band, count: r.count }))} />
      </Card>
    </SimpleGrid>
  );
}

/**
 * The operator's view of the market above its past bids: its win rate, where its bids ranked and
 * how far its lost bids were from the winner, as counts and bands only (no other operator's name
 * or price ever reaches the page).
 */
export function MarketView({ supplierId, enabled }: { supplierId: string | null; enabled: boolean }) {
  const query = useMarketView(supplierId, enabled);
  if (!enabled) return null;
  const words = supplierId === null ? WORDS.own : WORDS.other;
  if (query.isPending)
    return <LoadingRows label={supplierId === null ? 'Loading your market view' : 'Loading the operator’s market view'} rows={1} />;
  if (query.isError) return <LoadError title="Error Loading" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.bidOn === 0) return null;
  return <Figures view={query.data} words={words} />;
}
