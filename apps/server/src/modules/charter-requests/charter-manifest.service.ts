import { sql } from 'drizzle-orm';
import {
  CHARTER_MESSAGES,
  MANIFEST_CLOSED_STATUSES,
  MANIFEST_MESSAGES,
  formatLocal,
  manifestDueAt,
  manifestOpenFor,
  updateManifestSchema,
} from '@charter/shared';
import type { Db } from '@charter/db';
import { actorCan, reachesEveryCharter, type Actor } from '../../access/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { queueWebhook } from '../../domain/webhooks/queue-webhook.js';
import { SECTOR_NOT_IN_CHARTER } from './charter-types.js';
import { lockManifestCharter, type ManifestCharter } from './charter-manifest.repository.js';
import * as repo from './charter-write.repository.js';
import { recheckCharterFeasibility } from '../../domain/feasibility/charter-feasibility.js';
import { queueManifestChangeEmail } from './manifest-changes.js';

/**
 * Why the actor may no longer change this charter's passenger list, or null when it may
 * (docs/workflow.md, "Manifests"): the client side until the due time (24 hours before the first
 * flight), admins and charter admins until the first flight departs; nobody once it is history.
 */
function closedReason(actor: Actor, c: ManifestCharter): string | null {
  const kind = reachesEveryCharter(actor) ? 'admin' : 'client';
  if (manifestOpenFor(kind, c, c.now.getTime())) return null;
  if (MANIFEST_CLOSED_STATUSES.includes(c.status)) return MANIFEST_MESSAGES.finished;
  if (c.now >= c.departTime) return MANIFEST_MESSAGES.departed;
  return MANIFEST_MESSAGES.closed(formatLocal(manifestDueAt(c.departTime), c.departTimeZone));
}

/**
 * POST updateManifest: the passenger lists of a charter's sectors, for the charter's client party
 * and admins, in any open state. Each sector's passengerNumber follows its list and totalWeight is
 * its passenger, bag and cargo weight. The awarded operator hears what changed when it asked to
 * (notifyOfManifestChanges), and an awarded aircraft that no longer fits is flagged
 * (recheckCharterFeasibility), in the same transaction.
 */
export class CharterManifestService {
  constructor(private readonly db: Db) {}

  async update(actor: Actor, input: unknown): Promise<void> {
    if (!actorCan(actor, 'editCharterRequests')) throw forbidden();
    const { charterRequestId, routes } = parseOr400(updateManifestSchema, input);
    await this.db.transaction(async (tx) => {
      const item = await lockManifestCharter(tx, charterRequestId, actor);
      if (!item) throw notFound();
      const closed = closedReason(actor, item);
      if (closed) throw badRequest([closed]);
      const stored = await repo.storedSectors(tx, charterRequestId);
      const own = new Map(stored.routes.map((r) => [r.id, r]));
      const seen = new Set<string>();
      for (const r of routes) {
        if (!own.has(r.routeId) || seen.has(r.routeId)) {
          throw badRequest([SECTOR_NOT_IN_CHARTER], { [`routes.${routes.indexOf(r)}.routeId`]: [SECTOR_NOT_IN_CHARTER] });
        }
        seen.add(r.routeId);
      }
      if (stored.entries.some((e) => e.share)) throw badRequest([CHARTER_MESSAGES.manifestLocked]);

      const entryIds = new Set(stored.entries.map((e) => e.id));
      // One passenger list sent for several identical legs keeps one id per leg: an id already
      // kept on an earlier sector is inserted afresh.
      const kept = new Set<string>();
      for (const r of routes) {
        await tx.execute(sql`delete from manifest_entries where route_id = ${r.routeId}`);
        const keep = new Set([...entryIds].filter((id) => !kept.has(id)));
        await repo.insertManifest(tx, r.routeId, r.manifest, keep);
        for (const p of r.manifest) if (p.id) kept.add(p.id);
        const totalWeight = r.manifest.reduce((sum, p) => sum + p.passengerWeight + p.freightWeight + p.cargoWeight, 0);
        // An emptied list keeps the number of passengers asked for (as the form does).
        const passengers = r.manifest.length > 0 ? r.manifest.length : own.get(r.routeId)!.passengerNumber;
        await tx.execute(sql`
          update charter_routes set passenger_number = ${passengers}, total_weight = ${totalWeight} where id = ${r.routeId}`);
      }
      await tx.execute(sql`
        update charter_requests set updated_at = now(),
          passenger_count = (select coalesce(max(passenger_number), 0) from charter_routes where charter_request_id = ${charterRequestId})
        where id = ${charterRequestId}`);
      const sent = new Map(routes.map((r) => [r.routeId, r.manifest]));
      const before = repo.storedManifests(stored);
      const after = before.map((m) => ({ ...m, people: sent.get(m.key) ?? m.people }));
      await queueManifestChangeEmail(tx, item, before, after);
      await queueWebhook(tx, { type: 'manifest.changed', charterId: charterRequestId, audience: { kind: 'charterOperator' } });
      await recheckCharterFeasibility(tx, charterRequestId, actor);
      await publishChange(tx, 'CharterRequest', [charterRequestId]);
    });
  }
}
