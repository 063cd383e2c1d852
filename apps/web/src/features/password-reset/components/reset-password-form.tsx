import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES, resetPasswordFormSchema } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { logClientError } from '../../../lib/api/log-error';
import { errorCode, uniqueLines } from '../../../lib/save-feedback';
import { firstIssuePerField } from '../../../lib/form-errors';
import { resetMyPassword } from '../api/password-reset-api';

interface ResetPasswordFormProps {
  /** Id and token from the e-mailed link /resetPassword/{id}/{item}. */
  id: string;
  token: string;
  onGoBack: () => void;
}

type FieldErrors = Partial<Record<'password' | 'checkPassword', string>>;

/** Choose a new password from a reset link; single use on the server. */
export function ResetPasswordForm({ id, token, onGoBack }: ResetPasswordFormProps) {
  const show = useFeedbackDialog();
  const [password, setPassword] = useState('');
  const [checkPassword, setCheckPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ password, checkPassword });
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await resetMyPassword(id, token, parsed.data.password);
      if (result.success) {
        setDone(result.messages[0] ?? 'Your password has been reset.');
      } else {
        show({ title: MESSAGES.resetFailed, lines: uniqueLines(result.messages, [MESSAGES.resetFailed]), tone: 'error' });
        logClientError('ResetPasswordFailed', { messages: result.messages });
      }
    } catch (err) {
      show({ title: 'Hmmm....', lines: ["We couldn't reset your password."], tone: 'error' });
      logClientError(errorCode(err), { title: 'Reset password', error: String(err) });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {done}
        </Alert>
        <Text>
          <Anchor component={Link} to="/login" fw={600}>
            Log in with your new password
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors((x) => ({ ...x, password: undefined }));
          }}
          error={errors.password}
          size="md"
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          value={checkPassword}
          onChange={(e) => {
            setCheckPassword(e.currentTarget.value);
            setErrors((x) => ({ ...x, checkPassword: undefined }));
          }}
          error={errors.checkPassword}
          size="md"
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onGoBack}>
            Go Back
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Loading...' : 'Send Email'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
