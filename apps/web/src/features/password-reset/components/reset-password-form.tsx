import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@charter/shared';
import { ChoosePasswordFields } from '../../../components/ui/choose-password-fields';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { logClientError } from '../../../lib/api/log-error';
import { errorCode, uniqueLines } from '../../../lib/save-feedback';
import { useChoosePassword } from '../../../lib/use-choose-password';
import { resetMyPassword } from '../api/password-reset-api';

interface ResetPasswordFormProps {
  /** Id and token from the e-mailed link /resetPassword/{id}/{item}. */
  id: string;
  token: string;
  onGoBack: () => void;
}

/** Choose a new password from a reset link; single use on the server. */
export function ResetPasswordForm({ id, token, onGoBack }: ResetPasswordFormProps) {
  const show = useFeedbackDialog();
  const [done, setDone] = useState<string | null>(null);
  const form = useChoosePassword(async (chosen) => {
    try {
      const result = await resetMyPassword(id, token, chosen.password);
      if (result.success) {
        setDone(result.messages[0] ?? 'Your password has been reset.');
      } else {
        show({ title: MESSAGES.resetFailed, lines: uniqueLines(result.messages, [MESSAGES.resetFailed]), tone: 'error' });
        logClientError('ResetPasswordFailed', { messages: result.messages });
      }
    } catch (err) {
      show({ title: 'Hmmm....', lines: ["We couldn't reset your password."], tone: 'error' });
      logClientError(errorCode(err), { title: 'Reset password', error: String(err) });
    }
  });

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
    <form onSubmit={form.submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <ChoosePasswordFields form={form} passwordLabel="New Password" />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onGoBack}>
            Go Back
          </Button>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Loading...' : 'Set New Password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
