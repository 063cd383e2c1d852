import { describe, expect, it } from 'vitest';
import { MARGIN_MESSAGES } from '@charter/shared';
import { checkNewMargin, clampMargin, currentMargin, priceWithMargin } from './margin-update';

describe('margin update', () => {
  it('reads the current margin off the price and the price with margin', () => {
    expect(currentMargin(1000, 1100, 'Percentage')).toBe(10);
    expect(currentMargin(1000, 1150, 'Fixed')).toBe(150);
  });

  it('takes whole numbers only', () => {
    for (const text of ['', 'abc', '12.5', '1e3', ' ']) {
      expect(checkNewMargin(text, 'Percentage', 10, 1000)).toEqual({ ok: false, message: MARGIN_MESSAGES.invalid });
    }
  });

  it('refuses the same fixed margin', () => {
    expect(checkNewMargin('150', 'Fixed', 150, 1000)).toEqual({ ok: false, message: MARGIN_MESSAGES.same });
    expect(checkNewMargin('10', 'Percentage', 10, 1000)).toEqual({ ok: true, value: 10 });
  });

  it('clamps to 0–100 for a percentage and 0 to the price for a fixed margin', () => {
    expect(clampMargin(150, 'Percentage', 1000)).toBe(100);
    expect(clampMargin(-5, 'Percentage', 1000)).toBe(0);
    expect(clampMargin(5000, 'Fixed', 1000)).toBe(1000);
    expect(checkNewMargin('-20', 'Fixed', 150, 1000)).toEqual({ ok: true, value: 0 });
    expect(priceWithMargin(1000, 15, 'Percentage')).toBe(1150);
    expect(priceWithMargin(1000, 200, 'Fixed')).toBe(1200);
  });
});
