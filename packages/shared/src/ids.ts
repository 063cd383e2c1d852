/**
 * A row id as the API takes it: a UUID in any case. Checking before a query turns a malformed id
 * into the usual 404 instead of PostgreSQL's "invalid input syntax for type uuid".
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
