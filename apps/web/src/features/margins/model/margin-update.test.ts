import { describe, expect, it } from 'vitest';
import { MARGIN_MESSAGES } from '@charter/shared';
import { checkNewMargin, currentMargin, priceWithMargin } from './margin-update';

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

  it('refuses a margin outside 0–100% or 0 to the price, saying the limit', () => {
    expect(checkNewMargin('150', 'Percentage', 10, 1000)).toEqual({ ok: false, message: 'A percentage margin must be from 0% to 100%.' });
    expect(checkNewMargin('-5', 'Percentage', 10, 1000)).toEqual({ ok: false, message: 'A percentage margin must be from 0% to 100%.' });
    expect(checkNewMargin('5000', 'Fixed', 150, 1000.5)).toEqual({
      ok: false,
      message: "A fixed margin must be from $0 to the operator's price, $1,000.",
    });
    expect(checkNewMargin('-20', 'Fixed', 150, 1000)).toMatchObject({ ok: false });
    expect(checkNewMargin('100', 'Percentage', 10, 1000)).toEqual({ ok: true, value: 100 });
    expect(checkNewMargin('1000', 'Fixed', 150, 1000)).toEqual({ ok: true, value: 1000 });
    expect(priceWithMargin(1000, 15, 'Percentage')).toBe(1150);
    expect(priceWithMargin(1000, 200, 'Fixed')).toBe(1200);
  });
});
