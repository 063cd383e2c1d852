import { describe, expect, it } from 'vitest';
import { SHARE_TABS, hasShareAllMeSwitch, shareTabsFor } from './share-lists.js';

describe('share tabs by role (supplier-and-admin section 2)', () => {
  it('gives each role its tabs in order, with the spec labels', () => {
    const labels = (role: Parameters<typeof shareTabsFor>[0]) => shareTabsFor(role).map((t) => SHARE_TABS[t].label);
    for (const role of ['Client', 'ClientDepartment', 'ClientStaff'] as const) {
      expect(labels(role)).toEqual(['Live', 'Confirmed Shares', 'Pending', 'Pending Purchase', 'All']);
    }
    expect(labels('Admin')).toEqual(['Live', 'Confirmed Shares', 'Pending', 'All']);
    expect(labels('CharterAdmin')).toEqual(['Live', 'Confirmed Shares', 'Pending', 'All']);
    expect(shareTabsFor('Supplier')).toEqual(['Live', 'Mine']);
    expect(labels('Supplier')).toEqual(['Live', 'My Charter Shares']);
    expect(shareTabsFor('Public')).toEqual([]);
  });

  it('gives the All / Me switch to clients and departments only', () => {
    expect(hasShareAllMeSwitch('Client')).toBe(true);
    expect(hasShareAllMeSwitch('ClientDepartment')).toBe(true);
    expect(hasShareAllMeSwitch('ClientStaff')).toBe(false);
    expect(hasShareAllMeSwitch('Admin')).toBe(false);
  });
});
