import { DEMO_PASSWORD_FOR_TESTS } from './db-url.js';

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * Calls to a running server at `baseUrl` as a browser or an integration makes them: JSON in,
 * the answer's status, parsed body and headers out. The test harness's server and the cluster
 * test's balancer and instances use it alike.
 */
export function httpClient(baseUrl: string) {
  async function call<T = any>(method: string, route: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(baseUrl + route, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : '';
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD_FOR_TESTS) {
    const res = await call('POST', '/auth/login', { body: { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body as { accessToken: { token: string; expiry: string }; refreshTokens: { token: string; expiry: string }[] };
  }

  /** Signs in and accepts the current terms: a member who can use the product. */
  async function member(email: string) {
    const tokens = await login(email);
    const terms = await call('GET', '/api/accounts/terms', { token: tokens.accessToken.token });
    const accepted = await call('POST', '/api/accounts/acceptTerms', { token: tokens.accessToken.token, body: { termsId: terms.body.id } });
    return { ...tokens, token: accepted.body.result.accessToken.token as string };
  }

  return { baseUrl, call, login, member };
}
