import { z } from 'zod';
import { CHARTER_TABS, PG_INT_MAX, findNul, isRealDateTime, type CharterTab } from '@charter/shared';
import { badRequest } from '../../lib/http-errors.js';

export const LIST_SORTS = ['departTime', 'jobReference', 'createdAt', 'biddingEndsAt', 'from', 'to', 'status', 'client'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type SortKind = 'time' | 'number' | 'text';
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
const BAD_CURSOR = 'This page link is no longer valid. Please reload the list.';

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

export type CursorValue = [string | number, string];

/** The cursor is opaque to clients: base64url JSON of [sortValue, id] of the last row shown. */
export function encodeCursor(value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([value, id]), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Reads a cursor back, checking its value fits the sort (a bad one is a 400, never a database error). */
export function decodeCursor(cursor: string, kind: SortKind): CursorValue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest([BAD_CURSOR], { cursor: [BAD_CURSOR] });
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badRequest([BAD_CURSOR], { cursor: [BAD_CURSOR] });
  const [value, id] = parsed as [unknown, unknown];
  const fits =
    kind === 'time'
      ? typeof value === 'string' && ISO_UTC.test(value) && isRealDateTime(value)
      : kind === 'number'
        ? Number.isSafeInteger(value) && Math.abs(value as number) <= PG_INT_MAX
        : typeof value === 'string' && value.length <= 1000 && findNul(value) === null;
  if (!fits || typeof id !== 'string' || !UUID.test(id)) throw badRequest([BAD_CURSOR], { cursor: [BAD_CURSOR] });
  return [value as string | number, id];
}
