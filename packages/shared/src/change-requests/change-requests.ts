import { z } from '../zod.js';

/** A change request's life (ADR 0015): it starts New; the other party accepts or declines; its maker may withdraw it. */
export const CHANGE_STATUSES = ['New', 'Accepted', 'Declined', 'Withdrawn'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** Who asked: the client side, the awarded operator, or an admin editing a confirmed charter. */
export const CHANGE_INITIATORS = ['Client', 'Supplier', 'Admin'] as const;
export type ChangeInitiator = (typeof CHANGE_INITIATORS)[number];

export const CHANGE_DECISIONS = ['Accept', 'Decline', 'Withdraw'] as const;
export type ChangeDecision = (typeof CHANGE_DECISIONS)[number];

/** The list tabs of changes (core section 2): LiveChange = Pending Changes, AllChanges = Completed Changes. */
export const CHANGE_TABS = ['LiveChange', 'AllChanges'] as const;
export type ChangeTab = (typeof CHANGE_TABS)[number];

export const CHANGE_MESSAGES = {
  banner: 'There is a change pending for this charter request.',
  notConfirmed: 'Only a confirmed charter can be changed.',
  pending: 'There is a change pending for this charter request.',
  nothingChanged: 'Please change a sector or the cost.',
  reason: 'Please say what the change is for.',
  declineReason: 'Please give a reason for declining.',
  cost: 'Please give the new cost.',
  costPositive: "Price is required. You don't want to do this for free, do you?",
  noCostFromClient: 'The operator gives the cost of a change.',
  decided: 'This change has already been decided.',
  notYours: 'The other party decides on this change.',
  onlyMaker: 'Only who asked for this change may withdraw it.',
  sectors: 'The sectors do not match this charter.',
  departTime: 'Invalid Date supplied',
  passengers: 'Passengers must be at least 1',
  order: 'Departures must be in sector order',
} as const;

const text = (max: number) => z.string().max(max, `Please keep this under ${max} characters`);

export const changedSectorSchema = z.object({
  order: z.number().int().min(0).max(50),
  departTime: z.iso.datetime({ offset: true, message: CHANGE_MESSAGES.departTime }),
  passengerNumber: z.number().int().min(1, CHANGE_MESSAGES.passengers).max(999),
  aircraft: text(500),
});
export type ChangedSectorInput = z.infer<typeof changedSectorSchema>;

/** POST newChangeCharter: the sectors as they should be, a reason, and (operator or admin) the new net cost. */
export const newChangeSchema = z.object({
  charterRequestId: z.uuid(),
  sectors: z.array(changedSectorSchema).min(1).max(50),
  reason: text(1000).trim().min(1, CHANGE_MESSAGES.reason),
  cost: z.number().positive(CHANGE_MESSAGES.costPositive).max(100_000_000).optional(),
});
export type NewChangeInput = z.infer<typeof newChangeSchema>;

/** POST updateChangeCharter: the other party accepts (the operator with its cost for a client's change) or declines; the maker withdraws. */
export const decideChangeSchema = z
  .object({
    id: z.uuid(),
    decision: z.enum(CHANGE_DECISIONS),
    reason: text(1000).trim().optional(),
    cost: z.number().positive(CHANGE_MESSAGES.costPositive).max(100_000_000).optional(),
  })
  .refine((b) => b.decision !== 'Decline' || !!b.reason, { message: CHANGE_MESSAGES.declineReason, path: ['reason'] });
export type DecideChangeInput = z.infer<typeof decideChangeSchema>;

/** A sector before and after the change, in its departure airport's zone. */
export interface ChangeSectorDto {
  order: number;
  from: string;
  to: string;
  departTimeZone: string;
  before: { departTime: string; passengerNumber: number; aircraft: string };
  after: { departTime: string; passengerNumber: number; aircraft: string };
}

/**
 * Money of a change as this viewer may see it (ADR 0009): the operator its net prices only, the
 * client side the prices with margin only (none under hidePrice), admins both.
 */
export interface ChangeMoneyDto {
  currency: string;
  originalCost: number | null;
  changeToCost: number | null;
  originalCostWithMargin: number | null;
  changeToCostWithMargin: number | null;
  /** Whether the cost changes (false while a client's change waits for the operator's cost). */
  changeInCost: boolean;
}

/** GET changeCharter/{id}. Never the client's identity: an operator reads it too. */
export interface ChangeCharterDto {
  id: string;
  status: ChangeStatus;
  initiatedBy: ChangeInitiator;
  /** The spec's flags: supplier-initiated or client-initiated (an admin's counts as neither). */
  supplierInitiated: boolean;
  clientInitiated: boolean;
  reason: string;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  charter: { id: string; jobReference: number; status: string };
  changedCharter: { id: string; jobReference: number; status: string } | null;
  sectors: ChangeSectorDto[];
  money: ChangeMoneyDto;
  permissions: { canAccept: boolean; canDecline: boolean; canWithdraw: boolean; costOnAccept: boolean };
}

/** A row of the Pending Changes / Completed Changes lists. */
export interface ChangeListItem {
  id: string;
  status: ChangeStatus;
  initiatedBy: ChangeInitiator;
  createdAt: string;
  decidedAt: string | null;
  charterId: string;
  jobReference: number;
  changedCharterId: string | null;
  changedJobReference: number | null;
  from: string;
  to: string;
  departTime: string;
  departTimeZone: string;
}
