import { SessionManager } from './session-manager';
import { TOKEN_STORAGE_KEY } from './token-store';

const LOCK_NAME = 'charter-refresh-token';

// Refresh tokens are single use and the server ends a sign-in when one is used twice, so two
// tabs must never refresh at the same moment: Web Locks serialise them across the browser.
function withBrowserLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The DOM typings wrap the callback's promise once more; the lock resolves with the work's own value.
  return locks ? locks.request(LOCK_NAME, work).then((result) => result) : work();
}

/** The browser's one session: every call in the app goes through its fetch. */
export const sessionManager = new SessionManager({
  fetch: (input, init) => window.fetch(input, init),
  storage: window.localStorage,
  withLock: withBrowserLock,
});

let started = false;

/** Starts timers and follows sign-ins and sign-outs made in other tabs. */
export function startSession(): void {
  if (started) return;
  started = true;
  sessionManager.start();
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    // key null means the whole storage was cleared.
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) sessionManager.handleStorageChange(event.key ? event.newValue : null);
  });
}

/** fetch for every API call: bearer token, refresh on an expired token, sign-out on a rejected one. */
export const apiFetch = sessionManager.fetch;
