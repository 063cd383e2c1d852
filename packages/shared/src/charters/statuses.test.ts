import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../permissions.js';
import type { Role } from '../roles.js';
import type { SessionUser } from '../session.js';
import { CHARTER_TABS, charterTabsFor } from './statuses.js';

describe('charter list tabs', () => {
  it('give every role that creates requests the New tab, which lists a just-saved (Pending) request', () => {
    const accountRoles: Role[] = ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff', 'Supplier'];
    const creators = accountRoles.filter((role) => CAPABILITIES.createCharterRequest({ role } as SessionUser));
    expect(creators).toEqual(['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff']);
    for (const role of creators) expect(charterTabsFor(role), role).toContain('New');
    expect(CHARTER_TABS.New.statuses).toContain('Pending');
  });

  it('keep Pending requests from suppliers', () => {
    expect(charterTabsFor('Supplier')).not.toContain('New');
    expect(CAPABILITIES.createCharterRequest({ role: 'Supplier' } as SessionUser)).toBe(false);
  });
});
