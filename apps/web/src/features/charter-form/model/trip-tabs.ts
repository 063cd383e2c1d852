import type { CharterForm, SectorForm, TripTab } from './form-types';
import { newSector, nextKey } from './defaults';

/** Multi-stop trips keep at least this many sectors (core section 2). */
export const MIN_MULTI_SECTORS = 2;
export const MAX_SECTORS = 20;

/** Fields that belong to one end of a sector; a return leg holds the other end's value. */
const OTHER_END = {
  from: 'to',
  to: 'from',
  fromAirportDetail: 'toAirportDetail',
  toAirportDetail: 'fromAirportDetail',
} as const satisfies Partial<Record<keyof SectorForm, keyof SectorForm>>;

type EndField = keyof typeof OTHER_END;

function isEndField(key: string): key is EndField {
  return key in OTHER_END;
}

/**
 * The way back: every place field swapped, an empty manifest (the passengers coming back are
 * listed separately) and no departure time, which the user has to choose.
 */
export function returnLegOf(first: SectorForm): SectorForm {
  return {
    ...first,
    key: nextKey('sector'),
    // A new sector for the server, even when the first one was a saved one.
    id: undefined,
    from: first.to,
    to: first.from,
    fromAirportDetail: first.toAirportDetail,
    toAirportDetail: first.fromAirportDetail,
    departTime: '',
    notes: '',
    manifest: [],
    manifestDraft: null,
  };
}

/** The next stop of a multi-stop trip starts where the previous one ended, on the same day. */
export function sectorAfter(previous: SectorForm): SectorForm {
  return newSector({ from: previous.to, departDate: previous.departDate });
}

/** One Way keeps only the first sector; Return makes the second the first one reversed; Multi-stop has at least two. */
export function switchTab(form: CharterForm, tab: TripTab): CharterForm {
  if (tab === form.activeTab) return form;
  const first = form.sectors[0] ?? newSector();
  switch (tab) {
    case 'OneWay':
      return { ...form, activeTab: tab, sectors: [first] };
    case 'Return':
      return { ...form, activeTab: tab, sectors: [first, returnLegOf(first)] };
    case 'multi': {
      const sectors = [...form.sectors];
      while (sectors.length < MIN_MULTI_SECTORS) sectors.push(sectorAfter(sectors[sectors.length - 1] ?? first));
      return { ...form, activeTab: tab, sectors };
    }
  }
}

export function canAddSector(form: CharterForm): boolean {
  return form.activeTab === 'multi' && form.sectors.length < MAX_SECTORS;
}

export function canRemoveSector(form: CharterForm): boolean {
  return form.activeTab === 'multi' && form.sectors.length > MIN_MULTI_SECTORS;
}

export function addSector(form: CharterForm): CharterForm {
  if (!canAddSector(form)) return form;
  const last = form.sectors[form.sectors.length - 1]!;
  return { ...form, sectors: [...form.sectors, sectorAfter(last)] };
}

export function removeSector(form: CharterForm, index: number): CharterForm {
  if (!canRemoveSector(form) || index < 0 || index >= form.sectors.length) return form;
  return { ...form, sectors: form.sectors.filter((_, i) => i !== index) };
}

/**
 * Changes fields of one sector. On a Return trip, a change to a place of the first leg is
 * copied to the other end of the way back, so the return stays the same trip reversed.
 */
export function updateSector(form: CharterForm, index: number, patch: Partial<SectorForm>): CharterForm {
  const sectors = form.sectors.map((s, i) => (i === index ? { ...s, ...patch } : s));
  if (form.activeTab === 'Return' && index === 0 && sectors[1]) {
    const mirrored: Partial<Record<EndField, unknown>> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (isEndField(key)) mirrored[OTHER_END[key]] = value;
    }
    if (Object.keys(mirrored).length > 0) sectors[1] = { ...sectors[1], ...(mirrored as Partial<SectorForm>) };
  }
  // A multi-stop trip usually goes on from where a sector lands: fill the next start if it is still empty.
  const next = sectors[index + 1];
  if (form.activeTab === 'multi' && patch.to && patch.to.latitude != null && next && next.from.name.trim() === '') {
    sectors[index + 1] = { ...next, from: patch.to };
  }
  return { ...form, sectors };
}
