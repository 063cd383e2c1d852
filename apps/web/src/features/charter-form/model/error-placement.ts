import type { CharterForm, FormErrors } from './form-types';

const CHARTER_FIELDS = new Set([
  'charterType',
  'charterSubType',
  'catering',
  'dangerousGoods',
  'preferredAircraft',
  'specialRequests',
  'notes',
  'purchaseOrderNumber',
  'reasonForCharter',
  'biddingTimeSpanHours',
]);

const SECTOR_FIELDS = new Set([
  'from',
  'to',
  'fromAirportDetail',
  'toAirportDetail',
  'departTime',
  'flightTime',
  'passengerNumber',
  'payload',
  'notes',
]);

/** Whether some input on the page shows the message of this path. */
function isShown(path: string, form: CharterForm, choosesClient: boolean): boolean {
  const parts = path.split('.');
  const [head, index, field] = parts;
  if (head !== 'routes' || parts.length === 1) {
    if (CHARTER_FIELDS.has(path)) return true;
    if (path === 'clientId' || path === 'clientDepartmentId' || path === 'clientStaffId') return choosesClient;
    if (path === 'dangerousGoodsIds') return form.dangerousGoods;
    if (path === 'shareManifest') return form.shared || form.sectors.some((s) => s.share?.enabled);
    return false;
  }
  const sector = form.sectors[Number(index)];
  if (!sector || field === undefined) return false;
  if (SECTOR_FIELDS.has(field) || field === 'manifest') return true;
  if (field === 'passengerRangeMin' || field === 'passengerRangeMax') return sector.passengerRange;
  if (field.startsWith('techstop')) return sector.techStop;
  if (field === 'share') return !!sector.share?.enabled;
  return false;
}

/** Messages no field shows (e.g. "Must have route", or a server message for a field the form has no input for). */
export function unplacedErrors(errors: FormErrors, form: CharterForm, choosesClient: boolean): string[] {
  return Object.entries(errors)
    .filter(([path]) => !isShown(path, form, choosesClient))
    .map(([, message]) => message);
}
