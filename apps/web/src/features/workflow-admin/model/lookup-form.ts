import { airportLookupInputSchema, type AirportLookupDto, type AirportLookupInput } from '@charter/shared';

/** The place editor's fields as the inputs hold them. */
export interface LookupFormValues {
  site: string;
  state: string;
  altState: string;
  iataCode: string;
  kind: 'airport' | 'town';
  latitude: string;
  longitude: string;
}

export const EMPTY_LOOKUP: LookupFormValues = {
  site: '',
  state: '',
  altState: '',
  iataCode: '',
  kind: 'airport',
  latitude: '',
  longitude: '',
};

export function lookupValues(p: AirportLookupDto): LookupFormValues {
  return {
    site: p.site,
    state: p.state,
    altState: p.altState ?? '',
    iataCode: p.iataCode ?? '',
    kind: p.kind === 'town' ? 'town' : 'airport',
    latitude: String(p.latitude),
    longitude: String(p.longitude),
  };
}

/** A coordinate typed as text: a number, or undefined so the schema says it is required. */
function coordinate(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Checks the fields with the handler's schema; the valid body or the first message per field. */
export function validateLookup(
  v: LookupFormValues,
): { ok: true; body: AirportLookupInput } | { ok: false; errors: Record<string, string> } {
  const parsed = airportLookupInputSchema.safeParse({
    site: v.site,
    state: v.state,
    altState: v.altState,
    iataCode: v.iataCode,
    kind: v.kind,
    latitude: coordinate(v.latitude),
    longitude: coordinate(v.longitude),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { ok: false, errors };
}

/** "Showing 26–50 of 17,883". */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No places';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first.toLocaleString('en-AU')}–${last.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')}`;
}
