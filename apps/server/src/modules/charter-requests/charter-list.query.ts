import { z } from 'zod';
import { CHARTER_TABS, type CharterTab } from '@charter/shared';
import type { SortKind } from '../../lib/keyset-cursor.js';

export type { SortKind };

export const LIST_SORTS = ['departTime', 'jobReference', 'createdAt', 'biddingEndsAt', 'from', 'to', 'status', 'client'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const SORT_KIND: Record<ListSort, SortKind> = {
  departTime: 'time',
  jobReference: 'number',
  createdAt: 'time',
  biddingEndsAt: 'time',
  from: 'text',
  to: 'text',
  status: 'text',
  client: 'text',
};

export const MAX_LIMIT = 200;
const UNKNOWN_TAB = 'Unknown list. Choose one of: ' + Object.keys(CHARTER_TABS).join(', ') + '.';

const filter = z.string().trim().max(200).optional();

export const tabParamsSchema = z.object({
  tab: z.enum(Object.keys(CHARTER_TABS) as [CharterTab, ...CharterTab[]], { message: UNKNOWN_TAB }),
});

/** The lists' query string: global search, sort, per-column filters, keyset page and scope narrowing. */
export const listQuerySchema = z.object({
  search: filter,
  sort: z.enum(LIST_SORTS, { message: `Sort by one of: ${LIST_SORTS.join(', ')}.` }).default('departTime'),
  dir: z.enum(['asc', 'desc'], { message: 'Direction is asc or desc.' }).optional(),
  from: filter,
  to: filter,
  jobReference: filter,
  status: filter,
  client: filter,
  charterType: filter,
  limit: z.coerce
    .number({ message: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` })
    .int({ message: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` })
    .min(1, { message: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` })
    .max(MAX_LIMIT, { message: `Limit must be a whole number from 1 to ${MAX_LIMIT}.` })
    .default(50),
  cursor: z.string().max(1000).optional(),
  clientId: z.uuid({ message: 'Unknown client.' }).optional(),
  clientDepartmentId: z.uuid({ message: 'Unknown department.' }).optional(),
  clientStaffId: z.uuid({ message: 'Unknown staff member.' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Soonest first for what is still to come; latest first for history. */
export function defaultDir(tab: CharterTab): 'asc' | 'desc' {
  return tab === 'Completed' || tab === 'Closed' || tab === 'AllChanges' ? 'desc' : 'asc';
}

export { decodeCursor, encodeCursor, type CursorValue } from '../../lib/keyset-cursor.js';
