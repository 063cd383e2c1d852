import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { changeEmailSchema, type AccountRole } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { adminChangeEmail, changeOwnEmail } from '../api/admin-tools-api';

interface ChangeEmailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** An admin changing someone's address; absent on /me (the signed-in user's own). */
  party?: { role: AccountRole; id: string; name: string; email?: string };
  currentEmail?: string;
}

/**
 * Change e-mail (supplier-and-admin section 5: "newEmail must be a valid e-mail"): sends a link to
 * the new address; the address changes only when that link is opened.
 */
export function ChangeEmailDialog({ opened, onClose, party, currentEmail }: ChangeEmailDialogProps) {
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  function close() {
    setNewEmail('');
    setError('');
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse({ newEmail });
    if (!parsed.success) {
      setError(firstIssuePerField(parsed.error.issues).newEmail ?? '');
      return;
    }
    setBusy(true);
    try {
      const result = party
        ? await adminChangeEmail(party.role, party.id, parsed.data.newEmail)
        : await changeOwnEmail(parsed.data.newEmail);
      if (result.success) {
        close();
        feedback.saved('Change E-mail', result.messages);
      } else {
        setError(firstServerErrorPerField(result.errors).newEmail ?? result.messages[0] ?? '');
      }
    } catch (err) {
      feedback.unexpected('Change E-mail', err);
    } finally {
      setBusy(false);
    }
  }

  const current = party?.email ?? currentEmail;
  return (
    <Modal opened={opened} onClose={close} title="Change E-mail" centered>
      <form onSubmit={submit} noValidate aria-label="Change e-mail">
        <Stack gap="md">
          <Text size="sm">
            {party ? `The sign-in of ${party.name}` : 'Your sign-in'}
            {current ? ` uses ${current}.` : '.'} We e-mail a link to the new address; the address changes when{' '}
            {party ? 'they open' : 'you open'} it (within 24 hours). Until then {party ? 'they log' : 'you log'} in with the current one.
          </Text>
          <TextInput
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => {
              setNewEmail(e.currentTarget.value);
              setError('');
            }}
            error={error || undefined}
            data-autofocus
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
