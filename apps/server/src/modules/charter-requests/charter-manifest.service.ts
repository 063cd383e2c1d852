import { sql } from 'drizzle-orm';
import { CHARTER_MESSAGES, updateManifestSchema } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { MANIFEST_CLOSED, SECTOR_NOT_IN_CHARTER } from './charter-types.js';
import * as repo from './charter-write.repository.js';
import { queueManifestChangeEmail } from './manifest-changes.js';

// After the flight, or once withdrawn or replaced, the passenger list is history.
const CLOSED_STATES = new Set(['Finished', 'Closed', 'Superceded']);

/**
 * POST updateManifest: the passenger lists of a charter's sectors. The awarded operator hears what
 * changed when it asked to (notifyOfManifestChanges), in the same transaction.
 */
export class CharterManifestService {
  constructor(private readonly db: Db) {}

  async update(actor: Actor, input: unknown): Promise<void> {
    if (actor.system || actor.role === 'Supplier') throw forbidden();
    const { charterRequestId, routes } = parseOr400(updateManifestSchema, input);
    await this.db.transaction(async (tx) => {
      const item = await repo.lockVisibleCharter(tx, charterRequestId, actor);
      if (!item) throw notFound();
      if (CLOSED_STATES.has(item.status)) throw badRequest([MANIFEST_CLOSED]);
      const stored = await repo.storedRoutes(tx, charterRequestId);
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
      for (const r of routes) {
        await tx.execute(sql`delete from manifest_entries where route_id = ${r.routeId}`);
        await repo.insertManifest(tx, r.routeId, r.manifest, entryIds);
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
      await publishChange(tx, 'CharterRequest', [charterRequestId]);
    });
  }
}
