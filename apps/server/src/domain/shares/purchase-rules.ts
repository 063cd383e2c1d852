import { countOf, isClientRole, type Role } from '@charter/shared';

/** The state a client role's action leads to when it is the buyer's (every other client-role action is the owner's). */
export const BUYER_STATE = 'Cancelled';

/** What a purchase's e-mails name: its passengers, its seats (the number, and "1 seat" / "2 seats"), its sector. */
export const purchaseValues = (passengers: string, seats: number, from: string, to: string) => ({
  passengers,
  seats: String(seats),
  seatCount: countOf(seats, 'seat'),
  sector: `${from} → ${to}`,
});

/**
 * Whether a client role may run an action on a purchase: the buyer's side only the action leading
 * to Cancelled, the owner's side every other. Admins act as the table allows.
 */
export function purchaseSideAllows(role: Role, nextState: string, side: { owner: boolean; buyer: boolean }): boolean {
  if (!isClientRole(role)) return side.owner || role === 'Admin';
  return nextState === BUYER_STATE ? side.buyer : side.owner;
}
