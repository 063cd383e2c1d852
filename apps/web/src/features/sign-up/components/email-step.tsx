import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, ONBOARDING_MESSAGES, isValidEmail } from '@charter/shared';
import { ApiError } from '../../../lib/api/api-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { checkEmailExists } from '../api/sign-up-api';

const CHECK_FAILED = "Couldn't check the e-mail address. Check your internet connection?";
const ADDRESS_FREE = 'No account uses this address yet.';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The address is free: on to the kind of account. */
  onFree: () => void;
  onResetPassword: () => void;
}

/**
 * Step 1: the e-mail address. Check Email shows only once it looks like one (supplier-and-admin
 * section 5) and says whether it is free; Next (or Enter) checks it too and moves on when it is.
 */
export function EmailStep({ email, onEmailChange, onFree, onResetPassword }: EmailStepProps) {
  const [busy, setBusy] = useState<'check' | 'next' | null>(null);
  const [answer, setAnswer] = useState<'free' | 'exists' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const valid = isValidEmail(email);

  /** Whether the address is free, asking the server unless this address was already found free. */
  async function isFree(how: 'check' | 'next'): Promise<boolean | null> {
    if (answer === 'free') return true;
    setBusy(how);
    setError(null);
    try {
      const exists = await checkEmailExists(email.trim());
      setAnswer(exists ? 'exists' : 'free');
      return !exists;
    } catch (err) {
      setError(err instanceof ApiError && err.result?.messages[0] ? err.result.messages[0] : CHECK_FAILED);
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setInvalid(true);
      return;
    }
    if (await isFree('next')) onFree();
  }

  return (
    <form onSubmit={next} noValidate aria-label="Sign up e-mail">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Start with the e-mail address you will sign in with. We will send a link to it to confirm it.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com.au"
          value={email}
          onChange={(e) => {
            onEmailChange(e.currentTarget.value);
            setAnswer(null);
            setInvalid(false);
          }}
          error={invalid ? MESSAGES.emailStrange : undefined}
          size="md"
          data-autofocus
        />
        {answer === 'exists' ? (
          <Alert color="orange" variant="light" role="alert" title={ONBOARDING_MESSAGES.accountExists}>
            <Stack gap={6}>
              <Text size="sm">{ONBOARDING_MESSAGES.accountExistsDetail}</Text>
              <Anchor component="button" type="button" size="sm" fw={600} onClick={onResetPassword}>
                Reset my password
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {answer === 'free' ? (
          <Alert color="teal" variant="light" role="status">
            {ADDRESS_FREE}
          </Alert>
        ) : null}
        <FormErrorAlert message={error} />
        <Group justify="space-between">
          {valid ? (
            <Button variant="default" loading={busy === 'check'} disabled={busy !== null} onClick={() => void isFree('check')}>
              Check Email
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={busy === 'next'} disabled={busy !== null || answer === 'exists'}>
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
