import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from '../support/session.js';

// Small but real files: the server checks the content's magic bytes, not the name.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function closeSaving(page: Page, message: string) {
  const dialog = page.getByRole('dialog', { name: 'Saving' });
  await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** dd/mm/yyyy a year from now: the expiry the admin types when approving. */
function nextYear(): { typed: string; shown: RegExp } {
  const d = new Date();
  d.setFullYear(d.getFullYear() + 1);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const mon = d.toLocaleString('en-AU', { month: 'short' }).slice(0, 3);
  return { typed: `${dd}/${mm}/${d.getFullYear()}`, shown: new RegExp(`${dd}-${mon}-${d.getFullYear()}`) };
}

test('a supplier uploads a document and an aircraft image; the admin approves the document; the supplier sees it approved; the admin cancels the approval after confirming', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const fileName = `insurance-${stamp}.pdf`;
  const registration = `VH-${stamp.slice(-3).toUpperCase()}`;
  const expiry = nextYear();

  const supplier = await (await browser.newContext()).newPage();
  await signIn(supplier, 'supplier1@demo.test');

  // Document upload.
  await supplier.goto('/documents');
  await expect(supplier.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await supplier.getByRole('button', { name: 'Upload Document' }).click();
  const upload = supplier.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Category is required')).toBeVisible();
  await expect(upload.getByText('File is required')).toBeVisible();
  await upload.getByRole('combobox', { name: 'Category' }).click();
  await supplier.getByRole('option', { name: 'Insurance Certificate' }).click();
  await upload.getByLabel('Document file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await closeSaving(supplier, 'Document saved.');
  const row = supplier.getByRole('row', { name: new RegExp(fileName) });
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await expect(row.getByText('Current')).toBeVisible();

  // Aircraft with an image.
  await supplier.getByRole('link', { name: 'Aircraft' }).click();
  await supplier.getByRole('button', { name: 'Add Aircraft' }).click();
  const form = supplier.getByRole('dialog', { name: 'Add Aircraft' });
  await form.getByRole('button', { name: 'Save Aircraft' }).click();
  await expect(form.getByText('Registration is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Registration' }).fill(registration);
  await form.getByRole('textbox', { name: 'Type' }).fill('Cessna 208 Caravan');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await supplier.getByRole('option', { name: 'Turboprop', exact: true }).click();
  await form.getByRole('textbox', { name: 'Pax Limit' }).fill('9');
  await form.getByRole('button', { name: 'Save Aircraft' }).click();
  await closeSaving(supplier, 'Aircraft added.');
  await supplier.getByRole('button', { name: `Images of ${registration}` }).click();
  const gallery = supplier.getByRole('dialog', { name: `Images of ${registration}` });
  await expect(gallery.getByText('No Aircraft Images')).toBeVisible();
  await gallery.getByLabel('Aircraft image file').setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: PNG });
  await closeSaving(supplier, 'Image saved.');
  await expect(gallery.getByRole('img', { name: 'side.png' })).toBeVisible();
  await gallery.getByRole('link', { name: 'View side.png' }).click();
  await expect(supplier.getByRole('heading', { name: 'Bid Aircraft Image' })).toBeVisible();
  await expect(supplier.getByRole('img', { name: 'side.png' })).toBeVisible();

  // The admin approves it with an expiry date.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.goto('/manageSuppliers');
  await admin.getByRole('link', { name: 'Outback Air Charter' }).click();
  await admin.getByRole('tab', { name: 'Documents' }).click();
  await admin.getByRole('button', { name: `Approve ${fileName}` }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve Document' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText('Please supply an expiry date')).toBeVisible();
  await approve.getByRole('textbox', { name: 'Expiry Date' }).fill(expiry.typed);
  await admin.keyboard.press('Tab');
  // An insurance is approved with the liability cover it gives.
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText('Please supply the liability cover amount')).toBeVisible();
  await approve.getByRole('textbox', { name: 'Liability cover (AUD)' }).fill('20000000');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await closeSaving(admin, 'Document approved.');
  await expect(admin.getByRole('button', { name: `Cancel approval of ${fileName}` })).toBeVisible();
  await signOut(admin);

  // The supplier sees it approved, with the expiry.
  await supplier.goto('/documents');
  const approved = supplier.getByRole('row', { name: new RegExp(fileName) });
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approved.getByText(expiry.shown)).toBeVisible();

  // Cancel Approval asks first, saying what it undoes; kept, nothing changes.
  await signIn(admin, 'admin@demo.test');
  await admin.goto('/manageSuppliers');
  await admin.getByRole('link', { name: 'Outback Air Charter' }).click();
  await admin.getByRole('tab', { name: 'Documents' }).click();
  await admin.getByRole('button', { name: `Cancel approval of ${fileName}` }).click();
  const ask = admin.getByRole('dialog', { name: 'Cancel Approval?' });
  await expect(ask).toContainText(`Insurance Certificate (${fileName}) goes back to awaiting approval and its expiry date`);
  await expect(ask.getByText(expiry.shown)).toBeVisible();
  await ask.getByRole('button', { name: 'Keep it approved' }).click();
  await expect(ask).toBeHidden();
  const adminRow = admin.getByRole('row', { name: new RegExp(fileName) });
  await expect(adminRow.getByText('Approved', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Cancel approval of ${fileName}` }).click();
  await ask.getByRole('button', { name: 'Cancel Approval' }).click();
  await closeSaving(admin, 'Approval cancelled.');
  await expect(adminRow.getByText('Awaiting approval')).toBeVisible();
  // The expiry came with the approval: it is gone from the admin's list and the supplier's.
  await expect(adminRow.getByText(expiry.shown)).toHaveCount(0);
  await supplier.goto('/documents');
  await expect(approved.getByText('Awaiting approval')).toBeVisible();
  await expect(approved.getByText(expiry.shown)).toHaveCount(0);
});
