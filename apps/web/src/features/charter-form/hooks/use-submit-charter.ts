import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { FORM_KEY_ROOT, saveNewCharterRequest } from '../api/charter-form-api';
import { serverErrorsToForm } from '../model/errors';
import type { CharterForm, FormErrors } from '../model/form-types';
import { prepareSubmission } from '../model/request-body';

/** Where a saved request is listed (core section 2). */
export const AFTER_SAVE_ROUTE = '/charterRequests/Me/New/';
const TITLE = 'New Charter Request';

interface SubmitDeps {
  session: SessionUser;
  showErrors: (errors: FormErrors) => void;
  /** Open passenger editors are part of what was submitted; once valid they are kept. */
  commitOpenEditors: () => void;
}

/** Validates with the shared schema, posts newCharterRequest and goes to the New list on success. */
export function useSubmitCharter({ session, showErrors, commitOpenEditors }: SubmitDeps) {
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(form: CharterForm): Promise<boolean> {
    if (busy) return false;
    const prepared = prepareSubmission(form, session);
    if (!prepared.ok) {
      showErrors(prepared.errors);
      return false;
    }
    commitOpenEditors();
    showErrors({});
    setBusy(true);
    try {
      const result = await saveNewCharterRequest(prepared.body);
      if (!result.success) {
        const fieldErrors = serverErrorsToForm(result.errors);
        showErrors(fieldErrors);
        // Messages that no field shows go to the error dialog.
        if (Object.keys(fieldErrors).length === 0) feedback.failed(TITLE, result);
        return false;
      }
      // Lists and counts elsewhere now have one more charter; the form's own lookups stay cached.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== FORM_KEY_ROOT });
      feedback.saved('Saving', result.messages);
      void navigate(AFTER_SAVE_ROUTE);
      return true;
    } catch (err) {
      feedback.unexpected(TITLE, err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
