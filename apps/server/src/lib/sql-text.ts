import { sql, type SQL } from 'drizzle-orm';

/** What a user typed, for LIKE: its wildcards (`%`, `_`) and the escape character match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with the LIKE wildcards of the text escaped, so "50%" finds "50%". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A timestamp column as the ISO text the API answers (UTC, milliseconds, "Z"). */
export function isoText(column: unknown): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
