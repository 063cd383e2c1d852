import type { TestServer } from '../../../tests/harness.js';
import type { CapturedMail } from '../../../tests/smtp-capture.js';

let n = 0;
/** An e-mail address no other test run uses. */
export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++n}@invite.test`;

export const clientBody = (email: string) => ({
  companyName: 'Outback Mining',
  companyAddress: '1 Pit Road, Kalgoorlie WA',
  companyPhone: '08 9000 1111',
  firstName: 'Olive',
  lastName: 'Owner',
  email,
  clientType: 'Generic',
  clientTypes: ['Generic'],
  charterTypes: ['Passenger'],
});

export const departmentBody = (clientId: string, email: string) => ({
  clientId,
  departmentName: 'Surveying',
  departmentPhone: '08 9000 2222',
  firstName: 'Dora',
  lastName: 'Dept',
  email,
});

export const staffBody = (departmentId: string, email: string) => ({
  departmentId,
  firstName: 'Sam',
  lastName: 'Staff',
  phoneNumber: '0400 000 333',
  email,
});

export const supplierBody = (email: string) => ({
  companyName: 'Red Dirt Air',
  companyAddress: '2 Hangar Way, Broome WA',
  companyPhone: '08 9000 4444',
  firstName: 'Pete',
  lastName: 'Pilot',
  email,
});

const isInvitation = (email: string) => (m: CapturedMail) => m.to.includes(email) && m.text.includes('has invited you');

/** The id and token of the latest invitation link e-mailed to this address, once more than `after` came. */
export async function invitationLink(s: TestServer, email: string, after = 0) {
  await s.smtp.waitFor(() => countFor(s, email) > after);
  const mail = s.smtp.received.filter(isInvitation(email)).at(-1)!;
  const match = /\/(\w+Invitation)\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in ${mail.text}`);
  return { page: match[1]!, id: match[2]!, token: match[3]!, mail };
}

/** How many invitation e-mails this address has received so far. */
export function countFor(s: TestServer, email: string): number {
  return s.smtp.received.filter(isInvitation(email)).length;
}

export async function timelineOf(s: TestServer, type: string, id: string) {
  const r = await s.pool.query(
    `select action_name as "actionName", old_status as "oldStatus", new_status as "newStatus", reason
     from timeline_items where entity_type = $1 and entity_id = $2 order by time_stamp, id`,
    [type, id],
  );
  return r.rows as { actionName: string; oldStatus: string; newStatus: string; reason: string }[];
}

/** The message log rows for an address, once the outbox worker has written them (it logs after sending). */
export async function messageLogOf(s: TestServer, email: string) {
  for (let i = 0; i < 50; i++) {
    const r = await s.pool.query(`select name, client_id as "clientId" from message_logs where to_email = $1`, [email]);
    if (r.rows.length) return r.rows;
    await new Promise((done) => setTimeout(done, 100));
  }
  return [];
}
