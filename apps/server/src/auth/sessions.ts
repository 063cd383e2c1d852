import { and, eq, isNull, sql } from 'drizzle-orm';
import { authSessions, type Db } from '@charter/db';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ends every sign-in of a user (but one, when given) in the caller's transaction: a password
 * reset or change, or an admin deactivating the account. Each call checks its session
 * (auth/authenticate), so the end takes effect at once.
 */
export async function revokeAllSessions(db: Tx, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}
