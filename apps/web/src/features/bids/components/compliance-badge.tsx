import { Badge, Stack, Text } from '@mantine/core';
import type { BidComplianceDto, ComplianceStanding } from '@charter/shared';

const COLOR: Record<ComplianceStanding, string> = { Current: 'green', 'Expires before the flight': 'orange', Lapsed: 'red' };

/**
 * A bid's compliance (ADR 0043), for admins and client users: whether its operator's required
 * documents hold until the bid's last sector departs and its aircraft are on its approved AOC,
 * with what is wrong when they do not.
 */
export function ComplianceBadge({ compliance }: { compliance: BidComplianceDto }) {
  return (
    <Stack gap={2} align="flex-end">
      <Badge color={COLOR[compliance.standing]} variant="light" radius="sm" tt="none" aria-label={`Compliance: ${compliance.standing}`}>
        Compliance: {compliance.standing}
      </Badge>
      {compliance.problems.map((p) => (
        <Text key={p} fz="xs" c={compliance.standing === 'Lapsed' ? 'red.8' : 'orange.8'} ta="right" maw={320}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}
