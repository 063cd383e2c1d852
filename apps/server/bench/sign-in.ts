import type { ListCase } from './list-bench.js';

/** The demo world's password, as the bench seeds it (prepareDatabase's demoPassword). */
export const BENCH_PASSWORD = 'demo-pass-1';

/** A JSON POST to the server at `at`, signed in when given a token. */
export const postTo = (at: string, path: string, body: unknown, token?: string) =>
  fetch(at + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Signs in at the server at `at` and accepts the terms: a token that may use the product there. */
export const memberAt =
  (at: string) =>
  async (email: string): Promise<string> => {
    const tokens: any = await (await postTo(at, '/auth/login', { userName: email, password: BENCH_PASSWORD })).json();
    const terms: any = await (
      await fetch(`${at}/api/accounts/terms`, { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })
    ).json();
    const accepted: any = await (await postTo(at, '/api/accounts/acceptTerms', { termsId: terms.id }, tokens.accessToken.token)).json();
    return accepted.result.accessToken.token;
  };

/** Every role's Live list, first page: who calls it and where. */
const LIST_USERS = [
  { who: 'admin', email: 'admin@demo.test', path: '/api/charterRequest/admin/all/Live' },
  { who: 'client', email: 'client@demo.test', path: '/api/charterRequest/all/client/Live' },
  { who: 'staff', email: 'staff@demo.test', path: '/api/charterRequest/all/staff/Live' },
  { who: 'supplier1', email: 'supplier1@demo.test', path: '/api/charterRequest/supplierByStatus/Live' },
] as const;

/**
 * The lists with their users signed in at `at`. A whole bench runs longer than an access token
 * lives (ACCESS_TOKEN_MINUTES, 15 by default), so each later phase signs in when it starts, as the
 * app refreshes its token, rather than calling with one that lapsed and being refused.
 */
export async function listsSignedInAt(at: string): Promise<ListCase[]> {
  const signIn = memberAt(at);
  return Promise.all(LIST_USERS.map(async (u) => ({ who: u.who, token: await signIn(u.email), path: u.path })));
}

/** The list of `listsSignedInAt` that `who` calls. */
export function listOf(lists: ListCase[], who: (typeof LIST_USERS)[number]['who']): ListCase {
  const list = lists.find((c) => c.who === who);
  if (!list) throw new Error(`no list called by ${who}`);
  return list;
}

/** The token a list of `listsSignedInAt` was signed in with, by who calls it. */
export function tokenOf(lists: ListCase[], who: (typeof LIST_USERS)[number]['who']): string {
  return listOf(lists, who).token;
}
