import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

describe('countOf', () => {
  it('reads one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'hour')).toBe('1 hour');
    expect(countOf(24, 'hour')).toBe('24 hours');
    expect(countOf(0, 'hour')).toBe('0 hours');
    expect(countOf(2, 'seat', 'seats')).toBe('2 seats');
  });
});
