import type { Role } from '../roles.js';
import { isClientRole } from '../roles.js';

/**
 * The charter share lists (supplier-and-admin section 2, "Charter shares"): the {activeKey} of
 * /charterShares/{list}/{activeKey} and the label of each tab. The server validates the same keys.
 *
 * - Live: shares for sale to anyone who may see share lists (enabled, Pending, seats left, the
 *   charter Confirmed, the sector still to depart).
 * - Confirmed: Confirmed shares (sales closed) in the viewer's scope.
 * - Pending: offered (Pending, sharing on) shares in the viewer's scope.
 * - PendingPurchase: purchases still New or Pending that the viewer's party made or must decide
 *   (it owns the charter); its rows are purchases.
 * - All: every share in the viewer's scope, sharing on or off.
 * - Mine: an operator's shares on the charters it flies.
 */
export const SHARE_TABS = {
  Live: { label: 'Live' },
  Confirmed: { label: 'Confirmed Shares' },
  Pending: { label: 'Pending' },
  PendingPurchase: { label: 'Pending Purchase' },
  All: { label: 'All' },
  Mine: { label: 'My Charter Shares' },
} as const satisfies Record<string, { label: string }>;
export type ShareTab = keyof typeof SHARE_TABS;
export const SHARE_TAB_KEYS = Object.keys(SHARE_TABS) as ShareTab[];

/** Which share tabs each role sees, in order. */
export function shareTabsFor(role: Role): ShareTab[] {
  if (role === 'Supplier') return ['Live', 'Mine'];
  if (isClientRole(role)) return ['Live', 'Confirmed', 'Pending', 'PendingPurchase', 'All'];
  if (role === 'Admin' || role === 'CharterAdmin') return ['Live', 'Confirmed', 'Pending', 'All'];
  return [];
}

/** The {list} part: Me (the user's own level) or All (with what lies below it). */
export const SHARE_LISTS = ['Me', 'All'] as const;
export type ShareList = (typeof SHARE_LISTS)[number];

/** Client and department users get the All / Me top tabs, like the charter lists. */
export function hasShareAllMeSwitch(role: Role): boolean {
  return role === 'Client' || role === 'ClientDepartment';
}

/** The spec's share list messages (supplier-and-admin sections 2 and 8). */
export const SHARE_LIST_EMPTY = 'No Shares in this category';
export const SHARE_LIST_ERROR = 'Error';

/** Columns a share list sorts by. */
export const SHARE_SORTS = ['departTime', 'jobReference', 'from', 'to', 'status', 'seatsAvailable'] as const;
export type ShareSort = (typeof SHARE_SORTS)[number];

/** Columns a share list filters by (contains, case-insensitive; a job reference with or without JB). */
export const SHARE_FILTERS = ['jobReference', 'from', 'to', 'status'] as const;
export type ShareFilter = (typeof SHARE_FILTERS)[number];

/**
 * One row of a share list: a shared sector, or on Pending Purchase one purchased seat. It carries
 * no client names and no charter price: only what any viewer of share lists may see.
 */
export interface ShareListItem {
  /** The row's own id: the share's, or the purchase's on Pending Purchase. */
  id: string;
  shareId: string;
  /** Pending Purchase rows only. */
  purchaseId: string | null;
  charterRequestId: string;
  jobReference: number;
  /** The sector's departure and its airport's zone: shown as that airport's local time. */
  departTime: string;
  departTimeZone: string;
  from: string;
  to: string;
  /** Seats still for sale on the share. */
  seatsAvailable: number;
  /** Seats bought (a purchase row: its one seat). */
  purchasedSeats: number;
  costPerSeat: number;
  currency: string;
  /** The share's status, or the purchase's on Pending Purchase. */
  status: string;
  /** Whether the sector is shared now (switched off shares keep their row and show in All). */
  enabled: boolean;
}

export interface SharePage {
  items: ShareListItem[];
  nextCursor: string | null;
  total: number;
}
