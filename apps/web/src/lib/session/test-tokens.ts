import type { SessionUser } from '@charter/shared';

/** Builds unsigned JWTs for tests: the client never checks signatures, only reads the payload. */

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const TEST_USER: SessionUser = {
  userId: '11111111-1111-4111-8111-111111111111',
  username: 'admin@demo.test',
  displayName: 'Alex Admin',
  email: 'admin@demo.test',
  role: 'Admin',
  adminId: '22222222-2222-4222-8222-222222222222',
  charterAdminId: null,
  clientId: null,
  clientDepartmentId: null,
  clientStaffId: null,
  supplierId: null,
  qGov: false,
  status: 'Active',
  termsAccepted: true,
  serverVersion: '2.0.7',
  managesMessages: true,
  managesWorkflow: true,
  canViewSupplierInfo: true,
};

export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** An access token for TEST_USER (with overrides), issued at iatSeconds and living lifetimeSeconds. */
export function accessToken(overrides: Partial<SessionUser> & { tag?: string } = {}, iatSeconds = 1_000_000, lifetimeSeconds = 900) {
  const { tag, ...user } = overrides;
  const token = makeJwt({ ...TEST_USER, ...user, sid: 'sid-1', iat: iatSeconds, exp: iatSeconds + lifetimeSeconds, tag });
  return { token, expiry: new Date((iatSeconds + lifetimeSeconds) * 1000).toISOString() };
}
