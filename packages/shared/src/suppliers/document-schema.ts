import { z } from '../zod.js';
import { isRealDate, isRealDateTime, numberFromInput } from '../validation.js';
import { DOCUMENT_MESSAGES, LIABILITY_COVER_MAX } from './documents.js';

// The document calls' bodies, apart from the documents' words, states and dates (documents.ts):
// screens that show a document do not build these schemas.

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
