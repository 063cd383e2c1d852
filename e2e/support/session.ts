import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

interface TokenPair {
  token: string;
  expiry: string;
}

/** What a sign-in over the API answers: the access token and the refresh tokens. */
export interface ApiTokens {
  accessToken: TokenPair;
  refreshTokens: TokenPair[];
}

// The page's own storage, inside page.evaluate (the journeys are typed without the DOM library).
declare const localStorage: { setItem(key: string, value: string): void };

/** The claims of an access token, read without checking it (the server does that). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Signs in over the API and, unless `acceptTerms` is false, accepts the current terms there too. */
export async function signInOverApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  { acceptTerms = true } = {},
): Promise<ApiTokens> {
  const login = await request.post('/auth/login', {
    data: { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] },
  });
  expect(login.ok(), `sign-in of ${email}: ${login.status()} ${await login.text()}`).toBe(true);
  const tokens = (await login.json()) as ApiTokens;
  if (!acceptTerms || claimsOf(tokens.accessToken.token).termsAccepted) return tokens;
  const headers = { Authorization: `Bearer ${tokens.accessToken.token}` };
  const terms = (await (await request.get('/api/accounts/terms', { headers })).json()) as { id: string };
  const accepted = await request.post('/api/accounts/acceptTerms', { headers, data: { termsId: terms.id } });
  expect(accepted.ok()).toBe(true);
  return { ...tokens, accessToken: ((await accepted.json()) as { result: { accessToken: TokenPair } }).result.accessToken };
}

/**
 * Starts the page signed in, for journeys about something else: the session is made over the API
 * and written where the web client keeps it (localStorage `charter.session`, as token-store.ts
 * reads it), then the app opens at its landing; the terms are accepted over the API too unless
 * `acceptTerms` is false, when the terms screen is what the page shows. Loading and filling the
 * login page costs a journey more renderer time than anything else it does once; the sign-in
 * journeys (sign-in.spec.ts, password-reset.spec.ts) go through the page with signInThroughPage.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { acceptTerms = true } = {}) {
  const { accessToken, refreshTokens } = await signInOverApi(page.request, email, password, { acceptTerms });
  const stored = JSON.stringify({ accessToken: { ...accessToken, receivedAt: Date.now() }, refreshTokens });
  // Any same-origin document will do to reach the origin's storage; this one runs no script.
  await page.goto('/api/charterRequest/apiVersion');
  await page.evaluate((value) => localStorage.setItem('charter.session', value), stored);
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Accept Terms' });
  await expect(acceptTerms ? page.getByRole('button', { name: /account menu/i }) : accept).toBeVisible();
}

/** Signs in through the login landing, as a person does; accepts the terms when they are shown. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD, { acceptTerms = true } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const accept = page.getByRole('button', { name: 'Accept Terms' });
  const account = page.getByRole('button', { name: /account menu/i });
  await expect(accept.or(account)).toBeVisible();
  if (acceptTerms && (await accept.isVisible())) {
    await accept.click();
    await expect(account).toBeVisible();
  }
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
}
