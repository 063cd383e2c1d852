import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DAY, type ApiSession } from './api.js';

/**
 * The operator's required documents, uploaded and approved by an admin for a year: an Air Operator
 * Certificate with the given aircraft ticked as on it, and an insurance with its liability cover.
 */
export async function approvedDocuments(request: APIRequestContext, admin: ApiSession, supplierId: string, aircraftIds: string[] = []) {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const expiredAt = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
  const documents = [
    { fileCategory: 'Air Operator Certificate', name: 'aoc.pdf', approval: { aircraftIds } },
    { fileCategory: 'Insurance Certificate', name: 'insurance.pdf', approval: { liabilityCover: 20_000_000 } },
  ];
  for (const { fileCategory, name, approval } of documents) {
    const added = await request.post('/api/suppliers/addDocument', {
      headers,
      multipart: {
        supplierId,
        fileCategory,
        file: { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
      },
    });
    expect(added.ok()).toBe(true);
    const { result } = (await added.json()) as { result: { id: string } };
    const approved = await request.post('/api/suppliers/approveDocument', { headers, data: { id: result.id, expiredAt, ...approval } });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
}

/** Opens Place Bid and fills it: the first aircraft for every sector ("Same for all") and a price. */
export async function fillBid(page: Page, price: string) {
  await page.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await dialog.getByRole('checkbox', { name: 'Same for all' }).check();
  await dialog.getByRole('region', { name: 'Sector 1' }).getByRole('combobox', { name: 'Aircraft' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  // The pax limit follows the chosen aircraft, on both sectors.
  await expect(dialog.getByRole('region', { name: 'Sector 2' }).getByRole('textbox', { name: 'Pax Limit' })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Price (ex GST)' }).fill(price);
  return dialog;
}

/** Places a bid through the Place Bid dialog and closes the confirmation. */
export async function placeBid(page: Page, price: string) {
  const dialog = await fillBid(page, price);
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(dialog.getByText(/^Bid placed on JB\d+\.?$/)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}
