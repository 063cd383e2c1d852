import { sql } from 'drizzle-orm';
import { formatJobReference } from '@charter/shared';
import type { Tx } from '@charter/db';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import type { ManifestEntryDto } from './charter-types.js';

/** A passenger as compared: what the manifest says about them. */
export type ManifestPerson = Pick<
  ManifestEntryDto,
  'passengerName' | 'contactNumber' | 'emailAddress' | 'passengerWeight' | 'freightWeight' | 'cargoWeight'
> & { id?: string | null };

/** One sector's passenger list, before or after a save. `key` pairs a sector with itself (its id). */
export interface SectorManifest {
  key: string;
  from: string;
  to: string;
  people: ManifestPerson[];
}

export interface SectorChange {
  /** "Sector 2: Cairns to Brisbane" (numbered as after the save; a removed sector as before). */
  label: string;
  before: number;
  after: number;
  added: string[];
  removed: string[];
  /** A passenger kept with other details: their name and what changed. */
  changed: { name: string; fields: string[] }[];
}

const FIELDS: [keyof ManifestPerson, string][] = [
  ['passengerName', 'name'],
  ['contactNumber', 'contact number'],
  ['emailAddress', 'e-mail'],
  ['passengerWeight', 'passenger weight'],
  ['freightWeight', 'freight weight'],
  ['cargoWeight', 'cargo weight'],
];

const nameKey = (p: ManifestPerson) => p.passengerName.trim().toLowerCase();

/**
 * What changed in one sector's list: a passenger is the same person when the entry keeps its id
 * (the editors send it back) or, failing that, has the same name; the rest were added or removed.
 */
function compareSector(label: string, before: ManifestPerson[], after: ManifestPerson[]): SectorChange {
  const left = [...before];
  const pairs: [ManifestPerson, ManifestPerson][] = [];
  const unmatched: ManifestPerson[] = [];
  const take = (match: (p: ManifestPerson) => boolean) => {
    const i = left.findIndex(match);
    return i < 0 ? undefined : left.splice(i, 1)[0];
  };
  for (const p of after) {
    const same = p.id ? take((b) => b.id === p.id) : undefined;
    if (same) pairs.push([same, p]);
    else unmatched.push(p);
  }
  const added: string[] = [];
  for (const p of unmatched) {
    const same = take((b) => nameKey(b) === nameKey(p));
    if (same) pairs.push([same, p]);
    else added.push(p.passengerName);
  }
  const changed = pairs
    .map(([b, a]) => ({
      name: a.passengerName,
      fields: FIELDS.filter(([k]) => String(b[k]).trim() !== String(a[k]).trim()).map(([, l]) => l),
    }))
    .filter((c) => c.fields.length > 0);
  return { label, before: before.length, after: after.length, added, removed: left.map((p) => p.passengerName), changed };
}

/** The sectors whose passenger lists differ between two versions of a charter's manifest. */
export function manifestChanges(before: SectorManifest[], after: SectorManifest[]): SectorChange[] {
  const label = (s: SectorManifest, i: number) => `Sector ${i + 1}: ${s.from} to ${s.to}`;
  const old = new Map(before.map((s, i) => [s.key, { sector: s, label: label(s, i) }]));
  const changes = after.map((s, i) => {
    const was = old.get(s.key);
    old.delete(s.key);
    return compareSector(label(s, i), was?.sector.people ?? [], s.people);
  });
  // Sectors the save dropped lose their passengers with them.
  for (const { sector, label: l } of old.values()) changes.push(compareSector(`${l} (sector removed)`, sector.people, []));
  return changes.filter((c) => c.added.length || c.removed.length || c.changed.length);
}

function describe(job: string, changes: SectorChange[]): string {
  const lines = [`The passenger list of charter ${job} has changed.`];
  for (const c of changes) {
    lines.push('', `${c.label}: ${c.before} to ${c.after} passenger(s)`);
    if (c.added.length) lines.push(`  Added: ${c.added.join(', ')}`);
    if (c.removed.length) lines.push(`  Removed: ${c.removed.join(', ')}`);
    for (const x of c.changed) lines.push(`  Changed: ${x.name} (${x.fields.join(', ')})`);
  }
  lines.push('', `See the full passenger list on the charter's page.`);
  return lines.join('\n');
}

/**
 * Tells the charter's operator (its bidder) what changed in the passenger list, in the caller's
 * transaction, when that operator asked to hear of manifest changes (notifyOfManifestChanges).
 * Answers the number of e-mails queued.
 */
export async function queueManifestChangeEmail(
  tx: Tx,
  charter: { id: string; jobReference: number; status: string; bidderId: string | null },
  before: SectorManifest[],
  after: SectorManifest[],
): Promise<number> {
  if (!charter.bidderId) return 0;
  const changes = manifestChanges(before, after);
  if (changes.length === 0) return 0;
  const job = formatJobReference(charter.jobReference);
  return queueOperatorEmail(
    tx,
    sql`s.id = ${charter.bidderId} and s.notify_of_manifest_changes`,
    { subject: `Passenger list changed for ${job}`, text: describe(job, changes) },
    { name: 'Manifest changed', entityType: 'CharterRequest', entityId: charter.id, fromState: charter.status, newState: charter.status },
  );
}
