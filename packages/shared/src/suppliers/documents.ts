import { z } from '../zod.js';
import { DEFAULT_TIME_ZONE, localToInstant } from '../time/local-time.js';
import { isRealDate, isRealDateTime, numberFromInput } from '../validation.js';

export const DOCUMENT_MESSAGES = {
  supplierRequired: 'Supplier is required',
  categoryRequired: 'Category is required',
  fileNameRequired: 'File name is required',
  fileRequired: 'File is required',
  expiryRequired: 'Please supply an expiry date',
  unknownCategory: 'Please choose a document category from the list.',
  fileType: 'Only PDF, JPEG or PNG files can be uploaded.',
  tooLarge: 'The file is too large.',
  saved: 'Document saved.',
  updated: 'Document updated.',
  approved: 'Document approved.',
  approvalCancelled: 'Approval cancelled.',
  adminApproves: 'Only an administrator can approve documents.',
  coverRequired: 'Please supply the liability cover amount',
  aircraftNotYours: "Please choose the operator's own aircraft.",
} as const;

/** The largest liability cover recorded, AUD. */
export const LIABILITY_COVER_MAX = 100_000_000_000;

/** Settings list the document categories come from. */
export const DOCUMENT_CATEGORIES_LIST = 'DocumentCategories';
export const DOCUMENT_STATUSES = ['Current', 'Nearly Expired', 'Expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** A document expiring within this many days is Nearly Expired. */
export const NEARLY_EXPIRED_DAYS = 30;
/** Largest supplier document accepted (supplier-and-admin spec). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Expired once past its expiry, Nearly Expired within 30 days of it, else (or without one) Current. */
export function documentStatus(expiredAt: Date | string | null | undefined, now: Date = new Date()): DocumentStatus {
  if (!expiredAt) return 'Current';
  const at = new Date(expiredAt).getTime();
  if (at < now.getTime()) return 'Expired';
  if (at < now.getTime() + NEARLY_EXPIRED_DAYS * 24 * 60 * 60 * 1000) return 'Nearly Expired';
  return 'Current';
}

export interface SupplierDocumentDto {
  id: string;
  supplierId: string;
  fileCategory: string;
  fileName: string;
  contentType: string;
  size: number;
  status: DocumentStatus;
  approved: boolean;
  approvedBy: string | null;
  lastChecked: string | null;
  /** The instant the document stops being valid: the end of its expiry day in Brisbane time. */
  expiredAt: string | null;
  /** The expiry as a calendar day (YYYY-MM-DD), what every screen and the timeline show. */
  expiryDate: string | null;
  createdAt: string;
  /** An insurance's liability cover, AUD. */
  liabilityCover: number | null;
  /** What the category is to the required documents: AOC, LiabilityCover, '' (required, nothing more), null (not required). */
  requiredKind: string | null;
  /** The aircraft listed on an Air Operator Certificate; approved once an admin ticked it. */
  aircraft: { id: string; licenseNumber: string; approved: boolean }[];
}

/**
 * An expiry as sent (a calendar day "2027-03-12", or an instant from older callers) to the instant
 * stored: a day means the end of that day in the marketplace's zone (Brisbane), so the stored
 * instant reads back as the same calendar day whatever the browser's zone.
 */
export function expiryInstantOf(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value).toISOString();
  const end = localToInstant(`${day[3]}/${day[2]}/${day[1]}`, '23:59', DEFAULT_TIME_ZONE);
  return end.ok ? new Date(Date.parse(end.instant) + 59_000).toISOString() : new Date(value).toISOString();
}

/** A day (2026-03-01) or a date and time with its offset, strictly parsed. */
const expiry = z
  .string({ error: DOCUMENT_MESSAGES.expiryRequired })
  .refine((v) => isRealDate(v) || isRealDateTime(v), { error: DOCUMENT_MESSAGES.expiryRequired });

/** The liability cover: a positive amount (AUD, cents allowed). */
const cover = z.preprocess(
  numberFromInput,
  z
    .number({ error: DOCUMENT_MESSAGES.coverRequired })
    .positive({ error: DOCUMENT_MESSAGES.coverRequired })
    .max(LIABILITY_COVER_MAX)
    .transform((v) => Math.round(v * 100) / 100)
    .optional(),
);

/** Aircraft listed on a certificate: a multipart field of comma-separated ids, or a JSON list. */
const aircraftList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.uuid({ error: DOCUMENT_MESSAGES.aircraftNotYours }))
    .max(100)
    .optional(),
);

/** Multipart fields of addDocument. */
export const addDocumentFieldsSchema = z.object({
  supplierId: z.uuid({ error: DOCUMENT_MESSAGES.supplierRequired }),
  fileCategory: z
    .string({ error: DOCUMENT_MESSAGES.categoryRequired })
    .trim()
    .min(1, { error: DOCUMENT_MESSAGES.categoryRequired })
    .max(100),
  expiredAt: z.union([z.literal(''), expiry]).optional(),
  /** The aircraft the operator lists on its Air Operator Certificate, for an admin to confirm. */
  aircraftIds: aircraftList,
  liabilityCover: cover,
});

/** Multipart fields of updateDocument/{supplierId}. */
export const updateDocumentFieldsSchema = z.object({
  documentId: z.uuid({ error: 'Document is required' }),
  fileCategory: z.string().trim().max(100).optional(),
  expiredAt: z.union([z.literal(''), expiry]).optional(),
  aircraftIds: aircraftList,
  liabilityCover: cover,
});

export const approveDocumentSchema = z.object({
  id: z.uuid({ error: 'Document is required' }),
  expiredAt: expiry,
  /** An Air Operator Certificate: the aircraft the admin ticks as on it (left out: the ones the operator listed). */
  aircraftIds: aircraftList,
  /** An insurance: its liability cover (required for the category that records it). */
  liabilityCover: cover,
});
export type ApproveDocumentInput = z.infer<typeof approveDocumentSchema>;
export const documentIdSchema = z.object({ id: z.uuid({ error: 'Document is required' }) });
