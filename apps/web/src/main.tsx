import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './styles.css';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { sessionManager, startSession } from './lib/session/session';
import { registerServiceWorker } from './lib/register-service-worker';

startSession();
registerServiceWorker();

// Signed in on a charter list (the landing), a charter's detail or the new-request form: its data is
// asked for now, beside the screen's code (preloaded by the boot script), not after the screen has
// rendered (ADR 0022, 0053).
const session = sessionManager.getSnapshot().session;
const path = window.location.pathname;
if (session?.termsAccepted && /^\/charterRequests\/[^/]+\/[^/]+\/[^/]+/i.test(path)) {
  void import('./routes/prefetch-charter-page').then((m) => m.prefetchCharterPage(queryClient, session, path));
} else if (session?.termsAccepted && /^\/charterRequests\//i.test(path)) {
  void import('./features/charter-list/prefetch-list').then((m) => m.prefetchCharterList(queryClient, session.role, path));
} else if (session?.termsAccepted && /^\/newCharterRequest\/?$/i.test(path)) {
  void import('./features/charter-form/prefetch-lookups').then((m) => m.prefetchFormLookups(queryClient, session));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition, so React renders the first screen in slices that yield to the browser (no single
// long task while the whole tree mounts; Lighthouse's Total Blocking Time, ADR 0022).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
