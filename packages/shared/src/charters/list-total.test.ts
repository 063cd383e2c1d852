import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, formatListTotal } from './dto.js';

describe('formatListTotal', () => {
  it('shows an exact total with thousands separators, and "1,000+" once counting stopped at the cap', () => {
    expect(formatListTotal({ total: 7 })).toBe('7');
    expect(formatListTotal({ total: 999 })).toBe('999');
    expect(formatListTotal({ total: LIST_TOTAL_CAP, totalCapped: true })).toBe('1,000+');
    expect(formatListTotal({ total: 1000 })).toBe('1,000');
  });
});
