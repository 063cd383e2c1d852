import { Alert, Text } from '@mantine/core';
import { COMPLIANCE_MESSAGES } from '@charter/shared';
import { formatDateTime } from '../../../lib/format-date';
import type { CharterDetail } from '../api/charter-detail-api';

/**
 * The banner a booked charter carries while its operator's documents or aircraft no longer hold
 * for it (ADR 0043): what is wrong and since when, until it is put right or another operator flies it.
 */
export function ComplianceLapseBanner({ lapse }: { lapse: NonNullable<CharterDetail['complianceLapse']> }) {
  return (
    <Alert color="red" variant="filled" title={COMPLIANCE_MESSAGES.lapsed} role="alert" mb="md">
      <Text fz="sm">{lapse.message}</Text>
      <Text fz="xs" mt={4}>
        Flagged {formatDateTime(lapse.since)}. The broker is sorting it out; this stays here until it is put right.
      </Text>
    </Alert>
  );
}
