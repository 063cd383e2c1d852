import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatJobReference, type ApiResult, type CharterRequestData, type SessionUser } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { FORM_KEY_ROOT, saveNewCharterRequest, updateCharterRequest } from '../api/charter-form-api';
import { serverErrorsToForm } from '../model/errors';
import type { CharterForm, FormErrors } from '../model/form-types';
import { prepareSubmission } from '../model/request-body';

/** Where a saved request is listed (core section 2). */
export const AFTER_SAVE_ROUTE = '/charterRequests/Me/New/';
const TITLE = 'New Charter Request';

/** A saved charter opened in the form: saved with updateCharterRequest, then back to its page. */
export interface EditTarget {
  id: string;
  jobReference: number;
  /** The charter's detail URL, where a successful save returns to. */
  doneHref: string;
}

export const editTitle = (jobReference: number) => `Edit Charter Request ${formatJobReference(jobReference)}`;

function save(body: CharterRequestData, editing: EditTarget | undefined): Promise<ApiResult> {
  // Sector ids travel inside body.routes (the form keeps them), so the server updates them in place.
  return editing ? updateCharterRequest({ ...body, id: editing.id }) : saveNewCharterRequest(body);
}

interface SubmitDeps {
  session: SessionUser;
  editing?: EditTarget;
  showErrors: (errors: FormErrors) => void;
  /** Open passenger editors are part of what was submitted; once valid they are kept. */
  commitOpenEditors: () => void;
}

/**
 * Validates with the shared schema, posts newCharterRequest and goes to the New list on success;
 * when editing, posts updateCharterRequest and goes back to the charter.
 */
export function useSubmitCharter({ session, editing, showErrors, commitOpenEditors }: SubmitDeps) {
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const title = editing ? editTitle(editing.jobReference) : TITLE;

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
      const result = await save(prepared.body, editing);
      if (!result.success) {
        const fieldErrors = serverErrorsToForm(result.errors);
        showErrors(fieldErrors);
        // Messages that no field shows go to the error dialog.
        if (Object.keys(fieldErrors).length === 0) feedback.failed(title, result);
        return false;
      }
      // Lists, counts and the charter's page change; the form's own lookups stay cached.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== FORM_KEY_ROOT });
      feedback.saved('Saving', result.messages);
      void navigate(editing ? editing.doneHref : AFTER_SAVE_ROUTE);
      return true;
    } catch (err) {
      feedback.unexpected(title, err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
