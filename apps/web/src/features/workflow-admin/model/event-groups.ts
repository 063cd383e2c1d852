import { ENTITY_TYPES, tabOfAudience, type MessagingType, type StateChangeEventDto } from '@charter/shared';

export { audienceOfTab, tabOfAudience } from '@charter/shared';

export interface EventGroup {
  entityType: string;
  events: StateChangeEventDto[];
}

/** "from=>to", the heading of an event's button. */
export const transitionLabel = (e: { fromState: string; newState: string }) => `${e.fromState}=>${e.newState}`;

/** The icon an event's button shows (spec: Email, Notification, System, other). */
export type NotificationIconKind = 'email' | 'notification' | 'system' | 'other';
export function notificationIconKind(type: string): NotificationIconKind {
  switch (type) {
    case 'Email':
      return 'email';
    case 'Notification':
      return 'notification';
    case 'System':
      return 'system';
    default:
      return 'other';
  }
}

/** "CharterRequest" -> "Charter Request". */
export const entityLabel = (entityType: string) => entityType.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * The events one messaging tab lists: those for its audience, without System ones (they send
 * nothing a person reads), grouped by entity type (known entities first) and sorted by transition,
 * then name. Entities left without events are left out. The User tab lists the events to the
 * user a share purchase is about, its buyer (audience Buyer, ADR 0016).
 */
export function eventsForTab(events: readonly StateChangeEventDto[], type: MessagingType): EventGroup[] {
  const shown = events.filter((e) => tabOfAudience(e.targetAudience) === type && e.notificationType !== 'System');
  const order = (t: string) => {
    const i = (ENTITY_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? ENTITY_TYPES.length : i;
  };
  const types = [...new Set(shown.map((e) => e.entityType))].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return types.map((entityType) => ({
    entityType,
    events: shown
      .filter((e) => e.entityType === entityType)
      .sort(
        (a, b) =>
          a.fromState.localeCompare(b.fromState) ||
          a.newState.localeCompare(b.newState) ||
          a.name.localeCompare(b.name) ||
          a.id.localeCompare(b.id),
      ),
  }));
}
