/** Why an operator may not bid at all, whatever the charter (GET /api/suppliers/bidEligibility). */
export type BidRefusal = 'inactive' | 'documents';

/** What the charter detail tells an operator before it opens Place Bid. */
export const BID_ELIGIBILITY_MESSAGES: Record<BidRefusal, string> = {
  documents: 'You need your required documents approved and current before you can bid. Upload them on the Documents page.',
  inactive: 'Your operator account is not Active, so it cannot bid. Please contact the broker to reactivate it.',
};

export interface BidEligibilityDto {
  mayBid: boolean;
  reason: BidRefusal | null;
  message: string | null;
  /** Which documents are missing, awaiting approval or expired, one sentence each. */
  problems: string[];
}
