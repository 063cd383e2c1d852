import { describe, expect, it } from 'vitest';
import { EMPTY_AIRCRAFT, toAircraftBody, validateAircraft } from './aircraft-form';

describe('validateAircraft', () => {
  it('gives the contract messages for an empty form', () => {
    expect(validateAircraft({ ...EMPTY_AIRCRAFT, passengerLimit: '0' })).toEqual({
      licenseNumber: 'Registration is required',
      type: 'Type is required',
      passengerLimit: 'Passenger limit must be at least 1',
      aircraftCategoryId: 'Category is required',
    });
  });
});

describe('toAircraftBody', () => {
  const values = { ...EMPTY_AIRCRAFT, aircraftCategoryId: 'c1', licenseNumber: ' vh-abc ', type: ' King Air 350 ', passengerLimit: '9' };

  it('adds for the supplier with trimmed text and a number pax limit', () => {
    expect(toAircraftBody(values, 's1')).toEqual({
      supplierId: 's1',
      aircraftCategoryId: 'c1',
      licenseNumber: 'VH-ABC',
      type: 'King Air 350',
      name: '',
      passengerLimit: 9,
      aircraftNotes: '',
    });
  });

  it('an edit carries the id and status', () => {
    expect(toAircraftBody({ ...values, status: 'Inactive' }, 's1', 'a1')).toMatchObject({ id: 'a1', status: 'Inactive' });
  });
});
