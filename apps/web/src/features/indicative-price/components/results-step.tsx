import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatMinutes, formatMoney, type IndicativePriceResult, countOf } from '@charter/shared';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { returnNote, tripLabel } from '../model/wizard-form';

type Estimate = IndicativePriceResult['estimates'][number];

interface Props {
  result: IndicativePriceResult;
  onStartAgain: () => void;
  onClose: () => void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const km = (n: number) => `${n.toLocaleString('en-AU')} km`;
const flightTime = (e: Estimate) =>
  e.legMinutes ? `${formatMinutes(e.legMinutes.fastest)} – ${formatMinutes(e.legMinutes.slowest)}` : '—';
const price = (e: Estimate, currency: string) =>
  e.price ? `${formatMoney(currency, e.price.min)} – ${formatMoney(currency, e.price.max)}` : null;
/** What awarded charters of the category say (ADR 0044): 10th to 90th percentile, or nothing when too few. */
const learned = (e: Estimate, currency: string) =>
  e.learned && e.learned.basis !== 'formula' ? `${formatMoney(currency, e.learned.low)} – ${formatMoney(currency, e.learned.high)}` : null;

/** The awarded charters' range and what it is based on; "too few" when the formula is all there is. */
function Learned({ e, currency }: { e: Estimate; currency: string }) {
  const range = learned(e, currency);
  return (
    <>
      {range ? (
        <Text span inherit fw={700} display="block" style={NOWRAP}>
          {range}
        </Text>
      ) : null}
      <Text span size="xs" c="dimmed" display="block">
        {range
          ? `${e.learned!.text} (median ${formatMoney(currency, e.learned!.median)})`
          : 'Too few awarded charters of this category to learn from'}
      </Text>
    </>
  );
}
const tooFarText = (e: Estimate) => `Too far: beyond ${km(e.rangeKm.max)} of flying a day`;
const seats = (e: Estimate) => `${e.minPassenger}–${e.maxPassenger}`;

/** Fewer seats than the passengers asked for: still priced, but said. */
function SeatsNote({ e, passengers }: { e: Estimate; passengers: number }) {
  if (passengers <= e.maxPassenger) return null;
  return (
    <Text span size="xs" c="orange.9" fw={600} display="block">
      Seats fewer than {passengers}
    </Text>
  );
}

/** Step 3: the estimate per aircraft category; a category that cannot fly the trip in a day is red, with no estimate. */
export function ResultsStep({ result, onStartAgain, onClose }: Props) {
  const isMobile = useIsMobile();
  const perLeg = result.legs > 1 ? ' each way' : '';
  const note = returnNote(result.returnType);
  return (
    <Stack gap="md" mt="md">
      <div>
        <Text fw={700} fz="lg">
          {result.from.name} → {result.to.name}
        </Text>
        <Text size="sm" c="dimmed">
          {km(result.distanceKm)} · {tripLabel(result.tripType, result.returnType)} · {countOf(result.passengers, 'passenger')}
        </Text>
      </div>
      {note ? (
        <Alert color="sky" variant="light" title="What a return adds">
          <Text size="sm">The estimate counts two legs ({km(result.distanceKm * 2)} of flying).</Text>
          <Text size="sm">{note}</Text>
        </Alert>
      ) : null}
      {isMobile ? (
        <Stack gap="xs" role="list" aria-label="Estimates">
          {result.estimates.map((e) => (
            <Card
              key={e.category}
              withBorder
              padding="sm"
              role="listitem"
              aria-label={e.category}
              bg={e.tooFar ? 'red.0' : undefined}
              style={e.tooFar ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
              data-too-far={e.tooFar || undefined}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} c={e.tooFar ? 'red.8' : undefined}>
                  {e.category}
                </Text>
                {e.preferred ? <Badge variant="light">Your preference</Badge> : null}
              </Group>
              <Text size="xs" c="dimmed">
                {seats(e)} passengers · range {km(e.rangeKm.min)} – {km(e.rangeKm.max)} a day
              </Text>
              <SeatsNote e={e} passengers={result.passengers} />
              {e.tooFar ? (
                <Text size="sm" c="red.8" fw={600} mt={4}>
                  {tooFarText(e)}
                </Text>
              ) : (
                <>
                  <Text size="sm" mt={4}>
                    Flight time{perLeg}: {flightTime(e)}
                  </Text>
                  <Text size="sm" fw={700}>
                    {price(e, result.currency)}
                  </Text>
                  <Text size="sm" mt={4} component="div">
                    From awarded charters: <Learned e={e} currency={result.currency} />
                  </Text>
                </>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={980}>
            <Table verticalSpacing="xs" aria-label="Estimates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Aircraft</Table.Th>
                  <Table.Th>Passengers</Table.Th>
                  <Table.Th>Range a day</Table.Th>
                  <Table.Th>Flight time{perLeg}</Table.Th>
                  <Table.Th>Estimate</Table.Th>
                  <Table.Th>From awarded charters (with margin)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.estimates.map((e) => (
                  <Table.Tr
                    key={e.category}
                    bg={e.tooFar ? 'red.0' : e.preferred ? 'sky.0' : undefined}
                    c={e.tooFar ? 'red.8' : undefined}
                    data-too-far={e.tooFar || undefined}
                  >
                    <Table.Td fw={600}>
                      {e.category}
                      {e.preferred ? (
                        <Badge ml="xs" size="sm" variant="light">
                          Your preference
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {seats(e)}
                      <SeatsNote e={e} passengers={result.passengers} />
                    </Table.Td>
                    <Table.Td style={NOWRAP}>
                      {km(e.rangeKm.min)} – {km(e.rangeKm.max)}
                    </Table.Td>
                    {e.tooFar ? (
                      <Table.Td colSpan={3} fw={600}>
                        {tooFarText(e)}
                      </Table.Td>
                    ) : (
                      <>
                        <Table.Td style={NOWRAP}>{flightTime(e)}</Table.Td>
                        <Table.Td fw={700} style={NOWRAP}>
                          {price(e, result.currency)}
                        </Table.Td>
                        <Table.Td maw={280}>
                          <Learned e={e} currency={result.currency} />
                        </Table.Td>
                      </>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Text size="xs" c="dimmed">
        Indicative only: flying time at each category&apos;s fastest and slowest cruise speed, priced at its lowest and highest hourly rate;
        beside it, the 10th to 90th percentile of what charters of the category were awarded for in the last 12 months, per km and seat.
        Landing fees, overnight and standby costs are not included. Operators quote real prices when they bid on a charter request.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onStartAgain}>
          Start again
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
