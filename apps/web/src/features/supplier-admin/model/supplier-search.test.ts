import { describe, expect, it } from 'vitest';
import { filterSuppliers } from './supplier-search';

const row = (companyName: string, email: string, documentsAwaitingApproval = 0) => ({
  id: companyName,
  companyName,
  email,
  status: 'Active',
  preferred: false,
  documentsAwaitingApproval,
  aircraftCount: 0,
});

describe('filterSuppliers', () => {
  const rows = [row('Zulu Air', 'ops@zulu.test'), row('alpha Air', 'a@alpha.test'), row('Mike Aviation', 'm@mike.test', 2)];

  it('puts suppliers with documents to approve first, then by name', () => {
    expect(filterSuppliers(rows, '').map((r) => r.companyName)).toEqual(['Mike Aviation', 'alpha Air', 'Zulu Air']);
  });

  it('matches company or e-mail regardless of case', () => {
    expect(filterSuppliers(rows, 'AIR').map((r) => r.companyName)).toEqual(['alpha Air', 'Zulu Air']);
    expect(filterSuppliers(rows, 'mike.test').map((r) => r.companyName)).toEqual(['Mike Aviation']);
  });
});
