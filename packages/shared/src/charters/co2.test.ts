import { describe, expect, it } from 'vitest';
import { formatCo2, sectorCo2Kg } from './co2.js';
import { flightTimeMinutes } from './rules.js';

describe('sectorCo2Kg', () => {
  it('is flight time x burn x 3.16 for jet fuel and 3.10 for avgas', () => {
    // 1:30 of a 250 kg/h turboprop: 375 kg of Jet A-1, 1,185 kg of CO2.
    expect(sectorCo2Kg(flightTimeMinutes('1:30'), 250, 'jet')).toBe(1185);
    // 2:00 of a 45 kg/h single piston: 90 kg of avgas, 279 kg of CO2.
    expect(sectorCo2Kg(flightTimeMinutes('02:00'), 45, 'avgas')).toBe(279);
    expect(formatCo2(1185)).toBe('1,185 kg CO2');
  });

  it('says nothing without a flight time or a burn', () => {
    expect(flightTimeMinutes('')).toBeNull();
    expect(flightTimeMinutes('1:75')).toBeNull();
    expect(sectorCo2Kg(null, 250, 'jet')).toBeNull();
    expect(sectorCo2Kg(90, 0, 'jet')).toBeNull();
  });
});
