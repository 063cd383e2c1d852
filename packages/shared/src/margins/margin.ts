import { z } from '../zod.js';
import { DEFAULT_MARGIN_PERCENT } from '../constants.js';
import { formatLimit } from '../error-messages.js';
import { numberFromInput } from '../validation.js';

export const MARGIN_OWNER_TYPES = ['Client', 'ClientDepartment', 'ClientStaff'] as const;
export type MarginOwnerType = (typeof MARGIN_OWNER_TYPES)[number];
export const MARGIN_OWNERSHIPS = ['Self', 'ParentClient', 'ParentDepartment', 'None'] as const;
export const MARGIN_TYPES = ['Percentage', 'Fixed'] as const;
export type MarginType = (typeof MARGIN_TYPES)[number];

/** The charter timeline's item for an admin's margin change; it shows the margin, so only admins read it. */
export const MARGIN_UPDATE_ACTION = 'Margin Update';

export const MARGIN_MESSAGES = {
  notAdmin: 'You should not be here!',
  invalid: 'Please enter a valid margin.',
  same: 'Same Margin.',
  onlyConfirmed: 'Margin can only be updated while the charter is Confirmed.',
  saved: 'Margin details saved.',
  failed: 'Error Occured in Updating Margin',
  range: 'The range minimum cannot be more than its maximum',
  overlap: 'Margin ranges must not overlap',
  noParent: 'This party has no parent margin to use',
  percentRange: 'A percentage margin must be from 0% to 100%.',
} as const;

/** The limit of a fixed margin: the operator's price, in whole dollars (supplier-and-admin section 5). */
export const fixedMarginRangeMessage = (price: number) =>
  `A fixed margin must be from $0 to the operator's price, $${formatLimit(Math.floor(price))}.`;

/**
 * Why a whole-number margin is out of bounds, or null: 0-100 for a percentage, 0 to the operator's
 * price for a fixed amount. Refused with the limit, never clamped: the admin sees what was saved.
 */
export function marginLimitProblem(value: number, type: MarginType, price: number): string | null {
  if (type === 'Percentage') return value < 0 || value > 100 ? MARGIN_MESSAGES.percentRange : null;
  return value < 0 || value > Math.floor(price) ? fixedMarginRangeMessage(price) : null;
}

/** A margin as typed: a whole number ("12", "-3" or 12); anything else (1.5, "1e3", "") is "Please enter a valid margin.". */
export const newMarginField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : (numberFromInput(v) ?? Number.NaN)),
    z
      .number({ error: MARGIN_MESSAGES.invalid })
      .int({ message: MARGIN_MESSAGES.invalid })
      .min(-1e9, { message: MARGIN_MESSAGES.invalid })
      .max(1e9, { message: MARGIN_MESSAGES.invalid }),
  );

/**
 * POST /api/charterRequest/marginUpdate (supplier-and-admin section 7). A percentage must be 0-100
 * here; a fixed amount's upper limit is the awarded price, which the server reads under the
 * charter's lock and checks with marginLimitProblem, as the form does with the price it shows.
 */
export const marginUpdateSchema = z
  .object({
    jobReference: z.unknown().optional(),
    newMargin: newMarginField(),
    oldMargin: z.unknown().optional(),
    id: z.string().max(100),
    bidHistoryId: z.string().max(100).optional(),
    bidderId: z.string().max(100).optional(),
    marginType: z.enum(MARGIN_TYPES, { message: MARGIN_MESSAGES.invalid }),
  })
  .superRefine((b, ctx) => {
    if (b.marginType === 'Percentage' && marginLimitProblem(b.newMargin, 'Percentage', 0)) {
      ctx.addIssue({ code: 'custom', path: ['newMargin'], message: MARGIN_MESSAGES.percentRange });
    }
  });
export type MarginUpdate = z.output<typeof marginUpdateSchema>;

export const updatedMarginMessage = (jobReference: number | string) => `Margin Updated for JB${jobReference}`;

const amount = z.preprocess((v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v) : v), z.number().min(0).max(1e9));

export const marginItemSchema = z
  .object({
    minRange: amount,
    maxRange: amount,
    percentage: z.preprocess((v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v) : v), z.number().min(0).max(100)),
    price: amount,
    usePercent: z.boolean().default(true),
  })
  .refine((i) => i.minRange <= i.maxRange, { message: MARGIN_MESSAGES.range, path: ['maxRange'] });
export type MarginItem = z.output<typeof marginItemSchema>;

export const marginDetailsSchema = z.object({
  marginOwnership: z.enum(MARGIN_OWNERSHIPS).default('Self'),
  marginType: z.enum(MARGIN_TYPES).default('Percentage'),
  marginItems: z.array(marginItemSchema).max(50).default([]),
});
export type MarginDetails = z.output<typeof marginDetailsSchema>;

/** The ownerships each kind of party may choose: only staff have a department above them. */
export const OWNERSHIPS_FOR: Record<MarginOwnerType, readonly (typeof MARGIN_OWNERSHIPS)[number][]> = {
  Client: ['Self', 'None'],
  ClientDepartment: ['Self', 'ParentClient', 'None'],
  ClientStaff: ['Self', 'ParentDepartment', 'ParentClient', 'None'],
};

/**
 * Index of the first item whose range overlaps an earlier one's (a price must get one margin), else
 * -1. Ranges may touch (0-5000 and 5000-10000): a price on the boundary takes the lower range.
 */
export function overlappingItemIndex(items: readonly Pick<MarginItem, 'minRange' | 'maxRange'>[]): number {
  for (let i = 1; i < items.length; i++) {
    for (let j = 0; j < i; j++) {
      if (items[i]!.minRange < items[j]!.maxRange && items[j]!.minRange < items[i]!.maxRange) return i;
    }
  }
  return -1;
}

export const updateMarginDetailsSchema = marginDetailsSchema
  .extend({
    ownerType: z.enum(MARGIN_OWNER_TYPES),
    ownerId: z.uuid(),
  })
  .superRefine((d, ctx) => {
    if (!OWNERSHIPS_FOR[d.ownerType].includes(d.marginOwnership)) {
      ctx.addIssue({ code: 'custom', message: MARGIN_MESSAGES.noParent, path: ['marginOwnership'] });
    }
    const i = overlappingItemIndex(d.marginItems);
    if (i >= 0) ctx.addIssue({ code: 'custom', message: MARGIN_MESSAGES.overlap, path: ['marginItems', i, 'minRange'] });
  });

/** The details a party without any of its own gets: 10% on every price (section 9). */
export const DEFAULT_MARGIN_DETAILS: MarginDetails = {
  marginOwnership: 'None',
  marginType: 'Percentage',
  marginItems: [],
};

const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * The client's price for an operator's price: the item whose range holds the price adds its
 * percentage (usePercent) or its fixed amount; without such an item the default 10% applies.
 */
export function applyMargin(
  price: number,
  items: readonly MarginItem[] | null | undefined,
): { withMargin: number; marginType: MarginType; marginValue: number } {
  const item = (items ?? []).find((i) => price >= i.minRange && price <= i.maxRange);
  if (!item)
    return { withMargin: cents(price * (1 + DEFAULT_MARGIN_PERCENT / 100)), marginType: 'Percentage', marginValue: DEFAULT_MARGIN_PERCENT };
  if (item.usePercent)
    return { withMargin: cents(price * (1 + item.percentage / 100)), marginType: 'Percentage', marginValue: item.percentage };
  return { withMargin: cents(price + item.price), marginType: 'Fixed', marginValue: item.price };
}

/** A margin's stored details with their ownership. */
export interface OwnedMarginDetails {
  marginOwnership: string;
  marginItems: MarginItem[];
}

/**
 * Whose margin items apply to a charter: the most specific party (staff, else department, else
 * client) that has details decides; 'Self' uses its own items, 'ParentDepartment' and
 * 'ParentClient' defer upwards, 'None' means the default. Nothing at all means the default.
 */
export function resolveMarginItems(parties: {
  staff?: OwnedMarginDetails | null;
  department?: OwnedMarginDetails | null;
  client?: OwnedMarginDetails | null;
}): MarginItem[] {
  const order = ['staff', 'department', 'client'] as const;
  let level: (typeof order)[number] | null = parties.staff ? 'staff' : parties.department ? 'department' : parties.client ? 'client' : null;
  for (let hops = 0; level && hops < 3; hops++) {
    const details = parties[level];
    if (!details) {
      // Deferred to a party without details: its parent decides, else the default.
      const next = order[order.indexOf(level) + 1];
      level = next && parties[next] ? next : null;
      continue;
    }
    switch (details.marginOwnership) {
      case 'Self':
        return details.marginItems;
      case 'ParentDepartment':
        level = level === 'staff' ? 'department' : null;
        break;
      case 'ParentClient':
        level = level === 'client' ? null : 'client';
        break;
      default:
        return [];
    }
  }
  return [];
}
