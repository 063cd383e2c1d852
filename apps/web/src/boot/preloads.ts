/** What index.html's boot script preloads, written by the build (vite.config.ts). No imports: boot.ts stays one file. */
export interface BootPreloads {
  /** Every signed-in screen: the shell (menus, navigation) and what it imports. */
  signedIn: string[];
  /** A screen's page chunk and its imports, by path prefix ('/' matches the bare root, which opens the landing list). */
  pages: { prefix: string; files: string[]; minDepth?: number }[];
}

/** The session key of lib/session/token-store.ts (a test keeps them equal). */
export const BOOT_SESSION_KEY = 'charter.session';

/**
 * Files to preload for this path: none signed out (index.html preloads the login page itself). The
 * first page entry that matches wins: its prefix, case-insensitive as the routes are, and at least
 * `minDepth` path segments when it has one (a charter's detail below its list).
 */
export function preloadsFor(preloads: BootPreloads, pathname: string, storedSession: string | null): string[] {
  if (!storedSession || !storedSession.includes('"accessToken"')) return [];
  const path = pathname.toLowerCase();
  const depth = path.split('/').filter(Boolean).length;
  const page = preloads.pages.find((p) => {
    const prefix = p.prefix.toLowerCase();
    const under = prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
    return under && depth >= (p.minDepth ?? 0);
  });
  return [...new Set([...preloads.signedIn, ...(page?.files ?? [])])];
}
