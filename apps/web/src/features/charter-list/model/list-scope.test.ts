import { describe, expect, it } from 'vitest';
import { listScope, normaliseList, normaliseTab, switchValue } from './list-scope';
import { listSearchParams, nextSort } from './list-params';

describe('list scope by role', () => {
  it('maps each role and list to the server list', () => {
    expect(listScope('Admin', 'Me')).toBe('admin/all');
    expect(listScope('CharterAdmin', 'All')).toBe('admin/all');
    expect(listScope('Supplier', 'Me')).toBe('supplierByStatus');
    expect(listScope('Client', 'Me')).toBe('all/self');
    expect(listScope('Client', 'All')).toBe('all/client');
    expect(listScope('Client', 'Client')).toBe('all/client');
    expect(listScope('ClientDepartment', 'Me')).toBe('all/self');
    expect(listScope('ClientDepartment', 'All')).toBe('all/department');
    expect(listScope('ClientStaff', 'All')).toBe('all/self');
    expect(switchValue('Department')).toBe('All');
  });

  it("reads a client's department or staff member through the server's department and staff lists", () => {
    expect(listScope('Client', 'All', { clientDepartmentId: 'd1' })).toBe('all/department');
    expect(listScope('Client', 'Me', { clientStaffId: 's1' })).toBe('all/staff');
    expect(listScope('ClientDepartment', 'All', { clientStaffId: 's1' })).toBe('all/staff');
    // Admins narrow their own list by the same ids.
    expect(listScope('Admin', 'All', { clientDepartmentId: 'd1' })).toBe('admin/all');
  });

  it('reads {list} and {activeKey} case-insensitively and rejects tabs the role does not have', () => {
    expect(normaliseList('me')).toBe('Me');
    expect(normaliseList('everyone')).toBeNull();
    expect(normaliseTab('Client', 'upcoming')).toBe('Upcoming');
    expect(normaliseTab('Supplier', 'New')).toBeNull();
    expect(normaliseTab('Supplier', 'Closed')).toBeNull();
    // Every role that saves requests finds them on New (where the form sends it after saving).
    expect(normaliseTab('ClientStaff', 'new')).toBe('New');
    expect(normaliseTab('ClientDepartment', 'New')).toBe('New');
    expect(normaliseTab('CharterAdmin', 'New')).toBe('New');
    expect(normaliseTab('Admin', 'AllChanges')).toBe('AllChanges');
  });
});

describe('list query', () => {
  it('sends search, sort, filters and paging, leaving blanks out and reading JB references as numbers', () => {
    const q = listSearchParams(
      { search: ' perth ', sort: { key: 'departTime', dir: 'desc' }, filters: { jobReference: 'jb10002', from: '', to: 'Broome' } },
      { cursor: 'abc', limit: 50 },
    );
    expect(q.toString()).toBe('search=perth&sort=departTime&dir=desc&jobReference=10002&to=Broome&cursor=abc&limit=50');
  });

  it("narrows an admin's list to one party's charters", () => {
    const q = listSearchParams({ search: '', sort: null, filters: {}, party: { clientDepartmentId: 'd-1', clientStaffId: undefined } });
    expect(q.toString()).toBe('clientDepartmentId=d-1');
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    expect(nextSort(null, 'from')).toEqual({ key: 'from', dir: 'asc' });
    expect(nextSort({ key: 'from', dir: 'asc' }, 'from')).toEqual({ key: 'from', dir: 'desc' });
    expect(nextSort({ key: 'from', dir: 'desc' }, 'from')).toBeNull();
    expect(nextSort({ key: 'from', dir: 'desc' }, 'to')).toEqual({ key: 'to', dir: 'asc' });
  });
});
