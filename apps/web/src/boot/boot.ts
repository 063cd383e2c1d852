/**
 * The first script of index.html: a classic script (no imports; built as its own entry), run before
 * the body is parsed. A signed-in visit asks at once for the chunks its first screen renders (the
 * signed-in shell and, on the landing list, the list's page), in parallel with the entry, instead
 * of learning of them only after the entry has run (one network round trip and a render fewer
 * before the list shows; ADR 0022). The build writes the file lists into index.html
 * (`#charter-preloads`, vite.config.ts); signed out, index.html's own preloads (the login page) apply.
 */
import { BOOT_SESSION_KEY, preloadsFor, type BootPreloads } from './preloads';

function storedSession(): string | null {
  try {
    return window.localStorage.getItem(BOOT_SESSION_KEY);
  } catch {
    return null;
  }
}

function readPreloads(): BootPreloads | null {
  try {
    return JSON.parse(document.getElementById('charter-preloads')?.textContent ?? 'null') as BootPreloads | null;
  } catch {
    return null;
  }
}

const session = storedSession();
const preloads = readPreloads();
if (preloads) {
  for (const href of preloadsFor(preloads, window.location.pathname, session)) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * A page's first use of Intl loads the browser's locale data: 15-110 ms of main thread, once per page.
 * The signed-in screens format money and dates in their first render; done here, on a timer, it runs
 * while the app's scripts are still downloading instead of inside the first screen's render. Signed
 * out (the login page formats neither), it is left to whatever first formats, after signing in.
 */
function warmLocaleData(): void {
  try {
    new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(1);
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', dateStyle: 'medium', timeStyle: 'short' }).format(0);
  } catch {
    // Nothing depends on it: the first screen pays the cost instead.
  }
}
if (session !== null) setTimeout(warmLocaleData, 0);
