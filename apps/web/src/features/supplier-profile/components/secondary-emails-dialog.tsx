import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { secondaryEmailSchema } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { addSecondaryEmail, removeSecondaryEmail, secondaryEmailsKey } from '../api/supplier-profile-api';
import { useSecondaryEmails } from '../hooks/use-supplier-profile';

interface SecondaryEmailsDialogProps {
  supplierId: string;
  opened: boolean;
  onClose: () => void;
}

/** Further addresses that receive the supplier's e-mails. */
export function SecondaryEmailsDialog({ supplierId, opened, onClose }: SecondaryEmailsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Secondary E-mails" centered>
      {opened ? <SecondaryEmailsPanel supplierId={supplierId} /> : null}
    </Modal>
  );
}

// The address is checked with the server's own field rule, so the form says what the call would.
const checkEmail = (email: string) => secondaryEmailSchema.shape.email.safeParse(email).error?.issues[0]?.message;

/** The list with Remove on each address and the Add form: the admin's dialog and the operator's /me card. */
export function SecondaryEmailsPanel({ supplierId }: { supplierId: string }) {
  const emails = useSecondaryEmails(supplierId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondaryEmailsKey(supplierId) });

  async function add(event: FormEvent) {
    event.preventDefault();
    const invalid = checkEmail(email.trim());
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy('add');
    try {
      const result = await addSecondaryEmail(supplierId, email.trim());
      if (!result.success) {
        setError(result.errors?.email?.[0] ?? result.messages[0] ?? 'Could not add that e-mail.');
        return;
      }
      setEmail('');
      setError(undefined);
      await refresh();
    } catch (err) {
      feedback.unexpected('Secondary E-mails', err);
    } finally {
      setBusy(null);
    }
  }

  async function remove(address: string) {
    setBusy(address);
    try {
      const result = await removeSecondaryEmail(supplierId, address);
      if (!result.success) feedback.failed('Secondary E-mails', result);
      await refresh();
    } catch (err) {
      feedback.unexpected('Secondary E-mails', err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="md">
      {emails.isPending ? <PageLoader label="Loading e-mails" /> : null}
      {emails.isError ? <LoadError query={emails} /> : null}
      {emails.data && emails.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No secondary e-mails.
        </Text>
      ) : null}
      {emails.data && emails.data.length > 0 ? (
        <List spacing="xs" listStyleType="none" aria-label="Secondary e-mails">
          {emails.data.map((e) => (
            <List.Item key={e.email}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{e.email}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${e.email}`}
                  loading={busy === e.email}
                  onClick={() => void remove(e.email)}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      <form onSubmit={add} noValidate aria-label="Add secondary e-mail">
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label="New E-mail"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={busy === 'add'}>
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
