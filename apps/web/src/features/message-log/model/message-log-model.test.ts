import { describe, expect, it } from 'vitest';
import type { MessageLogRowDto } from '@charter/shared';
import { messageLogPath, rowsOf, stateChange, statusColor } from './message-log-model';

const row = (id: string, over: Partial<MessageLogRowDto> = {}): MessageLogRowDto => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  name: 'Charter Live',
  toEmail: 'ops@demo.test',
  subject: 'JB123 is live',
  entityType: 'CharterRequest',
  entityId: 'c1',
  fromState: 'Approved',
  newState: 'Live',
  targetAudience: 'Supplier',
  status: 'Sent',
  ...over,
});

describe('message log model', () => {
  it('reads the own log or a party log, with only the options given', () => {
    expect(messageLogPath({ kind: 'own' })).toBe('/api/messageLog');
    expect(messageLogPath({ kind: 'own' }, { search: '  ', cursor: null, limit: 25 })).toBe('/api/messageLog?limit=25');
    expect(
      messageLogPath({ kind: 'party', partyType: 'ClientStaff', partyId: 'a b' }, { search: ' 100% done ', cursor: 'xY_-', limit: 10 }),
    ).toBe('/api/messageLog/party/ClientStaff/a%20b?limit=10&search=100%25+done&cursor=xY_-');
  });

  it('shows the status change of workflow e-mails only', () => {
    expect(stateChange(row('1'))).toBe('Approved => Live');
    expect(stateChange(row('1', { fromState: null, newState: null }))).toBeNull();
    expect(stateChange(row('1', { fromState: null, newState: 'Live' }))).toBe('? => Live');
  });

  it('marks anything but Sent in red', () => {
    expect(statusColor('Sent')).toBe('teal');
    expect(statusColor('Failed')).toBe('red');
  });

  it('joins the loaded pages in order, each row once', () => {
    const pages = [
      { items: [row('3'), row('2')], nextCursor: 'c' },
      { items: [row('2'), row('1')], nextCursor: null },
    ];
    expect(rowsOf(pages).map((r) => r.id)).toEqual(['3', '2', '1']);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
