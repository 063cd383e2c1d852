export const DEMO_PASSWORD_FOR_TESTS = 'demo-pass-1';

export function databaseUrlFor(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}
