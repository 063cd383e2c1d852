import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDeparture } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { formatCo2, formatKg, type AwardDto } from '@charter/shared';
import type { CharterRoute } from '../api/charter-detail-api';
import { flownSectors } from '../model/flown-sectors';

/** The airport behind a place, when the form recorded one ("Brisbane Airport (BNE)"). */
function airportOf(name: string, airport: string, code: string): string {
  // The lookup's site names already end in "(BNE)"; add the code only when it is not there.
  const withCode = code && !airport.includes(`(${code})`) ? `(${code})` : '';
  const where = [airport, withCode].filter(Boolean).join(' ');
  return where && where !== name ? where : '';
}

function airports(r: CharterRoute): string {
  const from = airportOf(r.from, r.fromAirport, r.fromCodeAirport);
  const to = airportOf(r.to, r.toAirport, r.toCodeAirport);
  return from || to ? `${from || r.from} → ${to || r.to}` : '';
}

function aircraftList(r: CharterRoute) {
  const list = r.aircraft
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length === 0) return '–';
  return list.map((a) => (
    <Text key={a} fz="sm" c={a.toUpperCase() === 'TWIN ENGINE ONLY' ? 'red' : undefined}>
      {a}
    </Text>
  ));
}

/** A sector's CO2 estimate from the awarded bid (ADR 0046); undefined when there is no award to estimate from. */
function co2Of(award: AwardDto | null | undefined, routeId: string): string | undefined {
  if (!award?.co2?.length) return undefined;
  const kg = award.co2.find((c) => c.routeId === routeId)?.kg;
  return kg === null || kg === undefined ? '–' : formatCo2(kg);
}

const CO2_HINT = 'Estimate: flight time × the aircraft category’s fuel burn × 3.16 kg CO2 per kg of jet fuel (3.10 for avgas)';

function techStop(r: CharterRoute): string {
  return r.techstopLocation ? `${r.techstopLocation}${r.techstopState ? `, ${r.techstopState}` : ''} (${r.techstopReason})` : '–';
}

function SectorNotes({ r }: { r: CharterRoute }) {
  return (
    <>
      {airports(r) ? (
        <Text fz="xs" c="dimmed">
          {airports(r)}
        </Text>
      ) : null}
      {r.fromAirportDetail ? (
        <Text fz="xs" c="dimmed">
          Pickup: {r.fromAirportDetail}
        </Text>
      ) : null}
      {r.notes ? (
        <Text fz="xs" c="dimmed">
          Notes: {r.notes}
        </Text>
      ) : null}
    </>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Narrow screens: one block per sector instead of a nine-column table. */
function SectorCards({ routes, award }: { routes: CharterRoute[]; award?: AwardDto | null }) {
  return (
    <Stack gap="md">
      {routes.map((r, i) => (
        <Stack key={r.id} gap="xs" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <div>
            <Text fw={600}>
              {i + 1}. {r.from} → {r.to}
            </Text>
            <SectorNotes r={r} />
          </div>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            <Pair label="Departs">{formatDeparture(r.departTime, r.departTimeZone)}</Pair>
            <Pair label="Flight time">{r.flightTime || '–'}</Pair>
            <Pair label="Pax">{pax(r)}</Pair>
            <Pair label="Payload">
              <Payload r={r} />
            </Pair>
            <Pair label="Aircraft">{aircraftList(r)}</Pair>
            <Pair label="Tech stop">{techStop(r)}</Pair>
            <Pair label="Distance">{r.distance != null ? `${r.distance} km` : '–'}</Pair>
            {co2Of(award, r.id) !== undefined ? (
              <Pair label="CO2 (est.)">
                <span title={CO2_HINT}>{co2Of(award, r.id)}</span>
              </Pair>
            ) : null}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The sector's payload and what it means (ADR 0039): the awarded aircraft's, passengers included,
 * once there is one; before, what the client asked for beyond the passengers.
 */
function Payload({ r }: { r: CharterRoute }) {
  const aircraft = r.load?.basis === 'aircraft';
  return (
    <>
      {formatKg(aircraft ? r.load!.capacity : r.payload)}
      <Text fz="xs" c="dimmed">
        {aircraft ? 'the aircraft’s, passengers included' : 'beyond the passengers'}
      </Text>
    </>
  );
}

function pax(r: CharterRoute): string {
  return r.passengerRange ? `${r.passengerRangeMin}–${r.passengerRangeMax}` : String(r.passengerNumber);
}

/** The sectors in flying order: where, when, how long, how many, and what the operator needs to know. */
export function SectorsTable({ routes: requested, award }: { routes: CharterRoute[]; award?: AwardDto | null }) {
  const isMobile = useIsMobile();
  const routes = flownSectors(requested, award);
  const withCo2 = !!award?.co2?.length;
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Sectors
        </Title>
        {isMobile ? (
          <SectorCards routes={routes} award={award} />
        ) : (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table verticalSpacing="sm" striped aria-label="Sectors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th>From → To</Table.Th>
                  <Table.Th>Departs</Table.Th>
                  <Table.Th>Flight time</Table.Th>
                  <Table.Th>Pax</Table.Th>
                  <Table.Th>Payload</Table.Th>
                  <Table.Th>Aircraft</Table.Th>
                  <Table.Th>Tech stop</Table.Th>
                  <Table.Th>Distance</Table.Th>
                  {withCo2 ? (
                    <Table.Th>
                      <span title={CO2_HINT}>CO2 (est.)</span>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {routes.map((r, i) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {r.from} → {r.to}
                      </Text>
                      <SectorNotes r={r} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDeparture(r.departTime, r.departTimeZone)}</Table.Td>
                    <Table.Td>{r.flightTime || '–'}</Table.Td>
                    <Table.Td>
                      {pax(r)}
                      {r.passengerLimit ? (
                        <Text span fz="xs" c="dimmed">
                          {' '}
                          (limit {r.passengerLimit})
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Payload r={r} />
                    </Table.Td>
                    <Table.Td>{aircraftList(r)}</Table.Td>
                    <Table.Td>{techStop(r)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.distance != null ? `${r.distance} km` : '–'}</Table.Td>
                    {withCo2 ? <Table.Td style={{ whiteSpace: 'nowrap' }}>{co2Of(award, r.id)}</Table.Td> : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
