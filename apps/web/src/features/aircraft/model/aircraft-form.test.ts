import { describe, expect, it } from 'vitest';
import { AIRCRAFT_MESSAGES } from '@charter/shared';
import { EMPTY_AIRCRAFT, toAircraftBody, validateAircraft } from './aircraft-form';

describe('validateAircraft', () => {
  it('gives the contract messages for an empty form', () => {
    expect(validateAircraft({ ...EMPTY_AIRCRAFT, passengerLimit: '0' })).toEqual({
      licenseNumber: 'Registration is required',
      type: 'Type is required',
      passengerLimit: 'Passenger limit is required',
      aircraftCategoryId: 'Category is required',
    });
  });
});

describe('the pax limit against its category', () => {
  const turboprop = { category: 'Turboprop', minPassenger: 1, maxPassenger: 9 };
  const filled = { ...EMPTY_AIRCRAFT, aircraftCategoryId: 'c1', licenseNumber: 'VH-ABC', type: 'Cessna 208' };

  it('names the range when the limit is outside it', () => {
    expect(validateAircraft({ ...filled, passengerLimit: '30' }, turboprop)).toEqual({
      passengerLimit: 'Passenger limit for a Turboprop must be between 1 and 9.',
    });
    expect(validateAircraft({ ...filled, passengerLimit: '9' }, turboprop)).toEqual({});
    expect(validateAircraft({ ...filled, passengerLimit: '1' }, turboprop)).toEqual({});
  });

  it('calls 0 or nothing missing, never 1', () => {
    expect(validateAircraft({ ...filled, passengerLimit: '0' }, turboprop)).toEqual({ passengerLimit: 'Passenger limit is required' });
    expect(validateAircraft({ ...filled, passengerLimit: '' }, turboprop)).toEqual({ passengerLimit: 'Passenger limit is required' });
    expect(validateAircraft({ ...filled, passengerLimit: '2.5' }, turboprop)).toEqual({ passengerLimit: 'Passenger limit is required' });
  });

  it('uses "an" before a vowel', () => {
    expect(validateAircraft({ ...filled, passengerLimit: '3' }, { category: 'Airship', minPassenger: 4, maxPassenger: 12 })).toEqual({
      passengerLimit: 'Passenger limit for an Airship must be between 4 and 12.',
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
      maxPayloadKg: null,
      rangeKm: null,
      dangerousGoods: false,
      aircraftNotes: '',
    });
  });

  it("sends payload and range as numbers, and empty as null (the category's figures)", () => {
    expect(toAircraftBody({ ...values, maxPayloadKg: '1500', rangeKm: ' 2500 ', dangerousGoods: true }, 's1')).toMatchObject({
      maxPayloadKg: 1500,
      rangeKm: 2500,
      dangerousGoods: true,
    });
  });

  it("checks payload and range with the shared schema's bounds and messages", () => {
    const filled = { ...values, aircraftCategoryId: 'c1' };
    expect(validateAircraft({ ...filled, maxPayloadKg: '0', rangeKm: '20001' })).toEqual({
      maxPayloadKg: AIRCRAFT_MESSAGES.maxPayloadKg,
      rangeKm: AIRCRAFT_MESSAGES.rangeKm,
    });
    expect(validateAircraft({ ...filled, maxPayloadKg: '', rangeKm: '2500' })).toEqual({});
  });

  it('an edit carries the id and status', () => {
    expect(toAircraftBody({ ...values, status: 'Inactive' }, 's1', 'a1')).toMatchObject({ id: 'a1', status: 'Inactive' });
  });
});
