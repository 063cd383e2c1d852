import { describe, expect, it } from 'vitest';
import type { AdminDetail } from '@charter/shared';
import { EMPTY_ADMIN_FORM, toAddBody, toAdminForm, toUpdateBody, validateAdminBody } from './admin-form';

const detail: AdminDetail = {
  kind: 'Admin',
  id: '1f6b7a0e-0c1d-4b2a-8e3f-7a6b5c4d3e21',
  firstName: 'Alex',
  lastName: 'Admin',
  email: 'admin@demo.test',
  phoneNumber: '07 3000 0001',
  companyName: '',
  status: 'Active',
  managesWorkflow: true,
  managesMessages: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastLoginAt: null,
};

describe('admin form', () => {
  it("checks an invitation with the server's schema and the spec's messages", () => {
    const errors = validateAdminBody('Admin', 'add', toAddBody('Admin', { ...EMPTY_ADMIN_FORM, email: 'ada@', phoneNumber: 'x' }));
    expect(errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email looks a bit strange...',
      phoneNumber: 'Phone number is not valid',
    });
  });

  it('sends the status but not the e-mail once accepted, and the e-mail but not the status while invited', () => {
    const active = toUpdateBody('Admin', detail.id, { ...toAdminForm(detail), email: 'x@y.test', status: 'Inactive' }, 'Active');
    expect(active).toEqual({
      id: detail.id,
      firstName: 'Alex',
      lastName: 'Admin',
      phoneNumber: '07 3000 0001',
      companyName: '',
      managesWorkflow: true,
      managesMessages: false,
      status: 'Inactive',
    });
    const invited = toUpdateBody('CharterAdmin', detail.id, { ...toAdminForm(detail), email: ' New@Y.test ' }, 'Invited');
    expect(invited).toMatchObject({ email: 'New@Y.test' });
    expect(invited).not.toHaveProperty('status');
    expect(invited).not.toHaveProperty('managesWorkflow');
    expect(validateAdminBody('CharterAdmin', 'update', invited)).toEqual({});
  });
});
