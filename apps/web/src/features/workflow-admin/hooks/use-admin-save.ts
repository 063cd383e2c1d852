import { useMemo } from 'react';
import type { ApiResult } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { logClientError } from '../../../lib/api/log-error';
import { errorDialogLines, savedDialogLines } from '../model/save-dialog';

/**
 * The save dialogs of the workflow and messaging screens (spec section 8): "Saved OK" with the
 * server's messages; "Error" with the per-field validation errors; anything unexpected (403,
 * network, 5xx) as the app's "Unexpected Result".
 */
export function useAdminSave() {
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  return useMemo(
    () => ({
      saved(messages: readonly string[]) {
        show({ title: 'Saved OK', lines: savedDialogLines(messages), tone: 'success' });
      },
      failed(result: ApiResult) {
        show({ title: 'Error', lines: errorDialogLines(result), tone: 'error' });
        logClientError('SaveFailed', { messages: result.messages, errors: result.errors });
      },
      unexpected(title: string, error: unknown) {
        feedback.unexpected(title, error);
      },
    }),
    [show, feedback],
  );
}
