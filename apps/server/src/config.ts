import { APP_VERSION, WEBHOOK_RETRY_HOURS } from '@charter/shared';
import { parseProcessRole, type ProcessRole } from './lifecycle/role.js';
import type { WebhookTimings } from './jobs/webhook-worker.js';

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface Config {
  production: boolean;
  /** web, worker or all (lifecycle/role.ts); all by default, as `npm start` runs. */
  processRole: ProcessRole;
  /** Connections in this process's database pool (DB_POOL_SIZE); see docs/deploy.md for instances x pool. */
  dbPoolSize: number;
  /**
   * After SIGTERM, how long the process goes on answering while /readyz says 503, so that the
   * load balancer's health checks take it out of rotation before it stops listening (ADR 0042).
   */
  drainDelayMs: number;
  /** From SIGTERM to exit at the longest: what is still open then is abandoned and the exit code is 1. */
  shutdownTimeoutMs: number;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * The same database without a pooler in between (DATABASE_DIRECT_URL), for what needs a session
   * of its own: LISTEN, the start-up lock and migrations, the readiness check. Only when
   * DATABASE_URL goes through PgBouncer in transaction mode (docs/deploy.md); else DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  dataDir: string | undefined;
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (the rate limits key on it). */
  trustProxy: boolean;
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  /**
   * How long after the holder last proved a password or refresh token GET /auth/renewaccess may
   * still issue access tokens on an access token alone (ADR 0003); then only a refresh does.
   */
  accessRenewalMinutes: number;
  refreshTokenDays: number;
  resetTokenMinutes: number;
  serverVersion: string;
  demoPassword: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  logLevel: string;
  webDist: string | undefined;
  /** Charter list answers each instance remembers until they change (ADR 0026), in MB; 0: none. */
  listCacheMb: number;
  /** The webhook worker's timings (WEBHOOK_CONCURRENCY, WEBHOOK_TIMEOUT_MS, WEBHOOK_GIVE_UP_HOURS; ADR 0051). */
  webhooks: WebhookTimings;
  /** Young-generation GC on the main thread alone (lib/gc-tuning.ts, ADR 0033); off unless measured to help. */
  gcScavengeOnMainThread: boolean;
}

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const processRole = parseProcessRole(env.PROCESS_ROLE);
  // A web instance sits behind a balancer, whose checks (every second, two failures: deploy/haproxy.cfg)
  // need a few seconds to see it go; a lone process (all) or a worker has nobody to hand over to.
  const drainDelayMs = Math.max(0, num(env.DRAIN_DELAY_MS, processRole === 'web' ? 5000 : 0));
  return {
    production: env.NODE_ENV === 'production',
    processRole,
    dbPoolSize: Math.max(1, num(env.DB_POOL_SIZE, 10)),
    drainDelayMs,
    shutdownTimeoutMs: Math.max(1000, num(env.SHUTDOWN_TIMEOUT_MS, drainDelayMs + 10_000)),
    port: num(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenMinutes: num(env.ACCESS_TOKEN_MINUTES, 15),
    accessRenewalMinutes: num(env.ACCESS_RENEWAL_MINUTES, 60),
    refreshTokenDays: num(env.REFRESH_TOKEN_DAYS, 14),
    resetTokenMinutes: num(env.RESET_TOKEN_MINUTES, 60),
    serverVersion: env.APP_VERSION || APP_VERSION,
    demoPassword: env.DEMO_PASSWORD || 'demo-pass-1',
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: num(env.SMTP_PORT, 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        }
      : null,
    mailFrom: env.MAIL_FROM || 'Charter Marketplace <no-reply@charter.local>',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    webDist: env.WEB_DIST || undefined,
    listCacheMb: Math.max(0, num(env.LIST_CACHE_MB, 32)),
    webhooks: {
      concurrency: Math.max(1, Math.floor(num(env.WEBHOOK_CONCURRENCY, 8))),
      timeoutMs: Math.max(1000, num(env.WEBHOOK_TIMEOUT_MS, 10_000)),
      giveUpHours: Math.max(1, num(env.WEBHOOK_GIVE_UP_HOURS, WEBHOOK_RETRY_HOURS)),
    },
    gcScavengeOnMainThread: env.GC_SCAVENGE_ON_MAIN_THREAD === '1' || env.GC_SCAVENGE_ON_MAIN_THREAD === 'true',
  };
}
