import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { PG_INT_MAX, cleanFreeText, ownWords } from '../validation.js';

/**
 * Content an admin edits on the Manage Workflows screen besides the workflow table itself
 * (supplier-and-admin sections 3 and 7): e-mail templates, the terms and conditions, and the
 * airport lookup behind the place type-ahead. One schema serves the form and the handler.
 */
export const ADMIN_CONTENT_MESSAGES = {
  saved: 'Saved OK',
  nameRequired: 'Name is required',
  valueRequired: 'Value is required',
  templateNameTaken: 'A template with this name already exists',
  labelRequired: 'Label is required',
  termsRequired: 'Terms are required',
  termsTypeRequired: 'Terms type is required',
  unknownTermsType: 'Terms type must be General',
  termsUnchanged: 'These are the current terms; change the label or the terms to publish a new version.',
  siteRequired: 'Site is required',
  stateRequired: 'State is required',
  unknownState: 'Unknown state',
  iataCode: 'IATA code must be 3 letters or digits',
  kind: 'Kind must be airport or town',
  latitudeRequired: 'Latitude is required',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRequired: 'Longitude is required',
  longitudeRange: 'Longitude must be between -180 and 180',
  placeTaken: 'This place is already in the lookup',
  page: 'Page must be a whole number from 1',
  pageSize: 'Page size must be a whole number from 1 to 100',
} as const;
const M = ADMIN_CONTENT_MESSAGES;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { message }).max(max, ownWords);

// ---- E-mail templates (name, value): GET getEmailTemplates, GET getEmailTemplate/{id}, POST newEmailTemplate, POST saveEmailTemplate.

export const emailTemplateInputSchema = z.object({
  name: required(M.nameRequired, 100),
  value: z
    .string({ error: M.valueRequired })
    .max(50_000)
    .refine((v) => v.trim().length > 0, { message: M.valueRequired }),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;
export const updateEmailTemplateSchema = emailTemplateInputSchema.extend({ id: z.uuid() });

export interface EmailTemplateSummaryDto {
  id: string;
  name: string;
  updatedAt: string;
  /** State-change events that name this template. */
  eventCount: number;
}
export interface EmailTemplateDto extends EmailTemplateSummaryDto {
  value: string;
}

// ---- Terms and conditions (label, terms, terms type): GET getTerms, GET getTermsTypes, POST saveTerms.

/**
 * The terms types the product knows. General is what every member accepts at sign-in (the newest
 * Active version); another type would need its own acceptance screen before it could be offered.
 */
export const TERMS_TYPES = ['General'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

export const termsInputSchema = z.object({
  label: required(M.labelRequired, 200),
  terms: z
    .string({ error: M.termsRequired })
    .max(100_000)
    .refine((v) => v.trim().length > 0, { message: M.termsRequired }),
  termsType: required(M.termsTypeRequired, 40).pipe(z.enum(TERMS_TYPES, { error: M.unknownTermsType })),
});
export type TermsInput = z.infer<typeof termsInputSchema>;

/** One version of the terms, newest first; saving publishes a new version that members accept again. */
export interface TermsVersionDto {
  id: string;
  label: string;
  terms: string;
  termsType: string;
  active: 'Active' | 'Inactive';
  createdAt: string;
  /** Members who accepted this version. */
  acceptedCount: number;
}

// ---- Airport lookups (site, state, altState, iataCode): GET airportLookups (paged search), GET airportLookup/{id}, add, update, delete.

export const AIRPORT_LOOKUP_KINDS = ['airport', 'town'] as const;
export const AIRPORT_LOOKUP_PAGE_SIZE = 25;

const coordinate = (requiredMessage: string, rangeMessage: string, limit: number) =>
  z
    .number({ error: requiredMessage })
    .refine((v) => Number.isFinite(v), { message: requiredMessage })
    .refine((v) => v >= -limit && v <= limit, { message: rangeMessage });

export const airportLookupInputSchema = z.object({
  site: required(M.siteRequired, 200)
    .transform(cleanFreeText)
    .refine((v) => v.length > 0, { error: M.siteRequired }),
  /** A location state code (QLD, NSW...). */
  state: required(M.stateRequired, 10).transform((v) => v.toUpperCase()),
  /** The state's full name; the state's name when left empty. */
  altState: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  iataCode: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z0-9]{3}$/.test(v), { message: M.iataCode }),
  kind: z.enum(AIRPORT_LOOKUP_KINDS, { error: M.kind }).default('airport'),
  latitude: coordinate(M.latitudeRequired, M.latitudeRange, 90),
  longitude: coordinate(M.longitudeRequired, M.longitudeRange, 180),
});
export type AirportLookupInput = z.infer<typeof airportLookupInputSchema>;
/** A lookup row's number (a PostgreSQL serial). */
export const airportLookupId = z.number().int().positive().max(PG_INT_MAX);
export const updateAirportLookupSchema = airportLookupInputSchema.extend({ id: airportLookupId });
export const airportLookupIdSchema = z.object({ id: airportLookupId });

export const airportLookupQuerySchema = z.object({
  /** Part of the site's name, or an IATA code. */
  search: z.string().trim().max(100).default(''),
  /** A state code; empty for every state. */
  state: z.string().trim().max(10).default(''),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(LIMITS.page, { error: M.page }).default(1),
  pageSize: z.coerce
    .number({ error: M.pageSize })
    .int({ error: M.pageSize })
    .min(1, { error: M.pageSize })
    .max(100, { error: M.pageSize })
    .default(AIRPORT_LOOKUP_PAGE_SIZE),
});
export type AirportLookupQuery = z.output<typeof airportLookupQuerySchema>;

export interface AirportLookupDto {
  id: number;
  site: string;
  state: string;
  altState: string | null;
  iataCode: string | null;
  kind: string;
  latitude: number;
  longitude: number;
}

export interface AirportLookupPageDto {
  items: AirportLookupDto[];
  /** Rows matching the search, on every page. */
  total: number;
  page: number;
  pageSize: number;
}
