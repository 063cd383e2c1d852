import { MESSAGING_TYPES, type MessagingType } from '@charter/shared';

/** The tabs of /manageMessaging/{type} (supplier-and-admin section 2), in order. */
export { MESSAGING_TYPES, type MessagingType };

export const MESSAGING_BASE = '/manageMessaging';

export interface MessagingRoute {
  type: MessagingType;
  /** The event open in the editor. */
  eventId: string | null;
}

/** /manageMessaging/{type}/{eventId}: the type read case-insensitively; an unknown one is the first tab. */
export function parseMessagingRoute(rest: string): MessagingRoute {
  const [first, second] = rest.split('/').filter(Boolean);
  const type = MESSAGING_TYPES.find((t) => t.toLowerCase() === (first ?? '').toLowerCase());
  return { type: type ?? MESSAGING_TYPES[0], eventId: type ? (second ?? null) : null };
}

export const messagingHref = {
  type: (type: MessagingType) => `${MESSAGING_BASE}/${type}`,
  event: (type: MessagingType, id: string) => `${MESSAGING_BASE}/${type}/${encodeURIComponent(id)}`,
};
