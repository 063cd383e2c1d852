import { DEFAULT_TIME_ZONE, localToInstant } from '../time/local-time.js';

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
