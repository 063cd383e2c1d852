import { sql, type SQL } from 'drizzle-orm';

/** What a user typed, for LIKE: its wildcards (`%`, `_`) and the escape character match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with the LIKE wildcards of the text escaped, so "50%" finds "50%". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * A timestamp column as the ISO text the API answers (UTC, milliseconds, "Z"). Raw queries get
 * timestamps as PostgreSQL's text, which depends on the session's settings; this does not.
 */
export function isoText(column: unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The same to the microsecond, for list cursors: a page that ends on a millisecond string would
 * repeat (or skip) the rows that share it.
 */
export function isoMicrosText(column: unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
