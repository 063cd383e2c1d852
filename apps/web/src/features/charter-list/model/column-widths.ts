import { COLUMN_WIDTH } from '@charter/shared';

export type WidthStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type ColumnWidths = Record<string, number>;

/** Where a table keeps the widths its user dragged the columns to. */
export const widthStorageKey = (table: string) => `charter.columnWidths.${table}`;

/** Widths stay between COLUMN_WIDTH.min and max (core section 9); nonsense becomes the default. */
export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return COLUMN_WIDTH.default;
  return Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)));
}

/** A column's width: what the user set, else the column's own default, else COLUMN_WIDTH.default. */
export function widthOf(widths: ColumnWidths, column: string, fallback: number = COLUMN_WIDTH.default): number {
  return widths[column] ?? clampWidth(fallback);
}

/** The stored widths; a damaged entry or unavailable storage gives none (every column at the default). */
export function readWidths(storage: WidthStorage | null, table: string): ColumnWidths {
  try {
    const raw = storage?.getItem(widthStorageKey(table));
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: ColumnWidths = {};
    for (const [column, width] of Object.entries(value as Record<string, unknown>)) {
      if (typeof width === 'number' && Number.isFinite(width)) out[column] = clampWidth(width);
    }
    return out;
  } catch {
    return {};
  }
}

/** Stores the widths the user set (clamped); a full or blocked storage only loses the preference. */
export function writeWidths(storage: WidthStorage | null, table: string, widths: ColumnWidths): void {
  const kept = Object.fromEntries(Object.entries(widths).map(([column, width]) => [column, clampWidth(width)] as const));
  try {
    storage?.setItem(widthStorageKey(table), JSON.stringify(kept));
  } catch {
    // Private mode or quota: the widths still apply until the page is left.
  }
}
