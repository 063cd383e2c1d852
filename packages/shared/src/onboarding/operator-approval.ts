/**
 * An operator's approval as it learns it, and the steps left before it can bid: plain text and types
 * with no schema, so the banner above its Live list loads without the sign-up forms' validation.
 */

/** Where an operator's documents stand on the way to bidding: none, uploaded and not yet approved, approved. */
export type OperatorDocumentStep = 'missing' | 'awaitingReview' | 'approved';

/** What an operator learns about its own approval (GET /api/suppliers/approvalStatus). */
export interface OperatorApprovalStatus {
  status: string;
  /** Signed up and never yet made Active by an admin. */
  awaitingApproval: boolean;
  message: string | null;
  /** The other things a bid needs (bid eligibility and the bid form): an Active aircraft of its own ... */
  hasAircraft: boolean;
  /** ... and an approved, active, unexpired document (its Air Operator Certificate). */
  document: OperatorDocumentStep;
}

/** The banner's list of what an operator still has to do before it can bid. */
export const OPERATOR_STEPS = {
  heading: 'Before you can bid:',
  aircraft: 'Add an aircraft you fly',
  aircraftDone: 'Aircraft added',
  document: 'Upload your Air Operator Certificate',
  documentWaiting: 'Your document is uploaded and waiting for our review',
  documentDone: 'Document approved',
  approval: 'Our team approves your account (we will e-mail you)',
} as const;
