import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * A list whose call fails (core section 8): a loading state first, then "Error Loading" with
 * Retry, never a blank area; Retry shows the loading state again and then the list. The network
 * failing is simulated by the browser dropping the list's call (page.route abort): the server
 * itself is the real one. Each call is held until the journey has seen the loading state.
 */
function opening() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, resolve: open };
}

class FailingCall {
  private gate = opening();
  private failing = true;

  constructor(
    private readonly page: Page,
    private readonly matches: (url: URL) => boolean,
  ) {}

  async install() {
    await this.page.route(
      (url) => this.matches(url),
      async (route) => {
        await this.gate.promise;
        if (this.failing) await route.abort('connectionfailed');
        else await route.continue();
      },
    );
  }

  /** Lets the held calls (and the browser's retries) through: failing, or answered by the server. */
  release() {
    this.gate.resolve();
  }

  /** From now on the calls reach the server, held until release(). */
  heal() {
    this.failing = false;
    this.gate = opening();
  }
}

interface ListCase {
  who: string;
  page: string;
  call: (url: URL) => boolean;
  /** What the list shows once it loads. */
  shows: (page: Page) => Locator;
}

const path = (url: URL) => url.pathname;

const CASES: Record<string, ListCase> = {
  'the Live charters': {
    who: 'admin@demo.test',
    page: '/charterRequests/Me/Live',
    call: (u) => /^\/api\/charterRequest\/(admin\/all|all\/\w+|supplierByStatus)\/Live$/.test(path(u)),
    shows: (p) => p.getByRole('link', { name: /^JB\d+$/ }).first(),
  },
  'the suppliers': {
    who: 'admin@demo.test',
    page: '/manageSuppliers',
    call: (u) => path(u).startsWith('/api/suppliers/getByStatus/'),
    shows: (p) => p.getByText('Outback Air Charter').first(),
  },
  'the clients': {
    who: 'admin@demo.test',
    page: '/manageClients/Clients',
    call: (u) => path(u).startsWith('/api/admin/parties/') && path(u).split('/').length === 5,
    shows: (p) => p.getByText('Demo Mining Co').first(),
  },
  'the aircraft': {
    who: 'supplier1@demo.test',
    page: '/aircraft',
    call: (u) => path(u).startsWith('/api/suppliers/aircraft/'),
    shows: (p) => p.getByText(/\d+ aircraft$/),
  },
  'the past bids': {
    who: 'supplier1@demo.test',
    page: '/bids',
    call: (u) => path(u) === '/api/suppliers/bidsPage',
    shows: (p) => p.getByText('Unavailable').first(),
  },
  'the messages': {
    who: 'admin@demo.test',
    page: '/messageLog',
    call: (u) => path(u) === '/api/messageLog',
    shows: (p) => p.getByRole('table', { name: 'Messages' }).or(p.getByText(/^No messages/)),
  },
};

for (const [name, c] of Object.entries(CASES)) {
  test(`${name}: a failed load says "Error Loading" with Retry, and Retry loads the list again`, async ({ page }) => {
    await signIn(page, c.who);
    const call = new FailingCall(page, c.call);
    await call.install();
    await page.goto(c.page);

    const loading = page.getByRole('status', { name: /^Loading/ }).first();
    await expect(loading).toBeVisible();
    call.release();
    const failed = page.getByRole('alert').filter({ hasText: /^Error Loading/ });
    await expect(failed).toBeVisible();
    await expect(failed.getByText('We could not reach the server. Check your internet connection and try again.')).toBeVisible();

    call.heal();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(loading).toBeVisible();
    await expect(failed).toBeHidden();
    call.release();
    await expect(c.shows(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^Error Loading/ })).toHaveCount(0);
  });
}

test('the past bids: a later page that fails keeps the rows shown, says why, and Retry reads that page', async ({ page }) => {
  await signIn(page, 'supplier1@demo.test');
  // Only the pages after the first (those asked for with a cursor) fail.
  const call = new FailingCall(page, (u) => path(u) === '/api/suppliers/bidsPage' && u.searchParams.has('cursor'));
  await call.install();
  await page.goto('/bids');
  const rows = page.getByRole('table', { name: 'My Past Bids' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);

  await page.getByRole('button', { name: 'Load more' }).click();
  call.release();
  const failed = page.getByRole('alert').filter({ hasText: /^Error Loading/ });
  await expect(failed.getByText('We could not reach the server. Check your internet connection and try again.')).toBeVisible();
  await expect(rows).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

  call.heal();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status', { name: 'Loading bids' })).toBeVisible();
  call.release();
  await expect(rows).toHaveCount(50);
  await expect(page.getByText(/^Showing 50 of \d+$/)).toBeVisible();
  await expect(failed).toHaveCount(0);
});
