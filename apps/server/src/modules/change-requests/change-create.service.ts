import { sql } from 'drizzle-orm';
import { CHANGE_MESSAGES, newChangeSchema, type ChangeInitiator } from '@charter/shared';
import type { ChangedSector, Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { insertChange, lockCharter, priceWithMargin, sectorsOf, type SectorRow } from './change-charter.repository.js';
import { job, mailBothParties, who } from './change-mail.js';
import { sideOf } from './change-scope.js';
import { queueWebhook } from '../../domain/webhooks/queue-webhook.js';

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** The asked sectors must be the charter's sectors, departing in their order. */
function checkedSectors(asked: ChangedSector[], current: SectorRow[]): ChangedSector[] {
  const byOrder = new Map(asked.map((s) => [s.order, s]));
  if (byOrder.size !== asked.length || asked.length !== current.length || current.some((c) => !byOrder.has(c.order)))
    throw badRequest([CHANGE_MESSAGES.sectors], { sectors: [CHANGE_MESSAGES.sectors] });
  const ordered = current.map((c) => {
    const s = byOrder.get(c.order)!;
    return {
      order: c.order,
      departTime: new Date(s.departTime).toISOString(),
      passengerNumber: s.passengerNumber,
      aircraft: s.aircraft.trim(),
    };
  });
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i]!.departTime < ordered[i - 1]!.departTime)
      throw badRequest([CHANGE_MESSAGES.order], { sectors: [CHANGE_MESSAGES.order] });
  }
  return ordered;
}

const sameSector = (a: ChangedSector, b: SectorRow) =>
  new Date(a.departTime).getTime() === new Date(b.departTime).getTime() &&
  a.passengerNumber === b.passengerNumber &&
  a.aircraft === b.aircraft.trim();

/** A one-line summary for the timeline and the charter's pendingChanges. */
function summary(sectors: ChangedSector[], current: SectorRow[]): string {
  const changed = sectors.filter((s, i) => !sameSector(s, current[i]!)).map((s) => `sector ${s.order + 1}`);
  return changed.length ? `Changes ${changed.join(', ')}` : 'Changes the cost';
}

/**
 * POST newChangeCharter: the client side, the awarded operator or an admin asks to change a
 * Confirmed charter. One change may be pending at a time. The change, the charter's flags, the
 * timeline item and the e-mails to both parties commit together.
 */
export async function requestChange(db: Db, actor: Actor, body: unknown): Promise<{ id: string; charterRequestId: string }> {
  const side = sideOf(actor);
  if (!side) throw forbidden();
  const input = parseOr400(newChangeSchema, body);
  return db.transaction(async (tx) => {
    const c = await lockCharter(tx, actor, input.charterRequestId);
    // An operator reaches only the charters it flies: another operator's answers as if absent.
    if (!c || (side === 'Supplier' && c.bidderId !== (actor.system ? null : actor.supplierId))) throw notFound();
    if (c.status !== 'Confirmed') throw new HttpError(409, [CHANGE_MESSAGES.notConfirmed]);
    if (c.changePending) throw new HttpError(409, [CHANGE_MESSAGES.pending]);

    const current = await sectorsOf(tx, c.id);
    const sectors = checkedSectors(input.sectors, current);
    const initiatedBy: ChangeInitiator = side;
    if (initiatedBy === 'Client' && input.cost !== undefined)
      throw badRequest([CHANGE_MESSAGES.noCostFromClient], { cost: [CHANGE_MESSAGES.noCostFromClient] });
    if (initiatedBy !== 'Client' && input.cost === undefined) throw badRequest([CHANGE_MESSAGES.cost], { cost: [CHANGE_MESSAGES.cost] });
    const cost = input.cost ?? null;
    const costChanges = cost !== null && cost !== c.price;
    if (!costChanges && sectors.every((s, i) => sameSector(s, current[i]!))) throw badRequest([CHANGE_MESSAGES.nothingChanged]);

    const costWithMargin = cost === null ? null : await priceWithMargin(tx, c, cost);
    let id: string;
    try {
      id = await tx.transaction(async (sp) =>
        insertChange(sp, {
          charterRequestId: c.id,
          bidderId: c.bidderId,
          initiatedBy,
          reason: input.reason,
          sectors,
          currency: c.currency,
          originalCost: c.price,
          originalCostWithMargin: c.withMargin,
          changeToCost: cost,
          changeToCostWithMargin: costWithMargin,
          createdByUserId: actor.userId,
        }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, [CHANGE_MESSAGES.pending]);
      throw err;
    }
    const what = summary(sectors, current);
    await tx.execute(sql`
      update charter_requests set change_pending = true, change_status = 'New', supplier_initiated = ${initiatedBy === 'Supplier'},
        pending_changes = ${what}, change_in_cost = ${costChanges}, change_to_cost = ${cost}, change_to_cost_with_margin = ${costWithMargin},
        original_cost_with_margin = with_margin, updated_at = now()
      where id = ${c.id}`);
    await addTimelineItem(tx, {
      entityType: 'CharterRequest',
      entityId: c.id,
      oldStatus: c.status,
      newStatus: c.status,
      actionName: 'Change Requested',
      reason: `${who(initiatedBy)} asked for a change (${what}): ${input.reason}`,
      actor,
    });
    await mailBothParties(tx, c, {
      name: 'Change requested',
      subject: `A change is requested on ${job(c)}`,
      text: `${who(initiatedBy)} asked to change ${job(c)} (${what}): ${input.reason}\n\nOpen the charter request to see the change and to accept or decline it.`,
      fromState: c.status,
      newState: c.status,
    });
    for (const audience of [{ kind: 'charterClient' }, { kind: 'charterOperator' }] as const) {
      await queueWebhook(tx, { type: 'change_request.created', charterId: c.id, subject: id, audience });
    }
    await publishChange(tx, 'CharterRequest', [c.id]);
    return { id, charterRequestId: c.id };
  });
}
