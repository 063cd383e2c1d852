import { passengerSchema } from '@charter/shared';
import type { FormErrors, PassengerRow, SectorForm } from './form-types';
import { newPassengerRow } from './defaults';
import { issuesToErrors } from './errors';

export type PassengerField = Exclude<keyof PassengerRow, 'key'>;

/** A weight input's number; blank or not-a-number counts as 0 (the schema reports bad values). */
export function weightOf(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? 0 : value);
  return Number.isFinite(n) ? n : 0;
}

/** Passenger + bag (freight) + cargo weight of the rows (core section 5). */
export function totalWeight(rows: readonly PassengerRow[]): number {
  return rows.reduce((sum, r) => sum + weightOf(r.passengerWeight) + weightOf(r.freightWeight) + weightOf(r.cargoWeight), 0);
}

/** The rows this sector would save: the open editor's, else the committed ones. */
export function currentRows(sector: SectorForm): PassengerRow[] {
  return sector.manifestDraft ?? sector.manifest;
}

export function openManifest(sector: SectorForm): SectorForm {
  if (sector.manifestDraft) return sector;
  return { ...sector, manifestDraft: sector.manifest.map((r) => ({ ...r })) };
}

const fieldsOf = (r: PassengerRow) => [r.passengerName, r.contactNumber, r.emailAddress, r.passengerWeight, r.freightWeight, r.cargoWeight];

/** True when closing the editor would lose something (asks for confirmation first). */
export function hasUnsavedRows(sector: SectorForm): boolean {
  const draft = sector.manifestDraft;
  if (!draft) return false;
  if (draft.length !== sector.manifest.length) return true;
  return draft.some((row, i) => {
    const saved = sector.manifest[i];
    return !saved || saved.key !== row.key || JSON.stringify(fieldsOf(saved)) !== JSON.stringify(fieldsOf(row));
  });
}

export function addDraftRow(sector: SectorForm): SectorForm {
  return { ...sector, manifestDraft: [...(sector.manifestDraft ?? []), newPassengerRow()] };
}

export function updateDraftRow(sector: SectorForm, rowKey: string, field: PassengerField, value: string | number): SectorForm {
  if (!sector.manifestDraft) return sector;
  return { ...sector, manifestDraft: sector.manifestDraft.map((r) => (r.key === rowKey ? { ...r, [field]: value } : r)) };
}

export function removeDraftRow(sector: SectorForm, rowKey: string): SectorForm {
  if (!sector.manifestDraft) return sector;
  return { ...sector, manifestDraft: sector.manifestDraft.filter((r) => r.key !== rowKey) };
}

export function discardDraft(sector: SectorForm): SectorForm {
  return { ...sector, manifestDraft: null };
}

/** Problems of the editor's rows, keyed as the request's paths: routes.{i}.manifest.{j}.{field}. */
export function draftErrors(sector: SectorForm, sectorIndex: number): FormErrors {
  const rows = sector.manifestDraft ?? [];
  const errors: FormErrors = {};
  rows.forEach((row, j) => {
    const parsed = passengerSchema.safeParse(row);
    if (!parsed.success) Object.assign(errors, issuesToErrors(parsed.error.issues, ['routes', sectorIndex, 'manifest', j]));
  });
  return errors;
}

/** Keeps the editor's rows; passengerNumber follows the list whenever it has anyone on it (core section 5). */
export function commitDraft(sector: SectorForm): SectorForm {
  const rows = sector.manifestDraft;
  if (!rows) return sector;
  return {
    ...sector,
    manifest: rows,
    manifestDraft: null,
    passengerNumber: rows.length > 0 ? rows.length : sector.passengerNumber,
  };
}
