import { DEFAULT_LISTS, type Db } from '@charter/db';
import { type SessionUser, isUuid } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { notFound } from '../../lib/http-errors.js';
import { viewerOf } from '../../access/viewer.js';
import { presentCharter, presentCharterSector, seesAward, supplierAccessOf, type CharterDetail } from './charter.presenter.js';
import * as repo from './charter-read.repository.js';
import type { ManifestEntryDto } from './charter-types.js';

// Job numbers are looked up as number ranges (they are bigints, and ranges use the unique index).
const MAX_JOB_DIGITS = 12;
const LOOKUP_LIMIT = 10;

/**
 * The [low, high) ranges of job numbers that start with the digits typed: "100" covers 100,
 * 1000-1009, 10000-10099 and so on up to twelve digits.
 */
export function jobNumberRanges(text: string): [number, number][] {
  const digits = text.trim().replace(/^jb/i, '');
  if (!/^[1-9]\d*$/.test(digits) || digits.length > MAX_JOB_DIGITS) return [];
  const prefix = Number(digits);
  const ranges: [number, number][] = [];
  for (let k = 0, scale = 1; digits.length + k <= MAX_JOB_DIGITS; k++, scale *= 10) {
    ranges.push([prefix * scale, (prefix + 1) * scale]);
  }
  return ranges;
}

/** get, full, settings, jobLookup and clientOptions. */
export class CharterReadService {
  constructor(private readonly db: Db) {}

  /** A charter the user may see, or 404 whether or not it exists (existence is never revealed). */
  async get(user: SessionUser, id: string, full: boolean): Promise<CharterDetail> {
    if (!isUuid(id)) throw notFound();
    const actor: Actor = user;
    let row = await repo.findVisibleCharter(this.db, id, actor);
    const visible = !!row;
    // An operator that bid keeps a short view of the charter once it went to another or closed.
    if (!row && user.role === 'Supplier') row = await repo.findCharterBidOnBy(this.db, id, actor);
    if (!row) throw notFound();
    const viewer = await viewerOf(this.db, actor);
    const access = viewer.kind === 'supplier' ? supplierAccessOf(row, viewer, visible) : null;
    const routes = await repo.sectorRowsOf(this.db, id);
    let manifests: (ManifestEntryDto & { routeId: string })[] = [];
    // An operator needs the passenger list only for a charter it is flying.
    const mayReadManifest = viewer.kind !== 'supplier' || access === 'awarded';
    if (full && mayReadManifest) manifests = await repo.manifestsOf(this.db, id);
    // No list at all (not an empty one) for who may not read it, so no one is told "No passengers listed".
    const presented = routes.map((r) =>
      presentCharterSector(
        r,
        full && mayReadManifest ? manifests.filter((m) => m.routeId === r.id).map(({ routeId: _routeId, ...m }) => m) : undefined,
        seesAward(viewer, access),
      ),
    );
    const award = row.bidId && seesAward(viewer, access) ? ((await repo.awardOf(this.db, row.bidId)) ?? null) : null;
    return presentCharter(row, presented, user, viewer, access, award);
  }

  /** The settings lists the charter form chooses from; other names are not published here. */
  async settings(source: string) {
    if (!Object.hasOwn(DEFAULT_LISTS, source)) throw notFound();
    return repo.settingsList(this.db, source);
  }

  async jobLookup(actor: Actor, text: string) {
    const ranges = jobNumberRanges(text);
    if (ranges.length === 0) return [];
    return repo.chartersInRanges(this.db, actor, ranges, LOOKUP_LIMIT);
  }

  clientOptions() {
    return repo.clientOptions(this.db);
  }
}
