import { describe, expect, it } from 'vitest';
import type { SupplierProfile } from '@charter/shared';
import { toProfileBody, toProfileForm, validateProfileForm, withFilters } from './profile-form';

const profile: SupplierProfile = {
  id: 's1',
  companyName: 'Sky Ops',
  companyAddress: '1 Runway Rd',
  companyPhone: '0400000000',
  firstName: 'Sam',
  lastName: 'Pilot',
  email: 'sam@sky.test',
  status: 'Active',
  preferred: false,
  clientTypes: ['Generic'],
  complianceTypes: [],
  doNotSendBidConfirmation: false,
  notifyOfManifestChanges: true,
  charterTypes: ['FIFO'],
  locationFilterEnabled: true,
  filterLocation: ['QLD'],
  passengerRangeFilterEnabled: false,
  minPassengers: 0,
  maxPassengers: 0,
  aocNumber: 'AOC1',
};

describe('profile form', () => {
  it('a supplier sends neither id, email, status nor the admin fields', () => {
    const body = toProfileBody(toProfileForm(profile), null);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('clientTypes');
    expect(body).toMatchObject({ charterTypes: ['FIFO'], filterLocation: ['QLD'], minPassengers: 0, maxPassengers: 0, aocNumber: 'AOC1' });
  });

  it('an admin also sends id, preferred, client and compliance types and status', () => {
    const v = { ...toProfileForm(profile), preferred: true, complianceTypes: ['IFR Operations'], status: 'Inactive' };
    expect(toProfileBody(v, { id: 's1' })).toMatchObject({
      id: 's1',
      preferred: true,
      clientTypes: ['Generic'],
      complianceTypes: ['IFR Operations'],
      status: 'Inactive',
    });
  });

  it('checks the passenger range and the states only when their switch is on', () => {
    const v = toProfileForm(profile);
    expect(validateProfileForm(v)).toEqual({});
    expect(validateProfileForm({ ...v, filterLocation: [] })).toEqual({ filterLocation: 'Choose at least one state' });
    expect(validateProfileForm({ ...v, passengerRangeFilterEnabled: true, minPassengers: '5', maxPassengers: '2' })).toEqual({
      maxPassengers: 'Maximum passengers must be at least the minimum',
    });
    expect(validateProfileForm({ ...v, passengerRangeFilterEnabled: true, minPassengers: '', maxPassengers: '4' })).toEqual({
      minPassengers: 'Minimum passengers must be at least 1',
    });
  });

  it('/me saves only the filter fields over the latest profile', () => {
    const latest = { ...toProfileForm(profile), companyName: 'Renamed' };
    const mine = { ...toProfileForm(profile), companyName: 'Stale', charterTypes: ['Tourism'] };
    expect(withFilters(latest, mine)).toMatchObject({ companyName: 'Renamed', charterTypes: ['Tourism'] });
  });
});
