import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.js';
import { choosePlace } from '../support/places.js';
import { signIn } from '../support/session.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

// ADR 0044: what similar awarded charters cost, with what it is based on, in the request form and
// beside every bid, learned from the demo world's year of history.
test('a client sees what similar charters were awarded for while asking, and how each bid compares', async ({ page, request }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/newCharterRequest');
  const estimate = page.getByRole('region', { name: 'Estimated price' });
  await expect(page.getByText('Choose the places of every sector to see what similar charters were awarded for.')).toBeVisible();
  const first = page.getByRole('region', { name: 'Sector 1' });
  await choosePlace(first, 'From', 'Brisbane Air', /^Brisbane Airport \(BNE\)/);
  await choosePlace(first, 'To', 'Mount Isa Air', /^Mount Isa Airport \(ISA\)/);
  await expect(estimate.getByText(/^\$AUD [\d,]+ – \$AUD [\d,]+/)).toBeVisible();
  await expect(estimate.getByText('From awarded charters')).toBeVisible();
  await expect(estimate.getByText(/^Based on the median of \d+ awarded charters .* in the last 12 months/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/estimate-request-form.png`, fullPage: true });

  // The Live Brisbane → Mount Isa request of the demo client and its two bids.
  const client = await apiSession(request, 'client@demo.test');
  const live = await request.get('/api/charterRequest/all/self/Live?limit=50', { headers: { Authorization: `Bearer ${client.token}` } });
  const charter = ((await live.json()).items as { id: string; to: string }[]).find((c) => c.to.startsWith('Mount Isa'))!;
  await page.goto(`/charterRequests/Me/Live/${charter.id}/Bids`);
  const awarded = page.getByRole('region', { name: 'What similar charters were awarded for' });
  await expect(awarded.getByText(/^Based on the median of \d+ awarded charters/)).toBeVisible();
  const bids = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
  await expect(bids).toHaveCount(2);
  for (const bid of await bids.all()) {
    await expect(bid.getByText(/^(\d+% (below|above) the median|at the median) of similar awarded charters$/)).toBeVisible();
  }
  if (SHOTS) {
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/estimate-bids-${width}.png`, fullPage: true });
    }
  }
});

test('an operator is never shown the market’s estimate of a charter', async ({ page, request }) => {
  const operator = await apiSession(request, 'supplier1@demo.test');
  const live = await request.get('/api/charterRequest/supplierByStatus/Live?limit=50', {
    headers: { Authorization: `Bearer ${operator.token}` },
  });
  const charter = ((await live.json()).items as { id: string }[])[0]!;
  const res = await request.get(`/api/charterRequest/priceEstimate/${charter.id}`, {
    headers: { Authorization: `Bearer ${operator.token}` },
  });
  expect(res.status()).toBe(403);
  await signIn(page, 'supplier1@demo.test');
  await page.goto(`/charterRequests/Me/Live/${charter.id}/Bids`);
  await expect(page.getByRole('heading', { name: /Charter Request JB\d+/ })).toBeVisible();
  await expect(page.getByText(/awarded charters/)).toHaveCount(0);
});
