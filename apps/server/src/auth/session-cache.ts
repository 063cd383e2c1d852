import { NotifiedCache, type NotifiedCacheOptions, type NotifyFeed } from '../realtime/notified-cache.js';

/**
 * Which sessions this instance has lately seen active, so that an authenticated call needs no
 * query of its session to know that it has not ended (ADR 0020).
 *
 * A session ends by an UPDATE of auth_sessions that also NOTIFYs SESSION_CHANNEL with its id
 * (auth/sessions.ts), in the same transaction; every instance drops the id when it hears it. A
 * remembered session is believed only after the change feed's barrier (realtime/notified-cache.ts),
 * so a logout, a refresh-token reuse or a deactivation committed on any instance before a call is
 * refused by that call, on every instance. Only active sessions are remembered.
 */
export const SESSION_CHANNEL = 'auth_session_ended';

export class SessionCache {
  private readonly cache: NotifiedCache<true>;

  constructor(
    feed: NotifyFeed,
    private readonly lookUp: (sid: string) => Promise<boolean>,
    options: NotifiedCacheOptions = {},
  ) {
    this.cache = new NotifiedCache<true>(feed, SESSION_CHANNEL, options);
  }

  async isActive(sid: string): Promise<boolean> {
    return (await this.cache.get(sid, async () => ((await this.lookUp(sid)) ? true : undefined))) === true;
  }

  close(): void {
    this.cache.close();
  }
}
