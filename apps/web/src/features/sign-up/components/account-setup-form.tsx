import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ONBOARDING_MESSAGES, choosePasswordSchema, type LinkLookup, type SignUpKind } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { logClientError } from '../../../lib/api/log-error';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { errorCode, exceptionContent, uniqueLines } from '../../../lib/save-feedback';
import { useSession } from '../../../lib/session/session-context';
import { confirmAccount } from '../api/sign-up-api';

type FieldErrors = Partial<Record<'password' | 'checkPassword', string>>;

interface AccountSetupFormProps {
  kind: SignUpKind;
  link: LinkLookup;
  token: string;
  /** After the sign-in: where the app goes (the terms screen comes first on its own). */
  onSignedIn: () => void;
}

/**
 * Account setup (supplier-and-admin section 2): the confirmed address, a password and its
 * confirmation; then the sign-in with them, the normal way (its limits and the terms apply).
 */
export function AccountSetupForm({ kind, link, token, onSignedIn }: AccountSetupFormProps) {
  const show = useFeedbackDialog();
  const { login } = useSession();
  const [password, setPassword] = useState('');
  const [checkPassword, setCheckPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = choosePasswordSchema.safeParse({ password, checkPassword });
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await confirmAccount(kind, { id: link.id, token, ...parsed.data });
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        show({ title: ONBOARDING_MESSAGES.errorRegistering, lines: uniqueLines(result.messages), tone: 'error' });
        setBusy(false);
        return;
      }
      await login(result.result?.email ?? link.email, parsed.data.password);
      onSignedIn();
    } catch (err) {
      show(exceptionContent(err) ?? { title: ONBOARDING_MESSAGES.errorRegistering, lines: [String(err)], tone: 'error' });
      logClientError(errorCode(err), { title: 'Account setup', error: String(err) });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Account setup">
      <Stack gap="md">
        <TextInput label="Email" value={link.email} readOnly size="md" />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors((x) => ({ ...x, password: undefined }));
          }}
          error={errors.password}
          size="md"
          data-autofocus
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
        <Button type="submit" size="md" loading={busy}>
          Complete Sign up
        </Button>
      </Stack>
    </form>
  );
}
