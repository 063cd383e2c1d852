import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '@charter/shared';
import type { SessionManager, SessionSnapshot } from './session-manager';

export interface SessionApi {
  session: SessionUser | null;
  ended: SessionSnapshot['ended'];
  /** `unlockToken`: from the unlock link e-mailed while the account's sign-in is paused. */
  login: (userName: string, password: string, unlockToken?: string | null) => Promise<void>;
  logout: () => Promise<void>;
  replaceAccessToken: (accessToken: { token: string; expiry: string }) => void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot);
  const value = useMemo<SessionApi>(
    () => ({
      session: snapshot.session,
      ended: snapshot.ended,
      login: (userName, password, unlockToken) => manager.login(userName, password, unlockToken),
      logout: () => manager.logout(),
      replaceAccessToken: (token) => manager.replaceAccessToken(token),
    }),
    [snapshot, manager],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionApi {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** For screens that only render inside the signed-in shell. */
export function useSignedInUser(): SessionUser {
  const { session } = useSession();
  if (!session) throw new Error('This screen needs a signed-in user');
  return session;
}
