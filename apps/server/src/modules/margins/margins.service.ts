import { sql } from 'drizzle-orm';
import {
  MARGIN_UPDATE_ACTION,
  DEFAULT_CURRENCY,
  DEFAULT_MARGIN_DETAILS,
  MARGIN_MESSAGES,
  MARGIN_OWNER_TYPES,
  formatMoney,
  marginLimitProblem,
  updatedMarginMessage,
  type MarginUpdate,
  type MarginDetails,
  type MarginOwnerType,
  isUuid,
} from '@charter/shared';
import type { Db } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import * as repo from './margins.repository.js';

/** Only admins see or change margins; everyone else is told so (supplier-and-admin section 8). */
export function requireAdmin(actor: Actor): void {
  if (!actorCan(actor, 'editMargins')) throw forbidden(MARGIN_MESSAGES.notAdmin);
}

/** "12" and 12 are whole numbers; "", "1.5", "abc" are not. */
function wholeNumber(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isInteger(n) ? n : null;
}

// Margin ranges are amounts in the default currency.
const money = (v: number) => formatMoney(DEFAULT_CURRENCY, v);

/** "Own margin: $AUD 0.00 to $AUD 5,000.00 12%; $AUD 5,000.00 to $AUD 20,000.00 $AUD 750.00" — what the timeline records of a save. */
export function describeDetails(d: MarginDetails): string {
  if (d.marginOwnership === 'ParentClient') return "Uses the client's margin";
  if (d.marginOwnership === 'ParentDepartment') return "Uses the department's margin";
  if (d.marginOwnership !== 'Self') return 'Uses the default margin (10%)';
  if (d.marginItems.length === 0) return 'Own margin with no ranges: the default 10% applies';
  const ranges = d.marginItems.map(
    (i) => `${money(i.minRange)} to ${money(i.maxRange)} ${i.usePercent ? `${i.percentage}%` : money(i.price)}`,
  );
  return `Own margin: ${ranges.join('; ')}`;
}

export class MarginsService {
  constructor(private readonly db: Db) {}

  async details(actor: Actor, type: string, id: string): Promise<MarginDetails> {
    requireAdmin(actor);
    const owner = this.owner(type, id);
    if (!(await repo.ownerExists(this.db, owner, id))) throw notFound();
    return (await repo.findDetails(this.db, owner, id)) ?? DEFAULT_MARGIN_DETAILS;
  }

  async save(actor: Actor, body: MarginDetails & { ownerType: MarginOwnerType; ownerId: string }): Promise<MarginDetails> {
    requireAdmin(actor);
    const status = await repo.ownerStatus(this.db, body.ownerType, body.ownerId);
    if (status === undefined) throw notFound();
    // Kept in price order, so a price on the boundary of two touching ranges takes the lower one.
    const marginItems = [...body.marginItems].sort((a, b) => a.minRange - b.minRange || a.maxRange - b.maxRange);
    const details = { marginOwnership: body.marginOwnership, marginType: body.marginType, marginItems };
    await this.db.transaction(async (tx) => {
      await repo.saveDetails(tx, body.ownerType, body.ownerId, details);
      await addTimelineItem(tx, {
        entityType: body.ownerType,
        entityId: body.ownerId,
        // Not a status change: the party keeps its status, which the item records on both sides.
        oldStatus: status,
        newStatus: status,
        actionName: 'Margin Details Updated',
        reason: describeDetails(details),
        actor: { userId: actor.userId, role: actor.role },
      });
    });
    return details;
  }

  private owner(type: string, id: string): MarginOwnerType {
    if (!(MARGIN_OWNER_TYPES as readonly string[]).includes(type) || !isUuid(id)) throw notFound();
    return type as MarginOwnerType;
  }

  /**
   * The admin changes the margin of a Confirmed charter: a whole number (the shared schema), 0-100
   * for a percentage or 0 to the operator's price for a fixed amount, refused with the limit
   * otherwise; the charter's and the bid's price with margin change together, with a timeline entry.
   */
  async update(actor: Actor, body: MarginUpdate): Promise<string> {
    requireAdmin(actor);
    const margin = body.newMargin;
    if (body.marginType === 'Fixed' && margin === wholeNumber(body.oldMargin)) {
      throw badRequest([MARGIN_MESSAGES.same], { newMargin: [MARGIN_MESSAGES.same] });
    }
    return this.db.transaction(async (tx) => {
      const charter = await repo.lockCharter(tx, body.id);
      if (!charter) throw notFound();
      if (charter.status !== 'Confirmed' || !charter.bidId || charter.price == null) throw badRequest([MARGIN_MESSAGES.onlyConfirmed]);
      const price = charter.price;
      const outOfBounds = marginLimitProblem(margin, body.marginType, price);
      if (outOfBounds) throw badRequest([outOfBounds], { newMargin: [outOfBounds] });
      const withMargin = Math.round((body.marginType === 'Percentage' ? price * (1 + margin / 100) : price + margin) * 100) / 100;
      await tx.execute(sql`update charter_requests set with_margin = ${withMargin}, updated_at = now() where id = ${charter.id}`);
      await tx.execute(sql`
        update bids set with_margin = ${withMargin}, margin_type = ${body.marginType}, margin_value = ${margin}, updated_at = now()
        where id = ${charter.bidId}`);
      const shown = body.marginType === 'Percentage' ? `${margin}%` : formatMoney(charter.currency, margin);
      await addTimelineItem(tx, {
        entityType: 'CharterRequest',
        entityId: charter.id,
        oldStatus: 'Confirmed',
        newStatus: 'Confirmed',
        actionName: MARGIN_UPDATE_ACTION,
        reason: `Margin set to ${shown}: ${formatMoney(charter.currency, withMargin)}`,
        actor,
      });
      await publishChange(tx, 'CharterRequest', [charter.id]);
      await publishChange(tx, 'Bid', [charter.bidId]);
      return updatedMarginMessage(charter.jobReference);
    });
  }
}
