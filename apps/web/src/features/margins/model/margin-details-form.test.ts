import { describe, expect, it } from 'vitest';
import { fromForm, newRow, rowErrorsFromServer, toForm, type MarginForm } from './margin-details-form';

const form = (rows: [string, string, string, boolean][], ownership: MarginForm['marginOwnership'] = 'Self'): MarginForm => ({
  marginOwnership: ownership,
  marginType: 'Percentage',
  rows: rows.map(([minRange, maxRange, value, usePercent], i) => ({ key: String(i), minRange, maxRange, value, usePercent })),
});

describe('margin details form', () => {
  it('turns typed ranges into items, percentages and fixed amounts', () => {
    const out = fromForm(
      form([
        ['0', '5,000', '12', true],
        ['5000', '$20000', '750', false],
      ]),
    );
    expect(out).toEqual({
      ok: true,
      details: {
        marginOwnership: 'Self',
        marginType: 'Percentage',
        marginItems: [
          { minRange: 0, maxRange: 5000, percentage: 12, price: 0, usePercent: true },
          { minRange: 5000, maxRange: 20000, percentage: 0, price: 750, usePercent: false },
        ],
      },
    });
  });

  it('says what is wrong on the row it is wrong on', () => {
    const out = fromForm(
      form([
        ['0', '', 'x', true],
        ['10', '5', '5', true],
        ['0', '100', '150', true],
      ]),
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.rowErrors[0]).toEqual({ maxRange: 'Enter a price of 0 or more', value: 'Enter a margin of 0 or more' });
    expect(out.rowErrors[1]).toEqual({ maxRange: 'The range minimum cannot be more than its maximum' });
    expect(out.rowErrors[2]).toEqual({ value: 'A percentage is at most 100' });
  });

  it('refuses overlapping ranges but lets them touch', () => {
    const overlap = fromForm(
      form([
        ['0', '5000', '10', true],
        ['4000', '9000', '5', true],
      ]),
    );
    expect(overlap.ok ? null : overlap.rowErrors[1]).toEqual({ minRange: 'Margin ranges must not overlap' });
    expect(
      fromForm(
        form([
          ['0', '5000', '10', true],
          ['5000', '9000', '5', true],
        ]),
      ).ok,
    ).toBe(true);
  });

  it('keeps no ranges when the party uses another margin', () => {
    const out = fromForm(form([['0', '5000', '10', true]], 'ParentClient'));
    expect(out.ok && out.details.marginItems).toEqual([]);
  });

  it('round-trips saved details and starts a new range where the last ends', () => {
    const f = toForm({
      marginOwnership: 'Self',
      marginType: 'Fixed',
      marginItems: [{ minRange: 0, maxRange: 2500, percentage: 0, price: 300, usePercent: false }],
    });
    expect(f.rows[0]).toMatchObject({ minRange: '0', maxRange: '2500', value: '300', usePercent: false });
    expect(newRow(f)).toMatchObject({ minRange: '2500', maxRange: '', usePercent: false });
  });

  it('puts server field errors on their rows', () => {
    const errs = rowErrorsFromServer({ 'marginItems.1.minRange': ['Margin ranges must not overlap'], marginOwnership: ['x'] }, 2);
    expect(errs).toEqual([{}, { minRange: 'Margin ranges must not overlap' }]);
  });
});
