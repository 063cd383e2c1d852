import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { ONBOARDING_MESSAGES } from '@charter/shared';

export type Outcome =
  { kind: 'registered'; messages: string[] } | { kind: 'exists' } | { kind: 'failed'; messages: string[] } | { kind: 'noAnswer' };

const TITLES: Record<Outcome['kind'], string> = {
  registered: ONBOARDING_MESSAGES.registrationSuccessful,
  exists: ONBOARDING_MESSAGES.accountExists,
  failed: ONBOARDING_MESSAGES.registerFailed,
  noAnswer: ONBOARDING_MESSAGES.registerNoResponse,
};

interface SignUpOutcomeProps {
  outcome: Outcome;
  onClose: () => void;
  onRetry: () => void;
  onResetPassword: () => void;
}

/** The answer to the sign-up (supplier-and-admin section 8, "Registration"). */
export function SignUpOutcome({ outcome, onClose, onRetry, onResetPassword }: SignUpOutcomeProps) {
  const ok = outcome.kind === 'registered';
  const lines = outcome.kind === 'registered' || outcome.kind === 'failed' ? outcome.messages : [];
  return (
    <Stack gap="md">
      <Alert
        color={ok ? 'teal' : outcome.kind === 'exists' ? 'orange' : 'red'}
        variant="light"
        title={TITLES[outcome.kind]}
        role={ok ? 'status' : 'alert'}
      >
        <Stack gap={6}>
          {lines.length ? (
            <List size="sm" spacing={2}>
              {lines.map((l) => (
                <List.Item key={l}>{l}</List.Item>
              ))}
            </List>
          ) : null}
          {ok ? (
            <Text size="sm" fw={600}>
              {ONBOARDING_MESSAGES.checkEmail}
            </Text>
          ) : null}
          {outcome.kind === 'exists' ? (
            <>
              <Text size="sm">{ONBOARDING_MESSAGES.accountExistsDetail}</Text>
              <Anchor component="button" type="button" size="sm" fw={600} onClick={onResetPassword}>
                Reset my password
              </Anchor>
            </>
          ) : null}
          {outcome.kind === 'noAnswer' ? <Text size="sm">Check your internet connection and try again.</Text> : null}
        </Stack>
      </Alert>
      <Group justify="flex-end">
        {outcome.kind === 'failed' || outcome.kind === 'noAnswer' ? (
          <Button variant="default" onClick={onRetry}>
            Back
          </Button>
        ) : null}
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
