/**
 * A nav item is active while the user is anywhere in its area: same first path segment, compared
 * case-insensitively because the spec links both /charterRequests and /CharterRequests.
 */
export function isNavActive(to: string, pathname: string): boolean {
  const first = (path: string) => path.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return first(to) !== '' && first(to) === first(pathname);
}
