import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { MESSAGES, loginProblem } from '@charter/shared';
import { useSession } from '../../../lib/session/session-context';
import { LoginError } from '../../../lib/session/session-manager';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

const NETWORK_MESSAGE = "Couldn't reach the server. Check your internet connection?";

/**
 * Email and password; messages from loginProblem (the rule loginFormSchema applies, without zod, so
 * /login loads no validator: ADR 0022) and the server, each shown for 3 seconds.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { login } = useSession();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const error = useTimedMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = loginProblem({ userName, password });
    if (problem) {
      error.show(problem);
      return;
    }
    setBusy(true);
    error.clear();
    try {
      // Success swaps the whole app to the signed-in routes; nothing more to do here.
      // The unlock link e-mailed to an owner whose sign-in is paused opens /login?unlock=...
      await login(userName.trim(), password, new URLSearchParams(window.location.search).get('unlock'));
    } catch (err) {
      error.show(err instanceof LoginError ? (err.messages[0] ?? MESSAGES.loginFailed) : NETWORK_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com.au"
          value={userName}
          onChange={(e) => setUserName(e.currentTarget.value)}
          size="md"
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          size="md"
        />
        <FormErrorAlert message={error.message} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          Log In
        </Button>
        <Button variant="subtle" size="sm" onClick={onForgotPassword} style={{ alignSelf: 'center' }}>
          Forgot Password?
        </Button>
      </Stack>
    </form>
  );
}
