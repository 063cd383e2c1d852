import { describe, expect, it } from 'vitest';
import type { StateChangeEventDto } from '@charter/shared';
import { audienceOfTab, entityLabel, eventsForTab, notificationIconKind, transitionLabel } from './event-groups';

const ev = (id: string, over: Partial<StateChangeEventDto>): StateChangeEventDto => ({
  id,
  entityType: 'CharterRequest',
  fromState: 'Pending',
  newState: 'Live',
  name: `Event ${id}`,
  notificationType: 'Email',
  serverHandler: null,
  subject: '',
  message: '',
  emailTemplate: null,
  headerTitle: '',
  targetAudience: 'Client',
  ...over,
});

describe('messaging event groups', () => {
  const events = [
    ev('1', { entityType: 'Share', targetAudience: 'Supplier' }),
    ev('2', { entityType: 'Bid', fromState: 'New', newState: 'Void', targetAudience: 'Supplier' }),
    ev('3', { fromState: 'Pending', newState: 'Live', targetAudience: 'Supplier', name: 'New charter' }),
    ev('4', { fromState: 'Live', newState: 'Closed', targetAudience: 'Supplier' }),
    ev('5', { fromState: 'Live', newState: 'Approved', targetAudience: 'Supplier', notificationType: 'System' }),
    ev('6', { targetAudience: 'Client' }),
    ev('7', { entityType: 'Aircraft', targetAudience: 'Supplier', notificationType: 'SMS' }),
  ];

  it('lists the tab audience only, grouped by entity (known entities in their order), without System events', () => {
    const groups = eventsForTab(events, 'Supplier');
    expect(groups.map((g) => g.entityType)).toEqual(['CharterRequest', 'Bid', 'Share', 'Aircraft']);
    expect(groups[0]!.events.map((e) => e.id)).toEqual(['4', '3']);
    expect(groups.flatMap((g) => g.events).some((e) => e.notificationType === 'System')).toBe(false);
    expect(eventsForTab(events, 'Client').map((g) => g.events.map((e) => e.id))).toEqual([['6']]);
    expect(eventsForTab(events, 'Admin')).toEqual([]);
  });

  it("lists a share purchase's buyer's events on the User tab", () => {
    expect(eventsForTab([...events, ev('8', { entityType: 'SharePurchase', targetAudience: 'Buyer' })], 'User')).toEqual([
      { entityType: 'SharePurchase', events: [expect.objectContaining({ id: '8' })] },
    ]);
    expect(eventsForTab(events, 'User')).toEqual([]);
    expect(audienceOfTab('User')).toBe('Buyer');
    expect(audienceOfTab('Supplier')).toBe('Supplier');
  });

  it('heads buttons from=>to with an icon per notification type', () => {
    expect(transitionLabel({ fromState: 'Pending Supplier', newState: 'Live' })).toBe('Pending Supplier=>Live');
    expect(['Email', 'Notification', 'System', 'SMS', 'Carrier pigeon'].map(notificationIconKind)).toEqual([
      'email',
      'notification',
      'system',
      'other',
      'other',
    ]);
    expect(entityLabel('CharterRequest')).toBe('Charter Request');
  });
});
