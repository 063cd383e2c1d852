import { describe, expect, it } from 'vitest';
import { manifestWeight, payloadRemaining, payloadRemainingTone } from './payload.js';

describe('payload remaining', () => {
  const rows = [
    { passengerWeight: 85, freightWeight: 15, cargoWeight: 0 },
    { passengerWeight: 0, freightWeight: 0, cargoWeight: 40 },
  ];

  it('is the payload less passenger, freight and cargo weights', () => {
    expect(manifestWeight(rows)).toBe(140);
    expect(manifestWeight([])).toBe(0);
    expect(payloadRemaining(200, manifestWeight(rows))).toBe(60);
    expect(payloadRemaining(100, manifestWeight(rows))).toBe(-40);
  });

  it('is green above 0 and red at 0 or below', () => {
    expect(payloadRemainingTone(1)).toBe('green');
    expect(payloadRemainingTone(0)).toBe('red');
    expect(payloadRemainingTone(-40)).toBe('red');
  });
});
