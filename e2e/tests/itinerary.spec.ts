import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { downloadFrom } from '../support/browser.js';
import { withDatabase } from '../support/database.js';
import { signIn } from '../support/session.js';

// supplier-and-admin sections 6 and 9: a booked charter's itinerary, previewed about 500 px high
// in a dialog and downloaded as an A4 PDF named after the job.
test('the client opens a confirmed charter, previews its itinerary and downloads it', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  // The demo world books a Perth charter for the client itself.
  const { id, reference } = await withDatabase(async (db) => {
    const r = await db.query(
      `select cr.id, 'JB' || cr.job_reference as reference from charter_requests cr
       where cr.status = 'Confirmed' and cr.client_department_id is null
         and cr.client_id = (select client_id from users where email = 'client@demo.test')
       order by cr.job_reference limit 1`,
    );
    return r.rows[0] as { id: string; reference: string };
  });
  await page.goto(`/charterRequests/Me/Confirmed/${id}`);
  await expect(page.getByRole('heading', { name: `Charter Request ${reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bid History' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: `Itinerary ${reference}` });
  const preview = dialog.locator(`iframe[title="Itinerary ${reference} preview"]`);
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  expect((await preview.boundingBox())!.height).toBeCloseTo(500, -1);

  const download = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download' }).click());
  expect(download.suggestedFilename()).toBe(`${reference}-itinerary.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-raw', '-', '-'], { input: bytes }).toString('utf8');
  expect(text).toContain(`Itinerary\n${reference}`);
  expect(text).toContain('Please arrive at least 30 minutes before departure.');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
