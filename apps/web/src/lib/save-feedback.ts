import { MESSAGES, type ApiResult } from '@charter/shared';
import { ApiError } from './api/api-error';
import { SessionEndedError } from './session/session-manager';

/** What a save dialog shows (core section 8). */
export interface FeedbackDialogContent {
  title: string;
  lines: string[];
  tone: 'success' | 'error';
}

/** Line list without blanks and repeats (servers often repeat the title as the first message). */
export function uniqueLines(lines: readonly string[], exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map((l) => l.trim()));
  const out: string[] = [];
  for (const line of lines) {
    const t = line.trim();
    if (!t || seen.has(t)) continue;
    seen.add(t);
    out.push(t);
  }
  return out;
}

/** "companyPhone" -> "Company Phone". */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldLines(errors: Record<string, string[]> | undefined): string[] {
  return Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((m) => (field === '_' ? m : `${fieldLabel(field)}: ${m}`)),
  );
}

/** A save answered success false: "Error - {title}" with the server's messages. */
export function failureContent(title: string, result: ApiResult): FeedbackDialogContent {
  const lines = uniqueLines(result.messages);
  return {
    title: `Error - ${title}`,
    lines: lines.length > 0 ? lines : uniqueLines(fieldLines(result.errors)),
    tone: 'error',
  };
}

/** The title of a save that never got a server's answer (supplier-and-admin section 8: it "shows the raw error"). */
export const SUBMIT_FAILED = 'Submit failed!';

/**
 * A save that threw: 403 gets the spec's support message; a server's answer "Unexpected Result"
 * with the per-field errors when the server sent them, or the raw detail; a submission that got no
 * answer at all (the network failed, or the page could not send it) "Submit failed!" with the raw
 * error. Null when there is nothing to show (the session ended and the app is going to the login
 * page).
 */
export function exceptionContent(error: unknown): FeedbackDialogContent | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof ApiError) {
    if (error.status === 403) return { title: 'Unexpected Result', lines: [MESSAGES.forbiddenSave], tone: 'error' };
    const perField = uniqueLines(fieldLines(error.result?.errors));
    if (perField.length > 0) return { title: 'Unexpected Result', lines: perField, tone: 'error' };
    const fromServer = uniqueLines(error.result?.messages ?? []);
    if (fromServer.length > 0) return { title: 'Unexpected Result', lines: fromServer, tone: 'error' };
    if (error.isNetworkError) {
      return { title: SUBMIT_FAILED, lines: [`We could not reach the server (${error.detail}).`.slice(0, 600)], tone: 'error' };
    }
    return { title: 'Unexpected Result', lines: [`HTTP ${error.status}: ${error.detail}`.slice(0, 600)], tone: 'error' };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { title: SUBMIT_FAILED, lines: [message.slice(0, 600)], tone: 'error' };
}

/** The code posted to /auth/logError/ for a failure. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? 'network' : String(error.status);
  return error instanceof Error ? error.name : 'unknown';
}
