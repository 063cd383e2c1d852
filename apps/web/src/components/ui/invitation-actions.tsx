import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiResult } from '@charter/shared';
import { useSaveFeedback } from './use-save-feedback';

interface InvitationActionsProps {
  /** Who is invited, for the confirmations ("Olive Owner (olive@...)"). */
  who: string;
  resend: () => Promise<ApiResult<unknown>>;
  cancel: () => Promise<ApiResult<unknown>>;
  /** After either succeeded: refetch what shows the party. */
  onChanged: () => void;
}

type Pending = 'resend' | 'cancel' | null;

const COPY = {
  resend: {
    title: 'Re-send invitation',
    body: 'A new invitation e-mail is sent; the link in the earlier one stops working.',
    button: 'Re-send invitation',
  },
  cancel: {
    title: 'Cancel invitation',
    body: 'The invitation link stops working and the account becomes Inactive, so it cannot sign in. You can re-send the invitation later.',
    button: 'Cancel invitation',
  },
} as const;

/** On an Invited party's page: re-send or cancel its invitation, each after a confirmation. */
export function InvitationActions({ who, resend, cancel, onChanged }: InvitationActionsProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  async function confirm() {
    if (!pending) return;
    const copy = COPY[pending];
    setBusy(true);
    try {
      const result = await (pending === 'resend' ? resend() : cancel());
      if (result.success) {
        feedback.saved(copy.title, result.messages);
        onChanged();
      } else feedback.failed(copy.title, result);
    } catch (err) {
      feedback.unexpected(copy.title, err);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setPending('resend')}>
          Re-send invitation
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => setPending('cancel')}>
          Cancel invitation
        </Button>
      </Group>
      {pending ? (
        <Modal opened onClose={() => !busy && setPending(null)} title={COPY[pending].title} centered>
          <Stack gap="md">
            <Text size="sm">
              <strong>{who}</strong>
            </Text>
            <Text size="sm">{COPY[pending].body}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)} disabled={busy}>
                Close
              </Button>
              <Button color={pending === 'cancel' ? 'red' : undefined} loading={busy} onClick={() => void confirm()} data-autofocus>
                {COPY[pending].button}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}
