import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { setPasswordSchema } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { setMyPassword } from '../api/account-api';

const EMPTY = { originalPassword: '', password: '', checkPassword: '' };
type Field = keyof typeof EMPTY;

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'originalPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'checkPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** The Set Password dialog of /me (password form of core section 3). */
export function SetPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setPasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const result = await setMyPassword(parsed.data);
      if (result.success) {
        close();
        feedback.saved('Set Password', result.messages.length ? result.messages : ['Your password has been changed.']);
      } else {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('Set Password', result);
      }
    } catch (err) {
      feedback.unexpected('Set Password', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Set Password" centered>
      <form onSubmit={submit} noValidate aria-label="Set password">
        <Stack gap="md">
          {FIELDS.map((f) => (
            <PasswordInput
              key={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
                setErrors((x) => ({ ...x, [f.name]: '' }));
              }}
              error={errors[f.name] || undefined}
              data-autofocus={f.name === 'originalPassword' ? true : undefined}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
