import { describe, expect, it } from 'vitest';
import { countOf } from './count.js';

describe('countOf', () => {
  it('reads one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'hour')).toBe('1 hour');
    expect(countOf(24, 'hour')).toBe('24 hours');
    expect(countOf(0, 'hour')).toBe('0 hours');
    expect(countOf(2, 'seat', 'seats')).toBe('2 seats');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'aircraft', 'aircraft')).toBe('1 aircraft');
    expect(countOf(3, 'aircraft', 'aircraft')).toBe('3 aircraft');
    expect(countOf(1, 'seat is', 'seats are')).toBe('1 seat is');
    expect(countOf(1250, 'row')).toBe('1,250 rows');
  });
});
