import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OPERATOR_STEPS, type OperatorApprovalStatus } from '@charter/shared';
import { approvalStatusKey, fetchApprovalStatus } from '../api/sign-up-api';

interface Step {
  done: boolean;
  label: string;
  to?: string;
}

/** What a bid still needs (bid eligibility and the bid form): an aircraft, an approved document, the approval. */
function stepsOf(s: OperatorApprovalStatus): Step[] {
  const steps: Step[] = [
    s.hasAircraft ? { done: true, label: OPERATOR_STEPS.aircraftDone } : { done: false, label: OPERATOR_STEPS.aircraft, to: '/aircraft' },
    s.document === 'approved'
      ? { done: true, label: OPERATOR_STEPS.documentDone }
      : s.document === 'awaitingReview'
        ? { done: false, label: OPERATOR_STEPS.documentWaiting, to: '/documents' }
        : { done: false, label: OPERATOR_STEPS.document, to: '/documents' },
  ];
  if (s.awaitingApproval) steps.push({ done: false, label: OPERATOR_STEPS.approval });
  return steps;
}

/**
 * An operator's own account state above its Live Charters (ADR 0012): awaiting approval after
 * signing up (with what else it needs before it can bid, linked to where it does it), inactive, or
 * Active but still without an aircraft or an approved document. Nothing once it can bid.
 */
export function AwaitingApprovalBanner() {
  // Not cached for long: the steps change on the Aircraft and Documents pages, and the operator comes back here.
  const status = useQuery({ queryKey: approvalStatusKey, queryFn: fetchApprovalStatus, staleTime: 0 });
  const s = status.data;
  if (!s) return null;
  const inactive = s.status !== 'Active' && !s.awaitingApproval;
  const steps = inactive ? [] : stepsOf(s);
  const open = steps.filter((x) => !x.done);
  if (!s.message && open.length === 0) return null;
  return (
    <Alert
      color={s.awaitingApproval ? 'orange' : inactive ? 'gray' : 'blue'}
      variant="light"
      role="status"
      title={s.awaitingApproval ? 'Awaiting approval' : inactive ? 'Account inactive' : 'Before you can bid'}
      mb="md"
    >
      {s.message ? <Text size="sm">{s.message}</Text> : null}
      {open.length > 0 ? (
        <>
          {s.message ? (
            <Text size="sm" fw={600} mt="xs">
              {OPERATOR_STEPS.heading}
            </Text>
          ) : null}
          <List size="sm" mt={4} spacing={2} aria-label={OPERATOR_STEPS.heading}>
            {steps.map((step) => (
              <List.Item
                key={step.label}
                icon={
                  <Text span size="sm" c={step.done ? 'teal.7' : 'dimmed'} fw={700} aria-hidden>
                    {step.done ? '✓' : '•'}
                  </Text>
                }
              >
                {step.to ? (
                  <Anchor component={Link} to={step.to} size="sm" fw={600}>
                    {step.label}
                  </Anchor>
                ) : (
                  <Text span size="sm" c={step.done ? 'dimmed' : undefined}>
                    {step.label}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
