import { describe, expect, it } from 'vitest';
import { messagingHref, parseMessagingRoute } from './messaging-route';

describe('manageMessaging routes', () => {
  it('reads {type}/{eventId} case-insensitively', () => {
    expect(parseMessagingRoute('supplier/e1')).toEqual({ type: 'Supplier', eventId: 'e1' });
    expect(parseMessagingRoute('User')).toEqual({ type: 'User', eventId: null });
  });

  it('falls back to the first tab (Admin) for no type or an unknown one', () => {
    expect(parseMessagingRoute('')).toEqual({ type: 'Admin', eventId: null });
    expect(parseMessagingRoute('Pilots/e1')).toEqual({ type: 'Admin', eventId: null });
  });

  it('links to a tab and an event', () => {
    expect(messagingHref.type('Client')).toBe('/manageMessaging/Client');
    expect(messagingHref.event('Admin', 'a b')).toBe('/manageMessaging/Admin/a%20b');
  });
});
