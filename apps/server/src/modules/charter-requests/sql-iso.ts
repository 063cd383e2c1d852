import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as an ISO 8601 UTC string (what the API answers). Raw queries get timestamps as
 * PostgreSQL's text, which depends on the session's settings; this does not.
 */
export const isoUtc = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
