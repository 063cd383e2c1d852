import http from 'node:http';
import { expect, test } from '@playwright/test';
import { apiSession, createCharter, openBidding } from '../support/api.js';
import { signIn } from '../support/session.js';

test('an operator adds a webhook endpoint on My Details, a charter goes Live, and its log shows the delivery', async ({
  page,
  request,
}) => {
  // The operator's own receiver, on this machine (http to localhost is allowed outside production).
  const received: { type: string; signature: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ type: (JSON.parse(body) as { type: string }).type, signature: String(req.headers['x-charter-signature']) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
  try {
    await signIn(page, 'supplier1@demo.test');
    await page.goto('/me');
    const card = page.getByRole('region', { name: 'Webhooks' });
    const name = `Dispatch ${Date.now()}`;
    await card.getByLabel('Name').fill(name);
    await card.getByLabel('URL').fill(url);
    await card.getByLabel('A new charter you may bid on (charter.live)').check();
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(card.getByText('Endpoint added. Copy its signing secret now: it is shown only once.')).toBeVisible();
    await expect(card.getByLabel(`Signing secret of "${name}"`)).toHaveValue(/^whsec_/);
    const row = card.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');

    const client = await apiSession(request, 'client@demo.test');
    const admin = await apiSession(request, 'admin@demo.test');
    const charter = await createCharter(request, client);
    await openBidding(request, admin, charter.id);

    await row.getByRole('button', { name: 'Log' }).click();
    const log = card.getByRole('region', { name: `Deliveries to ${name}` });
    // The log reads itself again every few seconds while open.
    await expect(log.getByRole('row', { name: /charter\.live/ }).first()).toContainText('Delivered', { timeout: 15_000 });
    await expect(log.getByRole('row', { name: /charter\.live/ }).first()).toContainText('204');
    // The attempts count opens the delivery's history: each attempt's answer and how long it took.
    await log
      .getByRole('button', { name: /attempts of charter\.live: show each/ })
      .first()
      .click();
    const attempts = log.getByRole('table', { name: 'Attempts of charter.live' });
    await expect(attempts.getByRole('row').nth(1)).toContainText('204');
    await expect(attempts.getByRole('row').nth(1)).toContainText(/\d+(\.\d)? m?s/);
    expect(received.map((r) => r.type)).toContain('charter.live');
    expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  } finally {
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  }
});
