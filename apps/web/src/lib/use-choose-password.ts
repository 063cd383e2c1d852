import { useState, type FormEvent } from 'react';
import { choosePasswordSchema, type ChoosePassword } from '@charter/shared';
import { firstIssuePerField } from './form-errors';

export type ChoosePasswordErrors = Partial<Record<keyof ChoosePassword, string>>;

export interface ChoosePasswordForm {
  password: string;
  checkPassword: string;
  errors: ChoosePasswordErrors;
  busy: boolean;
  setPassword: (value: string) => void;
  setCheckPassword: (value: string) => void;
  /** Messages the server gave per field (e.g. a password it refused). */
  setErrors: (errors: ChoosePasswordErrors) => void;
  /** The form's onSubmit: checks the pair, then runs `onChosen` with it, busy meanwhile. */
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A new password typed twice (the invitation, account setup and reset pages): the pair's state,
 * its check with the shared schema (section 5's messages under each field, cleared as the user
 * types) and the busy flag around what the page does with the chosen password.
 */
export function useChoosePassword(onChosen: (chosen: ChoosePassword) => Promise<void>): ChoosePasswordForm {
  const [password, setPasswordValue] = useState('');
  const [checkPassword, setCheckPasswordValue] = useState('');
  const [errors, setErrors] = useState<ChoosePasswordErrors>({});
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
      await onChosen(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  return {
    password,
    checkPassword,
    errors,
    busy,
    setPassword: (value) => {
      setPasswordValue(value);
      setErrors((x) => ({ ...x, password: undefined }));
    },
    setCheckPassword: (value) => {
      setCheckPasswordValue(value);
      setErrors((x) => ({ ...x, checkPassword: undefined }));
    },
    setErrors,
    submit,
  };
}
