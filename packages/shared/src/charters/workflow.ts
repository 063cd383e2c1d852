import { z } from 'zod';

/** Extra data an action asks for (core section 4). */
export const DATA_TYPES = ['Reason', 'TermsAndConditions', 'CharterStateSelect', 'BiddingEndDate'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_ENTRY_FILTERS = ['All', 'QGov', 'NotQGov'] as const;
export type DataEntryFilter = (typeof DATA_ENTRY_FILTERS)[number];

export interface AllowedActionDto {
  id: string;
  entityType: string;
  entityState: string;
  allowedRole: string;
  actionName: string;
  allowedStatus: 'Active' | 'Inactive';
  condition: string | null;
  actionType: 'State' | 'Route';
  dataEntry: { dataTypeRequired: DataType | null; dataEntryFilter: DataEntryFilter; dataSource: string | null };
  appRoute: string | null;
  nextState: string;
  actionDescription: string;
}

/** Does an action's extra data apply to this item? */
export function dataEntryApplies(filter: DataEntryFilter, qGov: boolean): boolean {
  return filter === 'All' || (filter === 'QGov' ? qGov : !qGov);
}

/** POST setItemStatus (core section 4), plus the extra data the action asked for. */
export const setItemStatusSchema = z.object({
  id: z.uuid(),
  allowedActionId: z.uuid(),
  entity: z.string().min(1).max(40),
  currentStatus: z.string().min(1).max(40),
  newStatus: z.string().min(1).max(40),
  reason: z.string().max(500).default('No Reason'),
  biddingEndDate: z.iso.datetime({ offset: true }).optional(),
  states: z.array(z.string().max(10)).max(8).optional(),
  termsAccepted: z.boolean().optional(),
});
export type SetItemStatus = z.infer<typeof setItemStatusSchema>;

export const BIDDING_END_MESSAGE = 'Bidding end date must be between now and the first departure';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions';
