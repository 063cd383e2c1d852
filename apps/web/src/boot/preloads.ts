/** What index.html's boot script preloads, written by the build (vite.config.ts). No imports: boot.ts stays one file. */
export interface BootPreloads {
  /** Every signed-in screen: the shell (menus, navigation) and what it imports. */
  signedIn: string[];
  /** A screen's page chunk and its imports, by path prefix ('/' matches the bare root, which opens the landing list). */
  pages: { prefix: string; files: string[] }[];
}

/** The session key of lib/session/token-store.ts (a test keeps them equal). */
export const BOOT_SESSION_KEY = 'charter.session';

/** Files to preload for this path: none signed out (index.html preloads the login page itself). */
export function preloadsFor(preloads: BootPreloads, pathname: string, storedSession: string | null): string[] {
  if (!storedSession || !storedSession.includes('"accessToken"')) return [];
  const page = preloads.pages.find((p) =>
    p.prefix === '/' ? pathname === '/' : pathname === p.prefix || pathname.startsWith(`${p.prefix}/`),
  );
  return [...new Set([...preloads.signedIn, ...(page?.files ?? [])])];
}
