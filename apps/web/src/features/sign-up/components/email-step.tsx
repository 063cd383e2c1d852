import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ONBOARDING_MESSAGES, isValidEmail } from '@charter/shared';
import { ApiError } from '../../../lib/api/api-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { checkEmailExists } from '../api/sign-up-api';

const CHECK_FAILED = "Couldn't check the e-mail address. Check your internet connection?";

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The address is free: on to the kind of account. */
  onFree: () => void;
  onResetPassword: () => void;
}

/** Step 1: the e-mail address; Check Email shows only once it looks like one (supplier-and-admin section 5). */
export function EmailStep({ email, onEmailChange, onFree, onResetPassword }: EmailStepProps) {
  const [busy, setBusy] = useState(false);
  const [exists, setExists] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = isValidEmail(email);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      if (await checkEmailExists(email.trim())) setExists(true);
      else onFree();
    } catch (err) {
      setError(err instanceof ApiError && err.result?.messages[0] ? err.result.messages[0] : CHECK_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={check} noValidate aria-label="Sign up e-mail">
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
            setExists(false);
          }}
          size="md"
          data-autofocus
        />
        {exists ? (
          <Alert color="orange" variant="light" role="alert" title={ONBOARDING_MESSAGES.accountExists}>
            <Stack gap={6}>
              <Text size="sm">{ONBOARDING_MESSAGES.accountExistsDetail}</Text>
              <Anchor component="button" type="button" size="sm" fw={600} onClick={onResetPassword}>
                Reset my password
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <FormErrorAlert message={error} />
        {valid ? (
          <Button type="submit" size="md" loading={busy}>
            Check Email
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
