import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH } from '@charter/shared';
import { clampWidth, readWidths, widthOf, widthStorageKey, writeWidths, type WidthStorage } from './column-widths';

function memory(): WidthStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('column widths', () => {
  it('clamps to 30..200 and defaults to 150', () => {
    expect(clampWidth(10)).toBe(COLUMN_WIDTH.min);
    expect(clampWidth(500)).toBe(COLUMN_WIDTH.max);
    expect(clampWidth(120.6)).toBe(121);
    expect(clampWidth(Number.NaN)).toBe(150);
    expect(widthOf({}, 'from')).toBe(150);
    expect(widthOf({}, 'pax', 70)).toBe(70);
    expect(widthOf({ pax: 120 }, 'pax', 70)).toBe(120);
  });

  it('persists per table and reads back clamped values', () => {
    const s = memory();
    writeWidths(s, 'charterRequests', { from: 180, to: 150, status: 999 });
    // Out-of-range values are stored clamped.
    expect(JSON.parse(s.data.get(widthStorageKey('charterRequests'))!)).toEqual({ from: 180, to: 150, status: 200 });
    expect(readWidths(s, 'charterRequests')).toEqual({ from: 180, to: 150, status: 200 });
    expect(readWidths(s, 'otherTable')).toEqual({});
  });

  it('ignores damaged or hostile stored values', () => {
    const s = memory();
    s.data.set(widthStorageKey('t'), '{not json');
    expect(readWidths(s, 't')).toEqual({});
    s.data.set(widthStorageKey('t'), JSON.stringify({ from: 'wide', to: 5, __proto__: 1 }));
    expect(readWidths(s, 't')).toEqual({ to: 30 });
    s.data.set(widthStorageKey('t'), '[1,2]');
    expect(readWidths(s, 't')).toEqual({});
  });

  it('survives storage that throws', () => {
    const broken: WidthStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readWidths(broken, 't')).toEqual({});
    expect(() => writeWidths(broken, 't', { a: 40 })).not.toThrow();
  });
});
