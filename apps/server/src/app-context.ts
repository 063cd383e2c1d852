import type { Db, Pool } from '@charter/db';
import type { Config } from './config.js';
import type { Guards } from './auth/authenticate.js';
import type { TokenService } from './auth/tokens.js';
import type { AuthService } from './modules/auth/auth.service.js';
import type { Mailer } from './mail/mailer.js';
import type { NotifyFeed } from './realtime/notified-cache.js';

/** What routes and services share; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  pool: Pool;
  tokens: TokenService;
  guards: Guards;
  auth: AuthService;
  mailer: Mailer;
  /** This instance's LISTEN connection, for caches that drop what a NOTIFY says changed. */
  feed: NotifyFeed;
}
