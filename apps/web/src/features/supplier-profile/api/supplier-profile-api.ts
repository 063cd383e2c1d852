import { CHARTER_TYPES, type ApiResult, type SupplierProfile } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export type { SupplierProfile };

export interface LocationState {
  id: number | string;
  code: string;
  name: string;
}

interface SettingItem {
  id: string;
  value: string;
}

export interface CharterTypeGroup {
  group: string;
  items: { value: string; label: string }[];
}

const ROOT = 'supplier-profile';
/** Supplier: own profile (supplierId null); Admin: the supplier's. */
export const profileKey = (supplierId: string | null) => [ROOT, 'profile', supplierId ?? 'me'] as const;
export const charterTypesKey = [ROOT, 'charter-types'] as const;
export const statesKey = [ROOT, 'states'] as const;
export const secondaryEmailsKey = (supplierId: string) => [ROOT, 'secondary-emails', supplierId] as const;

const enc = encodeURIComponent;

export function fetchProfile(supplierId: string | null): Promise<SupplierProfile> {
  return getJson<SupplierProfile>(supplierId ? `/api/suppliers/get?id=${enc(supplierId)}` : '/api/suppliers/get');
}

export function updateProfile(body: Record<string, unknown>): Promise<ApiResult<SupplierProfile>> {
  return postSave<SupplierProfile>('/api/suppliers/update', body);
}

const TYPE_SOURCES = [
  { type: 'Passenger', source: 'PassengerCharterTypes' },
  { type: 'Freight', source: 'FreightCharterTypes' },
  { type: 'Aerial', source: 'AerialCharterTypes' },
] as const;

/**
 * The charter types a supplier can filter on, grouped by the three charter type settings lists.
 * Each group starts with its top-level type, which the server reads as "all of its sub types".
 */
export async function fetchCharterTypeGroups(): Promise<CharterTypeGroup[]> {
  const tops = new Set<string>(CHARTER_TYPES.map((t) => t.value));
  const seen = new Set<string>();
  return Promise.all(
    TYPE_SOURCES.map(async ({ type, source }) => {
      const label = CHARTER_TYPES.find((t) => t.value === type)?.label ?? type;
      const subs = (await getJson<SettingItem[]>(`/api/charterRequest/settings/${source}`)).map((i) => i.value);
      return { group: label, items: [{ value: type, label: `All ${label}` }, ...subs.map((v) => ({ value: v, label: v }))] };
    }),
  ).then((groups) =>
    // MultiSelect needs unique values: a sub type spelt like a top-level type, or listed twice, appears once.
    groups.map((g) => ({
      ...g,
      items: g.items.filter((i, n) => (n === 0 || !tops.has(i.value)) && !seen.has(i.value) && (seen.add(i.value), true)),
    })),
  );
}

export function fetchStates(): Promise<LocationState[]> {
  return getJson<LocationState[]>('/api/accounts/getLocationStates');
}

export function fetchSecondaryEmails(supplierId: string): Promise<{ email: string }[]> {
  return getJson<{ email: string }[]>(`/api/suppliers/secondaryEmails/${enc(supplierId)}`);
}

export function addSecondaryEmail(supplierId: string, email: string): Promise<ApiResult> {
  return postSave('/api/suppliers/addSecondaryEmail', { supplierId, email });
}

export function removeSecondaryEmail(supplierId: string, email: string): Promise<ApiResult> {
  return postSave('/api/suppliers/removeSecondaryEmail', { supplierId, email });
}
