import { describe, expect, it } from 'vitest';
import type { MessageLogRowDto } from '@charter/shared';
import { dayToPicker, messageLogPath, pickerToDay, rangeError, rowsOf, stateChange, statusColor, typedDay } from './message-log-model';

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

  it('sends the Me tab and the days with the viewer’s zone; All and blank days are left out', () => {
    expect(messageLogPath({ kind: 'own' }, { list: 'Me', from: '09/03/2025', to: '12/03/2025', tz: 'Australia/Perth', limit: 25 })).toBe(
      '/api/messageLog?limit=25&list=Me&from=09%2F03%2F2025&to=12%2F03%2F2025&tz=Australia%2FPerth',
    );
    expect(messageLogPath({ kind: 'own' }, { list: 'All', from: '', to: '', tz: 'Australia/Perth' })).toBe('/api/messageLog');
  });

  it('checks a range before reading it, with the server’s messages', () => {
    expect(rangeError('09/03/2025', '12/03/2025')).toBeNull();
    expect(rangeError('', '')).toBeNull();
    expect(rangeError('12/03/2025', '09/03/2025')).toBe('From must not be after To');
    expect(rangeError('31/02/2025', '')).toBe('From must be a date as dd/MM/yyyy');
    expect(rangeError('', '2025-03-01')).toBe('To must be a date as dd/MM/yyyy');
  });

  it('converts between the fields’ dd/MM/yyyy and the date picker’s value, strictly', () => {
    expect(dayToPicker('09/03/2025')).toBe('2025-03-09');
    expect(pickerToDay('2025-03-09')).toBe('09/03/2025');
    expect(pickerToDay(null)).toBe('');
    expect(typedDay(' 29/02/2024 ')).toBe('2024-02-29');
    expect(typedDay('29/02/2025')).toBeNull();
    expect(typedDay('9/3/2025')).toBeNull();
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
