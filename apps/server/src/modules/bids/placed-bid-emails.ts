import { formatJobReference, formatMoney, type BidData } from '@charter/shared';
import { operatorPayloads } from '../../mail/operator-mail.js';
import type { EmailOutboxPayload } from '../../mail/outbox.js';
import type { BidCharter, BidFacts } from './bid-write.repository.js';

/** The e-mails a bid sends: the operator's receipt (unless it turned it off) and the owner's notice. */
export function placedBidEmails(charter: BidCharter, bid: BidData, facts: BidFacts): EmailOutboxPayload[] {
  const job = formatJobReference(charter.jobReference);
  const log = { entityType: 'CharterRequest', entityId: charter.id, fromState: 'Live', newState: 'Live' };
  const emails: EmailOutboxPayload[] = [];
  // An operator may turn its own confirmation off (supplier-and-admin section 3).
  if (facts.supplier && !facts.supplier.doNotSendBidConfirmation) {
    emails.push(
      ...operatorPayloads(
        facts.recipients,
        { subject: `Bid received for ${job}`, text: `We received your bid of ${formatMoney(bid.currency, bid.price)} on ${job}.` },
        { ...log, name: 'Bid received' },
      ),
    );
  }
  for (const u of facts.owners) {
    emails.push({
      message: {
        to: u.email,
        subject: `New bid on ${job}`,
        text: `An operator placed a new bid on your charter ${job}. See it on the Bids tab.`,
      },
      log: {
        ...log,
        name: 'New bid',
        userId: u.userId,
        clientId: charter.clientId,
        clientDepartmentId: charter.clientDepartmentId,
        clientStaffId: charter.clientStaffId,
        targetAudience: 'Client',
      },
    });
  }
  return emails;
}
