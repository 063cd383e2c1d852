import { PG_INT_MAX, findNul, isRealDateTime, isUuid } from '@charter/shared';
import { badRequest } from './http-errors.js';

/**
 * Keyset paging's cursor, shared by the lists (charters, shares): opaque to clients, base64url
 * JSON of [sortValue, id] of the last row shown.
 */
export type SortKind = 'time' | 'number' | 'text';
export type CursorValue = [string | number, string];

const BAD_CURSOR = 'This page link is no longer valid. Please reload the list.';

export function encodeCursor(value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([value, id]), 'utf8').toString('base64url');
}

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
  if (!fits || typeof id !== 'string' || !isUuid(id)) throw badRequest([BAD_CURSOR], { cursor: [BAD_CURSOR] });
  return [value as string | number, id];
}
