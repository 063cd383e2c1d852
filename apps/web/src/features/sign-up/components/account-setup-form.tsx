import { Button, Stack, TextInput } from '@mantine/core';
import { ONBOARDING_MESSAGES, type LinkLookup, type SignUpKind } from '@charter/shared';
import { ChoosePasswordFields } from '../../../components/ui/choose-password-fields';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { logClientError } from '../../../lib/api/log-error';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { errorCode, exceptionContent, uniqueLines } from '../../../lib/save-feedback';
import { useSession } from '../../../lib/session/session-context';
import { useChoosePassword } from '../../../lib/use-choose-password';
import { confirmAccount } from '../api/sign-up-api';

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
  const form = useChoosePassword(async (chosen) => {
    try {
      const result = await confirmAccount(kind, { id: link.id, token, ...chosen });
      if (!result.success) {
        form.setErrors(firstServerErrorPerField(result.errors));
        show({ title: ONBOARDING_MESSAGES.errorRegistering, lines: uniqueLines(result.messages), tone: 'error' });
        return;
      }
      await login(result.result?.email ?? link.email, chosen.password);
      onSignedIn();
    } catch (err) {
      show(exceptionContent(err) ?? { title: ONBOARDING_MESSAGES.errorRegistering, lines: [String(err)], tone: 'error' });
      logClientError(errorCode(err), { title: 'Account setup', error: String(err) });
    }
  });

  return (
    <form onSubmit={form.submit} noValidate aria-label="Account setup">
      <Stack gap="md">
        <TextInput label="Email" value={link.email} readOnly size="md" />
        <ChoosePasswordFields form={form} autoFocus />
        <Button type="submit" size="md" loading={form.busy}>
          Complete Sign up
        </Button>
      </Stack>
    </form>
  );
}
