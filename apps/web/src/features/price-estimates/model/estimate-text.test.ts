import { describe, expect, it } from 'vitest';
import type { PriceEstimate } from '@charter/shared';
import { bidAgainstEstimate, rangeText } from './estimate-text';

const learned: PriceEstimate = {
  basis: 'distance',
  count: 23,
  low: 7900,
  median: 9940,
  high: 11300,
  text: 'median of 23 awarded charters',
};

describe('estimate text', () => {
  it('shows the range in whole dollars', () => {
    expect(rangeText(learned)).toBe('$AUD 7,900 – $AUD 11,300');
  });

  it('puts a bid against a learned median, never against the formula', () => {
    expect(bidAgainstEstimate(8745, learned)).toEqual({ percent: -12, text: '12% below the median' });
    expect(bidAgainstEstimate(null, learned)).toBeNull();
    expect(bidAgainstEstimate(8745, { ...learned, basis: 'formula' })).toBeNull();
  });
});
