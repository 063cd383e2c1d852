import { PasswordInput } from '@mantine/core';
import type { ChoosePasswordForm } from '../../lib/use-choose-password';

interface ChoosePasswordFieldsProps {
  form: ChoosePasswordForm;
  /** "Password" on the invitation and account setup pages, "New Password" on the reset page. */
  passwordLabel?: string;
  autoFocus?: boolean;
}

/** The password and its confirmation of a useChoosePassword form, each with its message under it. */
export function ChoosePasswordFields({ form, passwordLabel = 'Password', autoFocus = false }: ChoosePasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
        error={form.errors.password}
        size="md"
        data-autofocus={autoFocus || undefined}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        value={form.checkPassword}
        onChange={(e) => form.setCheckPassword(e.currentTarget.value)}
        error={form.errors.checkPassword}
        size="md"
      />
    </>
  );
}
