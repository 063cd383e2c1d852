import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminDetail } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { addAdmin, allAdminKeys, type AdminKind } from '../api/admin-people-api';
import { EMPTY_ADMIN_FORM, toAddBody, validateAdminBody, type AdminFormValues } from '../model/admin-form';
import { AdminFields } from './admin-fields';

const TITLE: Record<AdminKind, string> = { Admin: 'Invite an admin', CharterAdmin: 'Invite a charter admin' };

interface AdminInviteDialogProps {
  kind: AdminKind;
  opened: boolean;
  onClose: () => void;
  /** After the invitation was sent: the new person (Invited). */
  onInvited: (detail: AdminDetail) => void;
}

/** The New button's form: the person is created as Invited and e-mailed a link to choose a password. */
export function AdminInviteDialog({ kind, opened, onClose, onInvited }: AdminInviteDialogProps) {
  const [values, setValues] = useState<AdminFormValues>(EMPTY_ADMIN_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const set = <F extends keyof AdminFormValues>(field: F, value: AdminFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));
  };
  const close = () => {
    setValues(EMPTY_ADMIN_FORM);
    setErrors({});
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toAddBody(kind, values);
    const found = validateAdminBody(kind, 'add', body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await addAdmin(kind, body);
      if (!result.success || !result.result) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed(TITLE[kind], result);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: allAdminKeys(kind) });
      feedback.saved('Saving', [...result.messages, `An invitation was e-mailed to ${result.result.email}.`]);
      const detail = result.result;
      close();
      onInvited(detail);
    } catch (err) {
      feedback.unexpected(TITLE[kind], err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={TITLE[kind]} size="lg" centered>
      <form onSubmit={submit} noValidate aria-label={TITLE[kind]}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to choose a password; until they do, they are listed as Invited.
          </Text>
          <AdminFields kind={kind} values={values} errors={errors} set={set} emailEditable phoneRequired />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
