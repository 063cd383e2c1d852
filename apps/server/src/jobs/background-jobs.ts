import type { Db } from '@charter/db';
import type { Mailer } from '../mail/mailer.js';
import type { ChangeFeed } from '../realtime/change-feed.js';
import { OutboxWorker } from './outbox-worker.js';
import { CharterJobs } from './charter-jobs.js';
import { DocumentStatusJob } from './document-status.js';
import { ManifestReminderJob } from './manifest-reminders.js';
import { ComplianceWatchJob } from './compliance-watch.js';
import { StandbyOfferJob } from './standby-offers.js';
import { WebhookWorker, type WebhookTimings } from './webhook-worker.js';
import { BiddingClosingSoonJob } from './bidding-closing-soon.js';

export interface BackgroundJobsDeps {
  db: Db;
  /** For the outbox's LISTEN: a connection of its own, not through a pooler. */
  directUrl: string;
  mailer: Mailer;
  log: { error: (obj: unknown, msg: string) => void };
  /** The process's LISTEN connection: a charter that changed wakes the bidding clock. */
  changes: ChangeFeed;
  /** The site's address, for links in e-mails the jobs write. */
  publicUrl: string;
  /** Production refuses private addresses at each webhook delivery; the version goes in the deliveries' data. */
  production: boolean;
  serverVersion: string;
  /** The webhook worker's concurrency, attempt timeout and give-up time (README "Configuration"). */
  webhookTimings: WebhookTimings;
}

export interface BackgroundJobs {
  /** Stops every job; each finishes the pass it is in (its transaction commits) and starts no other. */
  stop(): Promise<void>;
}

/**
 * Every background job of a `worker` or `all` process (lifecycle/role.ts): the outbox's e-mail,
 * the charter clock (bidding close, finishing), document expiry, manifest reminders, the operators' compliance before their flights, the standby's offers, webhook deliveries and the operators' "bidding closes soon" webhooks. Each claims
 * its rows with FOR UPDATE SKIP LOCKED, so any number of processes may run them and each row is
 * handled once. A new kind of background work is started here.
 */
export async function startBackgroundJobs(d: BackgroundJobsDeps): Promise<BackgroundJobs> {
  const outbox = new OutboxWorker(d.db, d.directUrl, d.mailer, d.log);
  const charters = new CharterJobs(d.db, d.log, {}, d.changes);
  const documents = new DocumentStatusJob(d.db, d.log);
  const reminders = new ManifestReminderJob(d.db, d.log, { publicUrl: d.publicUrl });
  const compliance = new ComplianceWatchJob(d.db, d.log);
  const standby = new StandbyOfferJob(d.db, d.log);
  const closingSoon = new BiddingClosingSoonJob(d.db, d.log);
  const webhooks = new WebhookWorker(d.db, d.directUrl, d.log, {
    ...d.webhookTimings,
    production: d.production,
    serverVersion: d.serverVersion,
    publicUrl: d.publicUrl,
  });
  await outbox.start();
  await webhooks.start();
  charters.start();
  documents.start();
  reminders.start();
  compliance.start();
  standby.start();
  closingSoon.start();
  return {
    stop: async () => {
      await Promise.all([
        charters.stop(),
        documents.stop(),
        reminders.stop(),
        compliance.stop(),
        standby.stop(),
        closingSoon.stop(),
        outbox.stop(),
        webhooks.stop(),
      ]);
    },
  };
}
