import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, isValidEmail } from '@charter/shared';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { requestPasswordReset } from '../api/password-reset-api';

/** The forgot-password view of the login landing. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const error = useTimedMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      error.show(MESSAGES.loginEmailInvalid);
      return;
    }
    setBusy(true);
    try {
      const result = await requestPasswordReset(email.trim());
      if (result.success) setSent(true);
      else error.show(result.messages[0] ?? MESSAGES.resetRequestFailed);
    } catch {
      error.show(MESSAGES.resetRequestFailed);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {MESSAGES.resetRequestSent}
        </Alert>
        <Button onClick={onBack} size="md" fullWidth>
          Return to Log In Page
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com.au"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          size="md"
        />
        <FormErrorAlert message={error.message} />
        <Button type="submit" size="md" fullWidth disabled={busy}>
          {busy ? 'Loading...' : 'Send Email'}
        </Button>
        <Button variant="subtle" size="sm" onClick={onBack} style={{ alignSelf: 'center' }}>
          Back to Log In
        </Button>
      </Stack>
    </form>
  );
}
