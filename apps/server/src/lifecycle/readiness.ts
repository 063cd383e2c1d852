import pg from 'pg';
import { appliedMigrationMillis } from '@charter/db';

/** /readyz's answer: 200 with `ready: true`, else 503 with the reason. */
export type ReadyState = { ready: true } | { ready: false; reason: 'draining' | 'database unreachable' | 'migrations pending' };

/** Reads the newest migration the database has applied; throws when it cannot reach it. */
export type MigrationProbe = () => Promise<number>;

/**
 * Whether this process should be sent work (GET /readyz, which the load balancer checks every
 * second): not shutting down, the database answering, and its migrations at least this build's.
 * A newer schema is ready too: during a rolling deploy the old instances serve beside a database
 * the new ones have migrated (migrations add before they take away).
 */
export class Readiness {
  private draining = false;

  constructor(
    private readonly probe: MigrationProbe,
    /** This build's newest migration (latestMigrationMillis). */
    private readonly expectedMigration: number,
  ) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** From now on /readyz answers 503 and answers close their connection (shutdown). */
  startDraining(): void {
    this.draining = true;
  }

  async check(): Promise<ReadyState> {
    if (this.draining) return { ready: false, reason: 'draining' };
    let applied: number;
    try {
      applied = await this.probe();
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    if (this.draining) return { ready: false, reason: 'draining' };
    return applied >= this.expectedMigration ? { ready: true } : { ready: false, reason: 'migrations pending' };
  }
}

/**
 * A probe on a connection of its own, opened on first use and again after a failure: the check
 * must not queue behind requests for a busy pool, or a loaded instance would be taken out of
 * rotation for being busy. Each query gives up after `timeoutMs`.
 */
export function dedicatedProbe(databaseUrl: string, timeoutMs = 2000): { probe: MigrationProbe; close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const drop = (c: pg.Client) => {
    if (client === c) client = null;
    void c.end().catch(() => {});
  };
  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
      c.on('error', () => drop(c));
      try {
        await c.connect();
      } catch (err) {
        void c.end().catch(() => {});
        throw err;
      }
      if (closed) {
        void c.end().catch(() => {});
        throw new Error('closed');
      }
      client = c;
      return c;
    })().finally(() => (connecting = null));
    return connecting;
  };
  return {
    probe: async () => {
      if (closed) throw new Error('closed');
      const c = await connection();
      try {
        return await appliedMigrationMillis(c);
      } catch (err) {
        drop(c);
        throw err;
      }
    },
    close: async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
