import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccountRole } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { resetPassword } from '../api/admin-tools-api';

interface ResetPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  party: { role: AccountRole; id: string; name: string; email?: string };
}

/** Reset password: e-mails the party the same reset link the "forgot password" form sends. */
export function ResetPasswordDialog({ opened, onClose, party }: ResetPasswordDialogProps) {
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  async function send() {
    setBusy(true);
    try {
      const result = await resetPassword(party.role, party.id);
      onClose();
      if (result.success) feedback.saved('Reset Password', [...result.messages, `Sent to ${result.result?.email ?? party.email ?? ''}.`]);
      else feedback.failed('Reset Password', result);
    } catch (err) {
      feedback.unexpected('Reset Password', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Reset Password" centered>
      <Stack gap="md">
        <Text size="sm">
          E-mail {party.name}
          {party.email ? ` (${party.email})` : ''} a link to choose a new password? The link works once, for a limited time; their current
          password keeps working until they use it.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={busy}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
