/**
 * Signing in to a running server of the demo world over its API, for the measuring scripts
 * (lighthouse.mjs, paired-loads.mjs): they start each page signed in as the app and the journeys do
 * (e2e/support/session.ts), so what they measure is the page, not the login form.
 */

/** Signs `email` in over the API and accepts the current terms there too; answers the tokens. */
export async function apiSession(base, email, password) {
  const post = async (url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} as ${email}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const tokens = await post('/auth/login', { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] });
  const claims = JSON.parse(Buffer.from(tokens.accessToken.token.split('.')[1], 'base64url').toString('utf8'));
  if (claims.termsAccepted) return tokens;
  const token = tokens.accessToken.token;
  const terms = await (await fetch(`${base}/api/accounts/terms`, { headers: { authorization: `Bearer ${token}` } })).json();
  const accepted = await post('/api/accounts/acceptTerms', { termsId: terms.id }, token);
  return { ...tokens, accessToken: accepted.result.accessToken };
}

/** The first charter of the signed-in user's own Live list with a bid (else the first): the detail the scripts open. */
export async function firstLiveCharterId(base, accessToken) {
  const res = await fetch(`${base}/api/charterRequest/all/self/Live`, { headers: { authorization: `Bearer ${accessToken}` } });
  const page = await res.json();
  const charter = page.items?.find((item) => item.bidCount > 0) ?? page.items?.[0];
  if (!charter) throw new Error('no Live charter to open');
  return charter.id;
}
