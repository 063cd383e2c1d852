import { existsSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';

/**
 * The browser the journeys drive: CHROMIUM_PATH, else Debian's headless shell of Chromium
 * (`apt-get install chromium-headless-shell`), else Debian's full Chromium. The shell is the same
 * Blink and V8 without the desktop browser around them, the build Playwright itself runs headless
 * tests in; it takes a quarter less CPU per journey. Lighthouse keeps the full browser, whose
 * figures are the ones users see.
 */
export function journeyBrowser(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/**
 * The file a click downloads. A browser without a PDF viewer (the headless shell) saves a PDF
 * preview's blob under a generated name instead of showing it; that save is not the download the
 * click asked for, so it is passed over.
 */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { predicate: (d) => !PREVIEW_SAVE.test(d.suggestedFilename()) }),
    click(),
  ]);
  return download;
}

const PREVIEW_SAVE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
