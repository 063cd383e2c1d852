import {
  MARGIN_MESSAGES,
  marginItemSchema,
  overlappingItemIndex,
  type MarginItem,
  type MarginOwnerType,
  type MarginType,
} from '@charter/shared';
import type { MarginDetails } from '../api/margins-api';

/** One range as typed: text, so a half-typed number is not lost. */
export interface MarginRow {
  key: string;
  minRange: string;
  maxRange: string;
  /** The percentage or the fixed amount, by usePercent. */
  value: string;
  usePercent: boolean;
}

export interface MarginForm {
  marginOwnership: MarginDetails['marginOwnership'];
  marginType: MarginType;
  rows: MarginRow[];
}

export type RowErrors = Partial<Record<'minRange' | 'maxRange' | 'value', string>>;

export const OWNERSHIP_LABELS: Record<MarginDetails['marginOwnership'], string> = {
  Self: 'Its own margin ranges',
  ParentDepartment: "The department's margin",
  ParentClient: "The client's margin",
  None: 'The default margin (10%)',
};

export const OWNER_LABELS: Record<MarginOwnerType, string> = {
  Client: 'client',
  ClientDepartment: 'department',
  ClientStaff: 'staff member',
};

let nextKey = 0;
const key = () => `r${++nextKey}`;

export function toForm(d: MarginDetails): MarginForm {
  return {
    marginOwnership: d.marginOwnership,
    marginType: d.marginType,
    rows: d.marginItems.map((i) => ({
      key: key(),
      minRange: String(i.minRange),
      maxRange: String(i.maxRange),
      value: String(i.usePercent ? i.percentage : i.price),
      usePercent: i.usePercent,
    })),
  };
}

/** A new range starts where the last one ends, of the form's margin type. */
export function newRow(form: MarginForm): MarginRow {
  const last = form.rows.at(-1);
  return { key: key(), minRange: last ? last.maxRange : '0', maxRange: '', value: '', usePercent: form.marginType === 'Percentage' };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, '')));

/**
 * The details to save, or each row's problems: the shared item schema (non-negative amounts,
 * percentage 0-100, minimum not above maximum) and no overlapping ranges, as the server checks.
 */
export function fromForm(form: MarginForm): { ok: true; details: MarginDetails } | { ok: false; rowErrors: RowErrors[] } {
  const rowErrors: RowErrors[] = form.rows.map(() => ({}));
  const items: MarginItem[] = [];
  form.rows.forEach((row, i) => {
    const errors = rowErrors[i]!;
    const min = num(row.minRange);
    const max = num(row.maxRange);
    const value = num(row.value);
    if (!Number.isFinite(min) || min < 0) errors.minRange = 'Enter a price of 0 or more';
    if (!Number.isFinite(max) || max < 0) errors.maxRange = 'Enter a price of 0 or more';
    if (!Number.isFinite(value) || value < 0) errors.value = 'Enter a margin of 0 or more';
    else if (row.usePercent && value > 100) errors.value = 'A percentage is at most 100';
    if (Object.keys(errors).length > 0) return;
    const parsed = marginItemSchema.safeParse({
      minRange: min,
      maxRange: max,
      percentage: row.usePercent ? value : 0,
      price: row.usePercent ? 0 : value,
      usePercent: row.usePercent,
    });
    if (!parsed.success) {
      errors.maxRange = parsed.error.issues[0]?.message ?? MARGIN_MESSAGES.range;
      return;
    }
    items.push(parsed.data);
  });
  if (rowErrors.some((e) => Object.keys(e).length > 0)) return { ok: false, rowErrors };
  const overlap = overlappingItemIndex(items);
  if (overlap >= 0) {
    rowErrors[overlap]!.minRange = MARGIN_MESSAGES.overlap;
    return { ok: false, rowErrors };
  }
  return {
    ok: true,
    details: {
      marginOwnership: form.marginOwnership,
      marginType: form.marginType,
      // Ranges only mean something for the party's own margin; deferring keeps none.
      marginItems: form.marginOwnership === 'Self' ? items : [],
    },
  };
}

/** Server field errors ("marginItems.1.minRange") on the rows they belong to. */
export function rowErrorsFromServer(errors: Record<string, string[]> | undefined, rows: number): RowErrors[] {
  const out: RowErrors[] = Array.from({ length: rows }, () => ({}));
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const m = /^marginItems\.(\d+)\.(minRange|maxRange|percentage|price)$/.exec(field);
    if (!m || !out[Number(m[1])]) continue;
    const name = m[2] === 'percentage' || m[2] === 'price' ? 'value' : (m[2] as 'minRange' | 'maxRange');
    out[Number(m[1])]![name] = messages[0];
  }
  return out;
}
