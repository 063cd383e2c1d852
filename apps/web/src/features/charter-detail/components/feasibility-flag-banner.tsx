import { Alert, Text } from '@mantine/core';
import { FEASIBILITY_MESSAGES } from '@charter/shared';
import { formatDateTime } from '../../../lib/format-date';
import type { CharterDetail } from '../api/charter-detail-api';

/**
 * The banner an awarded charter carries while its aircraft can no longer fly the manifest as it
 * stands (ADR 0047): which sector and why, and since when, until the list or the aircraft fits again.
 */
export function FeasibilityFlagBanner({ flag }: { flag: NonNullable<CharterDetail['feasibilityFlag']> }) {
  return (
    <Alert color="orange" variant="filled" title={FEASIBILITY_MESSAGES.flagged} role="alert" mb="md">
      <Text fz="sm">{flag.message}</Text>
      <Text fz="xs" mt={4}>
        Flagged {formatDateTime(flag.since)} after the passenger list changed. This stays here until the list and the aircraft fit again.
      </Text>
    </Alert>
  );
}
