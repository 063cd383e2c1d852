import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FeasibilityTone, SectorFeasibility } from '@charter/shared';

const COLOR: Record<FeasibilityTone, string> = { green: 'green', amber: 'orange', red: 'red' };
/** The chip's word for each tone. */
export const TONE_WORD: Record<FeasibilityTone, string> = { green: 'Feasible', amber: 'Near a limit', red: 'Not feasible' };

/**
 * One sector's feasibility (ADR 0047): a chip in its tone, and the reasons in words when it is
 * amber or red ("12 passengers, 9 seats"). `short` names the sector by number only.
 */
export function FeasibilityChip({ sector, short = false }: { sector: SectorFeasibility; short?: boolean }) {
  const name = short ? `Sector ${sector.order + 1}` : sector.label;
  return (
    <Stack gap={2}>
      <Badge
        color={COLOR[sector.tone]}
        variant={sector.tone === 'green' ? 'light' : 'filled'}
        radius="sm"
        tt="none"
        aria-label={`${sector.label}: ${TONE_WORD[sector.tone]}`}
        title={sector.checks.map((c) => c.message).join('\n')}
      >
        {name}: {TONE_WORD[sector.tone]}
      </Badge>
      {sector.checks
        .filter((c) => c.tone !== 'green')
        .sort((a, b) => (a.tone === b.tone ? 0 : a.tone === 'red' ? -1 : 1))
        .map((c) => (
          <Text key={c.kind} fz="xs" c={c.tone === 'red' ? 'red.8' : 'orange.8'}>
            {c.message}
          </Text>
        ))}
    </Stack>
  );
}

/** What makes a sector red, in words: its red checks only ("12 passengers, 9 seats; ..."). */
export const redReasons = (s: SectorFeasibility) =>
  s.checks
    .filter((c) => c.tone === 'red')
    .map((c) => c.message)
    .join('; ');

/** A bid's chips, one per sector, side by side where they fit. */
export function FeasibilityChips({ sectors }: { sectors: SectorFeasibility[] }) {
  return (
    <Group gap="xs" align="flex-start" aria-label="Feasibility" role="group">
      {sectors.map((s) => (
        <FeasibilityChip key={s.routeId} sector={s} short />
      ))}
    </Group>
  );
}
