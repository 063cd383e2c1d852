import { z } from 'zod';
import { SHARE_LISTS, SHARE_SORTS, SHARE_TAB_KEYS, type ShareSort, type ShareTab } from '@charter/shared';
import type { SortKind } from '../../lib/keyset-cursor.js';

export const MAX_LIMIT = 200;
export const UNKNOWN_SHARE_TAB = `Unknown share list. Choose one of: ${SHARE_TAB_KEYS.join(', ')}.`;
const UNKNOWN_LIST = `Unknown list. Choose one of: ${SHARE_LISTS.join(', ')}.`;

export const SORT_KIND: Record<ShareSort, SortKind> = {
  departTime: 'time',
  jobReference: 'number',
  from: 'text',
  to: 'text',
  status: 'text',
  seatsAvailable: 'number',
};

const tab = z.enum(SHARE_TAB_KEYS as [ShareTab, ...ShareTab[]], { message: UNKNOWN_SHARE_TAB });

/** GET shareList/{list}/{tab}. */
export const shareListParamsSchema = z.object({
  list: z.enum(SHARE_LISTS, { message: UNKNOWN_LIST }),
  tab,
});

/** The tab of an export's file name ("Live.xlsx"). */
export const shareExportTabSchema = tab;

const filter = z.string().trim().max(200).optional();
const LIMIT = `Limit must be a whole number from 1 to ${MAX_LIMIT}.`;

/** The share lists' query string: global search, sort, per-column filters and the keyset page. */
export const shareListQuerySchema = z.object({
  search: filter,
  sort: z.enum(SHARE_SORTS, { message: `Sort by one of: ${SHARE_SORTS.join(', ')}.` }).default('departTime'),
  dir: z.enum(['asc', 'desc'], { message: 'Direction is asc or desc.' }).default('asc'),
  from: filter,
  to: filter,
  jobReference: filter,
  status: filter,
  limit: z.coerce
    .number({ message: LIMIT })
    .int({ message: LIMIT })
    .min(1, { message: LIMIT })
    .max(MAX_LIMIT, { message: LIMIT })
    .default(50),
  cursor: z.string().max(1000).optional(),
});
export type ShareListQuery = z.infer<typeof shareListQuerySchema>;
