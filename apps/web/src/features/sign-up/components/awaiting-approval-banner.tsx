import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalStatusKey, fetchApprovalStatus } from '../api/sign-up-api';

/**
 * An operator's own account state above its Live Charters (ADR 0012): awaiting approval after
 * signing up, or inactive. Nothing while it is Active (or while the answer is not in).
 */
export function AwaitingApprovalBanner() {
  const status = useQuery({ queryKey: approvalStatusKey, queryFn: fetchApprovalStatus, staleTime: 60_000 });
  if (!status.data?.message) return null;
  return (
    <Alert
      color={status.data.awaitingApproval ? 'orange' : 'gray'}
      variant="light"
      role="status"
      title={status.data.awaitingApproval ? 'Awaiting approval' : 'Account inactive'}
      mb="md"
    >
      {status.data.message}
    </Alert>
  );
}
