import { apiFetch } from '../session/session';

const MAX_DESCRIPTION = 8000;

/**
 * Reports a failed save or an unexpected answer to POST /auth/logError/ (core section 8).
 * Never throws: reporting an error must not cause another one.
 */
export function logClientError(code: string | number, description: unknown): void {
  const text = typeof description === 'string' ? description : safeJson(description);
  void apiFetch('/auth/logError/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      code: String(code).slice(0, 100),
      description: `${window.location.pathname}: ${text}`.slice(0, MAX_DESCRIPTION),
    }),
  }).catch(() => undefined);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
