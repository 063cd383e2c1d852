import { NEW_MANIFEST_ROW_WEIGHTS, passengerSchema } from '@charter/shared';

/** One passenger row of the editor; weights are what the inputs hold (a number, or '' while empty). */
export interface DraftPassenger {
  key: string;
  /** The stored entry's id, sent back so the operator's change e-mail pairs the same person. */
  id?: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number | string;
  freightWeight: number | string;
  cargoWeight: number | string;
}

export type DraftField = Exclude<keyof DraftPassenger, 'key' | 'id'>;

interface StoredPassenger {
  id: string;
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number;
  freightWeight: number;
  cargoWeight: number;
}

export interface DraftManifest {
  /** One list flown on every sector ("a manifest can be shared across legs when identical"). */
  same: boolean;
  /** A list per sector, in flying order; with `same`, the first is the one edited. */
  sectors: DraftPassenger[][];
}

let counter = 0;
const nextKey = () => `p${++counter}`;

/** A row added in this editor: "86 on new manifest rows", 15 kg of bags, no cargo (core sections 3 and 9). */
export function newPassenger(): DraftPassenger {
  return { key: nextKey(), passengerName: '', contactNumber: '', emailAddress: '', ...NEW_MANIFEST_ROW_WEIGHTS };
}

const FIELDS: DraftField[] = ['passengerName', 'contactNumber', 'emailAddress', 'passengerWeight', 'freightWeight', 'cargoWeight'];
const sameText = (a: unknown, b: unknown) => String(a).trim() === String(b).trim();
const samePerson = (a: Omit<DraftPassenger, 'key'>, b: Omit<DraftPassenger, 'key'>) => FIELDS.every((f) => sameText(a[f], b[f]));
const sameList = (a: readonly Omit<DraftPassenger, 'key'>[], b: readonly Omit<DraftPassenger, 'key'>[]) =>
  a.length === b.length && a.every((p, i) => samePerson(p, b[i]!));

/** The editor's starting point: the stored lists, as one when every sector has the same people. */
export function draftOf(routes: readonly { manifest?: readonly StoredPassenger[] }[]): DraftManifest {
  const lists = routes.map((r) => (r.manifest ?? []).map((p) => ({ ...p, key: nextKey() })));
  const same = lists.length > 1 && lists[0]!.length > 0 && lists.every((l) => sameList(l, lists[0]!));
  return { same, sectors: lists };
}

/** The rows sector `i` will be saved with. */
export const rowsOf = (d: DraftManifest, i: number): DraftPassenger[] => (d.same ? d.sectors[0]! : d.sectors[i]!) ?? [];

/** Whether closing the editor would lose something (it asks first). */
export function isDirty(initial: DraftManifest, d: DraftManifest): boolean {
  return initial.same !== d.same || d.sectors.some((_, i) => !sameList(rowsOf(initial, i), rowsOf(d, i)));
}

export function updateRows(d: DraftManifest, sector: number, change: (rows: DraftPassenger[]) => DraftPassenger[]): DraftManifest {
  const target = d.same ? 0 : sector;
  return { ...d, sectors: d.sectors.map((rows, i) => (i === target ? change(rows) : rows)) };
}

/** Turning "same on every sector" on copies the first sector's list; off leaves each its own copy. */
export function setSame(d: DraftManifest, same: boolean): DraftManifest {
  if (same) return { same, sectors: d.sectors };
  const first = d.sectors[0] ?? [];
  return { same, sectors: d.sectors.map((_, i) => (i === 0 ? first : first.map((p) => ({ ...p, key: nextKey() })))) };
}

/** Problems keyed as the server's paths: routes.{i}.manifest.{j}.{field}, with the spec's messages. */
export function draftErrors(d: DraftManifest): Record<string, string> {
  const errors: Record<string, string> = {};
  d.sectors.forEach((_, i) => {
    if (d.same && i > 0) return;
    rowsOf(d, i).forEach((row, j) => {
      const parsed = passengerSchema.safeParse(row);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const path = `routes.${i}.manifest.${j}.${issue.path.join('.')}`;
        errors[path] ??= issue.message;
      }
    });
  });
  return errors;
}

/** The updateManifest body: every sector, each with its list (the shared one for each when `same`). */
export function manifestBody(charterRequestId: string, routeIds: readonly string[], d: DraftManifest) {
  return {
    charterRequestId,
    routes: routeIds.map((routeId, i) => ({
      routeId,
      manifest: rowsOf(d, i).map(({ key: _key, ...p }) => p),
    })),
  };
}
