import { CHARTER_MESSAGES, formatJobReference, isFuture } from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { offerShare } from '../../domain/shares/sector-shares.js';
import { publishChange } from '../../realtime/publish.js';
import { charterColumns, parseCharterBody, type CharterBody } from './charter-body.js';
import { chosenParty, findPartyOf, forcedOwnerFields, partyForCreate } from './charter-party.js';
import { NOT_EDITABLE, isAdminRole } from './charter-types.js';
import * as repo from './charter-write.repository.js';
import { recheckCharterFeasibility } from '../../domain/feasibility/charter-feasibility.js';
import { queueManifestChangeEmail } from './manifest-changes.js';

export interface SavedCharter {
  id: string;
  jobReference: number;
}

const ID_REQUIRED = 'Please choose a charter request.';

/** The manifests a save sends differ from the stored ones (compared sector by sector, in order). */
function manifestsDiffer(stored: Awaited<ReturnType<typeof repo.storedSectors>>, routes: CharterBody['routes']): boolean {
  const key = (p: {
    passengerName: string;
    contactNumber: string;
    emailAddress: string;
    passengerWeight: number;
    freightWeight: number;
    cargoWeight: number;
  }) => JSON.stringify([p.passengerName, p.contactNumber, p.emailAddress, p.passengerWeight, p.freightWeight, p.cargoWeight]);
  const storedBy = new Map(stored.routes.map((r) => [r.id, stored.entries.filter((e) => e.routeId === r.id).map(key)]));
  const sent = new Set<string>();
  for (const r of routes) {
    const before = r.id ? storedBy.get(r.id) : undefined;
    if (r.id) sent.add(r.id);
    const after = r.manifest.map(key);
    if (JSON.stringify(before ?? []) !== JSON.stringify(after)) return true;
  }
  return [...storedBy].some(([id, entries]) => !sent.has(id) && entries.length > 0);
}

/**
 * The shared schema lets a sector that has an id keep its departure; one that is new to this
 * charter, or whose departure changed, must depart in the future like a new request's.
 */
function pastDepartures(stored: Awaited<ReturnType<typeof repo.storedSectors>>, routes: CharterBody['routes']): Record<string, string[]> {
  const before = new Map(stored.routes.map((r) => [r.id, new Date(r.departTime).getTime()]));
  const errors: Record<string, string[]> = {};
  routes.forEach((r, i) => {
    const unchanged = r.id !== undefined && before.get(r.id) === Date.parse(r.departTime);
    if (!unchanged && !isFuture(r.departTime)) errors[`routes.${i}.departTime`] = [CHARTER_MESSAGES.departPast];
  });
  return errors;
}

/**
 * The sectors' shares a save carries (ADR 0016): written with the panel's rules, after the sectors.
 * A new charter writes only the shared ones; a saved one also switches a share off.
 */
async function saveSectorShares(
  tx: Tx,
  actor: Actor,
  charter: { id: string; status: string },
  routes: CharterBody['routes'],
  sectorIds: string[],
  isNew: boolean,
): Promise<void> {
  for (const [i, r] of routes.entries()) {
    if (!r.share || (isNew && !r.share.enabled)) continue;
    const target = { charterId: charter.id, charterStatus: charter.status, routeId: sectorIds[i]!, errorPrefix: `routes.${i}.share.` };
    await offerShare(tx, actor, target, r.share);
  }
}

/** POST newCharterRequest and updateCharterRequest. */
export class CharterWriteService {
  constructor(private readonly db: Db) {}

  async create(actor: Actor, input: unknown): Promise<SavedCharter> {
    const body = parseCharterBody(input, forcedOwnerFields(actor));
    return this.db.transaction(async (tx) => {
      const party = await partyForCreate(tx, actor, body);
      const jobReference = await repo.nextJobReference(tx);
      const id = await repo.insertCharter(tx, {
        ...charterColumns(body, party, jobReference),
        jobReference,
        status: 'Pending',
        createdByUserId: actor.userId,
      });
      const sectorIds = await repo.insertSectors(tx, id, body.routes);
      await repo.addTimeline(tx, { id, oldStatus: 'New', newStatus: 'Pending', actionName: 'Created', reason: 'No Reason' }, actor);
      await saveSectorShares(tx, actor, { id, status: 'Pending' }, body.routes, sectorIds, true);
      await publishChange(tx, 'CharterRequest', [id]);
      return { id, jobReference };
    });
  }

  /**
   * Saves the whole request again while the workflow lets the actor's role edit it in its
   * current state. Client roles cannot move a charter to another owner; admins can.
   */
  async update(actor: Actor, input: unknown): Promise<SavedCharter> {
    const body = parseCharterBody(input, forcedOwnerFields(actor));
    if (!body.id) throw badRequest([ID_REQUIRED], { id: [ID_REQUIRED] });
    const id = body.id;
    return this.db.transaction(async (tx) => {
      const item = await repo.lockVisibleCharter(tx, id, actor);
      if (!item) throw notFound();
      // Booked with an operator: a change needs the other party's yes (ADR 0015), never a silent overwrite.
      if (item.status === 'Confirmed') throw badRequest([CHARTER_MESSAGES.confirmedByChangeRequest]);
      if (!item.canEdit || !actorCan(actor, 'editCharterRequests')) throw forbidden(NOT_EDITABLE);
      const party = !actor.system && isAdminRole(actor.role) ? await chosenParty(tx, body) : await findPartyOf(tx, item);
      const stored = await repo.storedSectors(tx, id);
      const past = pastDepartures(stored, body.routes);
      if (Object.keys(past).length) throw badRequest([CHARTER_MESSAGES.departPast], past);
      // Once any entry has been shared the manifest is fixed (core section 4).
      const locked = stored.entries.some((e) => e.share);
      if (locked && manifestsDiffer(stored, body.routes)) throw badRequest([CHARTER_MESSAGES.manifestLocked]);
      await repo.updateCharterColumns(tx, id, charterColumns(body, party, item.jobReference));
      const sectorIds = await repo.replaceSectors(
        tx,
        id,
        body.routes,
        { sectorIds: new Set(stored.routes.map((r) => r.id)), entryIds: new Set(stored.entries.map((e) => e.id)) },
        locked,
      );
      if (!locked) {
        // A sector keeps its key when the save names it (replaceSectors keeps its id once), else it is new.
        const known = new Set(stored.routes.map((r) => r.id));
        const after = body.routes.map((r, i) => ({
          key: r.id && known.delete(r.id) ? r.id : `new:${i}`,
          from: r.from,
          to: r.to,
          people: r.manifest,
        }));
        await queueManifestChangeEmail(tx, item, repo.storedManifests(stored), after);
      }
      await saveSectorShares(tx, actor, item, body.routes, sectorIds, false);
      // The sectors or their lists may no longer fit the awarded aircraft.
      await recheckCharterFeasibility(tx, id, actor);
      await publishChange(tx, 'CharterRequest', [id]);
      return { id, jobReference: item.jobReference };
    });
  }
}

export const savedMessage = (jobReference: number) => `Charter request ${formatJobReference(jobReference)} saved.`;
export const updatedMessage = (jobReference: number) => `Charter request ${formatJobReference(jobReference)} updated.`;
