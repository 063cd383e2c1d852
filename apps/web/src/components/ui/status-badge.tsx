import { Badge, type BadgeProps } from '@mantine/core';

// Colour by where a status sits in the charter lifecycle: waiting, open, booked, done, stopped.
const COLORS: Record<string, string> = {
  New: 'gray',
  Pending: 'yellow',
  'Pending Supplier': 'yellow',
  Live: 'sky',
  Approved: 'indigo',
  PendingConfirmation: 'orange',
  Confirmed: 'teal',
  Finished: 'green',
  Closed: 'gray',
  Superceded: 'gray',
  // Change requests (ADR 0015).
  Accepted: 'teal',
  Declined: 'red',
  Withdrawn: 'gray',
  // People and companies (clients, operators, admins): signed in, asked to join, switched off.
  Active: 'teal',
  Invited: 'sky',
  Inactive: 'gray',
};

/** "PendingConfirmation" reads as "Pending Confirmation". */
export function statusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** A workflow status as a coloured tag (charters, and any entity that uses the same names). */
export function StatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    // Never narrower than its word: a table squeezing its columns would otherwise cut "Unsuccessful" short.
    <Badge variant="light" color={COLORS[status] ?? 'gray'} radius="sm" title={statusLabel(status)} miw="max-content" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
