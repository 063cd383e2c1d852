// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { EMPTY_PLACE, newCharterForm, newSector } from './defaults';
import { estimateInputOf } from './estimate-input';
import { BNE, LRE } from './test-places';

describe('estimateInputOf', () => {
  it('asks for every sector once each one’s places are chosen, with its passengers (the most of a range)', () => {
    const form = {
      ...newCharterForm(),
      sectors: [
        newSector({ from: BNE, to: LRE, passengerNumber: 6 }),
        newSector({ from: LRE, to: BNE, passengerRange: true, passengerRangeMax: 8 }),
      ],
    };
    expect(estimateInputOf(form)).toEqual({
      sectors: [
        {
          from: { name: 'Brisbane', state: 'QLD', latitude: -27.38, longitude: 153.12 },
          to: { name: 'Longreach', state: 'QLD', latitude: -23.43, longitude: 144.28 },
          passengers: 6,
        },
        {
          from: { name: 'Longreach', state: 'QLD', latitude: -23.43, longitude: 144.28 },
          to: { name: 'Brisbane', state: 'QLD', latitude: -27.38, longitude: 153.12 },
          passengers: 8,
        },
      ],
    });
  });

  it('asks nothing while a place is only typed, and counts a blank passenger number as one', () => {
    const typed = { ...BNE, latitude: null, longitude: null };
    expect(estimateInputOf({ ...newCharterForm(), sectors: [newSector({ from: typed, to: LRE })] })).toBeNull();
    expect(estimateInputOf({ ...newCharterForm(), sectors: [newSector({ from: BNE, to: EMPTY_PLACE })] })).toBeNull();
    expect(
      estimateInputOf({ ...newCharterForm(), sectors: [newSector({ from: BNE, to: LRE, passengerNumber: '' })] })?.sectors[0]?.passengers,
    ).toBe(1);
  });
});
