import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@charter/shared';
import { TEST_USER } from '../lib/session/test-tokens';
import { isNavActive } from './layout/nav-active';
import { resolveRoute, signedInRoutes, signedOutRoutes } from './route-table';

const admin: SessionUser = TEST_USER;
const supplier: SessionUser = {
  ...TEST_USER,
  role: 'Supplier',
  adminId: null,
  supplierId: 's1',
  managesMessages: false,
  managesWorkflow: false,
};
const client: SessionUser = { ...TEST_USER, role: 'Client', adminId: null, clientId: 'c1', managesMessages: false, managesWorkflow: false };

const kindOf = (session: SessionUser, path: string) => resolveRoute(signedInRoutes(session), path).kind;

describe('signed-in route table', () => {
  it('matches paths case-insensitively', () => {
    expect(kindOf(client, '/CharterRequests/Me/Live')).toBe('page');
    expect(kindOf(client, '/charterrequests/me/live')).toBe('page');
    expect(kindOf(admin, '/MANAGEADMINS')).toBe('page');
  });

  it('guards routes by capability', () => {
    expect(kindOf(supplier, '/newCharterRequest')).toBe('forbidden');
    expect(kindOf(client, '/newCharterRequest')).toBe('page');
    expect(kindOf(supplier, '/documents')).toBe('page');
    expect(kindOf(admin, '/documents')).toBe('forbidden');
    expect(kindOf(client, '/charterShares/Me/Live')).toBe('forbidden');
    expect(kindOf({ ...client, qGov: true }, '/charterShares/Me/Live')).toBe('page');
    expect(kindOf({ ...admin, managesWorkflow: false }, '/manageWorkflow/states')).toBe('forbidden');
  });

  it('keeps exact routes exact and sends the rest to the fallback', () => {
    expect(kindOf(supplier, '/documents/extra')).toBe('notFound');
    expect(kindOf(supplier, '/bid/1/2')).toBe('page');
    expect(kindOf(admin, '/no/such/page')).toBe('notFound');
    expect(kindOf(admin, '/')).toBe('home');
    expect(kindOf(admin, '/login')).toBe('login');
    expect(kindOf(admin, '/resetPassword/abc/def')).toBe('resetPassword');
  });
});

describe('signed-out route table', () => {
  const kind = (path: string) => resolveRoute(signedOutRoutes(), path).kind;
  it('opens only the signed-out pages and sends everything else to login', () => {
    expect(kind('/resetPassword/abc/def')).toBe('resetPassword');
    expect(resolveRoute(signedOutRoutes(), '/supplierInvitation/abc/token')).toEqual({ kind: 'invitation', role: 'Supplier' });
    expect(resolveRoute(signedOutRoutes(), '/clientAdminInvitation/abc/token')).toEqual({ kind: 'invitation', role: 'Admin' });
    expect(resolveRoute(signedOutRoutes(), '/confirmEmailClient/abc/xyz')).toEqual({ kind: 'confirmEmail', account: 'Client' });
    expect(kind('/confirmEmailChange/abc/xyz')).toBe('confirmEmailChange');
    expect(kind('/me')).toBe('login');
    expect(kind('/charterRequests/Me/Live')).toBe('login');
  });
});

describe('isNavActive', () => {
  it('marks the area of the current page, whatever the letter case', () => {
    expect(isNavActive('/CharterRequests/Me/Live', '/charterRequests/Me/Upcoming')).toBe(true);
    expect(isNavActive('/charterShares/Me/Live', '/charterRequests/Me/Live')).toBe(false);
  });
});
