import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import { MANIFEST_CLOSED_STATUSES, MANIFEST_DUE_HOURS, formatJobReference, formatLocal, manifestDueAt, countOf } from '@charter/shared';
import { enqueueEmail } from '../mail/outbox.js';
import { PollingJob } from './polling-job.js';

export interface ManifestReminderOptions {
  pollMs?: number;
  batch?: number;
  /** The site's address, for the link to the charter in the e-mail. */
  publicUrl?: string;
}

interface DueCharter {
  id: string;
  jobReference: number;
  status: string;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  /** "Sector 1: Cairns to Brisbane: 1 of 3 passengers listed" for each short sector. */
  short: string[];
}

/** A sector is short when its list has fewer people than the passengers asked for (or nobody). */
const SHORT_SECTORS = sql`(select coalesce(array_agg(
    'Sector ' || (r."order" + 1) || ': ' || r.from_site || ' to ' || r.to_site || ': ' || n.listed || ' of ' || greatest(r.passenger_number, 1) || ' passengers listed'
    order by r."order"), '{}')
  from charter_routes r
  cross join lateral (select count(*)::int as listed from manifest_entries m where m.route_id = r.id) n
  where r.charter_request_id = cr.id and (n.listed = 0 or n.listed < r.passenger_number))`;

/**
 * Reminds the client party, a day before the passenger list is due (MANIFEST_DUE_HOURS before the
 * first flight), that the list is still short, once per charter: charter_requests
 * .manifest_reminder_sent_at records the e-mail, which is queued through the outbox in the same
 * transaction. Rows are claimed with FOR UPDATE SKIP LOCKED, so every instance may run this and
 * each charter is reminded once; nothing that matters lives in memory.
 */
export class ManifestReminderJob extends PollingJob {
  constructor(
    private readonly db: Db,
    log: { error: (obj: unknown, msg: string) => void },
    private readonly options: ManifestReminderOptions = {},
  ) {
    super('manifest reminder job', log, options.pollMs ?? 5 * 60_000, options.batch ?? 50);
  }

  protected pass(): Promise<{ claimed: number; done: number }> {
    return this.db.transaction(async (tx) => {
      // Due within the next day and not yet due; charters whose list is complete are marked too,
      // so they are not looked at again (a list emptied later is the client's own doing).
      const r = await tx.execute<DueCharter & Record<string, unknown>>(sql`
        select cr.id, cr.job_reference as "jobReference", cr.status, cr.from_site as "from", cr.to_site as "to",
          cr.depart_time as "departTime", cr.depart_time_zone as "departTimeZone", cr.client_id as "clientId",
          cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId",
          ${SHORT_SECTORS} as short
        from charter_requests cr
        where cr.manifest_reminder_sent_at is null
          and cr.status <> all(${`{${MANIFEST_CLOSED_STATUSES.map((s) => `"${s}"`).join(',')}}`}::text[])
          and cr.depart_time - make_interval(hours => ${2 * MANIFEST_DUE_HOURS}) <= now()
          and cr.depart_time - make_interval(hours => ${MANIFEST_DUE_HOURS}) > now()
        order by cr.depart_time
        limit ${this.batch}
        for update of cr skip locked`);
      let reminded = 0;
      for (const c of r.rows) {
        if (c.short.length > 0) reminded += (await this.remind(tx, c)) > 0 ? 1 : 0;
        await tx.execute(sql`update charter_requests set manifest_reminder_sent_at = now() where id = ${c.id}`);
      }
      return { claimed: r.rows.length, done: reminded };
    });
  }

  /** One e-mail to each active user of the charter's party at its own level (staff, else department, else client). */
  private async remind(tx: Tx, c: DueCharter): Promise<number> {
    const users = await tx.execute<{ email: string; id: string } & Record<string, unknown>>(sql`
      select u.email, u.id from users u where u.status = 'Active' and (
        (${c.clientStaffId}::uuid is not null and u.client_staff_id = ${c.clientStaffId} and u.role = 'ClientStaff') or
        (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is not null and u.client_department_id = ${c.clientDepartmentId} and u.role = 'ClientDepartment') or
        (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is null and u.client_id = ${c.clientId} and u.role = 'Client'))
      order by u.email`);
    const job = formatJobReference(c.jobReference);
    const due = formatLocal(manifestDueAt(c.departTime), c.departTimeZone);
    const lines = [
      `The passenger list of charter ${job} (${c.from} to ${c.to}, first flight ${formatLocal(c.departTime, c.departTimeZone)}) is not complete:`,
      '',
      ...c.short.map((s) => `  ${s}`),
      '',
      `Manifest due ${due}. Manifest to be completed at least ${countOf(MANIFEST_DUE_HOURS, 'hour')} before the first flight; after that, call us to change it.`,
    ];
    if (this.options.publicUrl) lines.push('', `Open the charter: ${this.options.publicUrl}/charterRequests/Me/Upcoming/${c.id}`);
    for (const u of users.rows) {
      await enqueueEmail(tx, {
        message: { to: u.email, subject: `Passenger list due for ${job}`, text: lines.join('\n') },
        log: {
          name: 'Manifest reminder',
          userId: u.id,
          clientId: c.clientId,
          clientDepartmentId: c.clientDepartmentId,
          clientStaffId: c.clientStaffId,
          entityType: 'CharterRequest',
          entityId: c.id,
          fromState: c.status,
          newState: c.status,
          targetAudience: 'Client',
        },
      });
    }
    return users.rows.length;
  }
}
