import { useMemo } from 'react';
import type { ApiResult } from '@charter/shared';
import { logClientError } from '../../lib/api/log-error';
import { errorCode, exceptionContent, failureContent, uniqueLines } from '../../lib/save-feedback';
import { useFeedbackDialog } from './feedback-dialog';

/** The save dialogs of core section 8; failures are also posted to the error log. */
export function useSaveFeedback() {
  const show = useFeedbackDialog();
  return useMemo(
    () => ({
      /** A confirmation, e.g. title "Saving" with "Updated your account." plus the server's messages. */
      saved(title: string, lines: string[]) {
        show({ title, lines: uniqueLines(lines), tone: 'success' });
      },
      /** The server answered success false. */
      failed(title: string, result: ApiResult) {
        show(failureContent(title, result));
        logClientError('SaveFailed', { title, messages: result.messages, errors: result.errors });
      },
      /** The save threw (network, 403, 5xx, an answer that is not a save result). */
      unexpected(title: string, error: unknown) {
        const content = exceptionContent(error);
        if (!content) return;
        show(content);
        logClientError(errorCode(error), { title, lines: content.lines });
      },
    }),
    [show],
  );
}
