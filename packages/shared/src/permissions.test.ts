import { describe, expect, it } from 'vitest';
import { can, whyNot } from './permissions.js';

describe('whyNot', () => {
  it('tells client-side users without QGov why charter shares are not theirs', () => {
    for (const role of ['Client', 'ClientDepartment', 'ClientStaff'] as const) {
      const generic = { role, qGov: false };
      expect(can(generic, 'viewCharterShares')).toBe(false);
      expect(whyNot(generic, 'viewCharterShares')).toMatch(/^Charter shares are for QGov users/);
      expect(whyNot({ role, qGov: true }, 'viewCharterShares')).toBeNull();
    }
    // Other refusals have no special words.
    expect(whyNot({ role: 'Supplier', qGov: false }, 'manageAdmins')).toBeNull();
  });
});
