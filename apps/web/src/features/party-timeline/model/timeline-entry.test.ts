import { describe, expect, it } from 'vitest';
import type { TimelineItemDto } from '@charter/shared';
import { newestFirst, timelineEntry } from './timeline-entry';

const item = (over: Partial<TimelineItemDto> = {}): TimelineItemDto => ({
  timeStamp: '2026-02-01T01:00:00.000Z',
  entity: 'Supplier',
  entityId: 's1',
  oldStatus: 'Active',
  newStatus: 'Active',
  actionName: 'Document Approved',
  reason: 'Air Operator Certificate: aoc.pdf; expires 12-Mar-2027',
  role: 'Admin',
  ...over,
});

describe('party timeline entries', () => {
  it('shows a status change only when the status changed', () => {
    expect(timelineEntry(item())).toEqual({
      title: 'Document Approved',
      transition: null,
      detail: 'Air Operator Certificate: aoc.pdf; expires 12-Mar-2027',
      by: 'by an admin',
    });
    expect(timelineEntry(item({ actionName: 'Status Change', newStatus: 'Inactive', reason: 'No Reason', role: 'System' }))).toEqual({
      title: 'Status Change',
      transition: 'Active → Inactive',
      detail: null,
      by: 'by the system',
    });
  });

  it('falls back to the new status as the title and the role name as is', () => {
    expect(timelineEntry(item({ actionName: '', newStatus: 'Inactive', oldStatus: null, role: 'Robot' }))).toMatchObject({
      title: 'Inactive',
      transition: null,
      by: 'by Robot',
    });
  });

  it('lists the newest first, keeping the written order of items of the same instant', () => {
    const a = item({ timeStamp: '2026-01-01T00:00:00.000Z', actionName: 'A' });
    const b = item({ timeStamp: '2026-01-02T00:00:00.000Z', actionName: 'B' });
    const c = item({ timeStamp: '2026-01-02T00:00:00.000Z', actionName: 'C' });
    expect(newestFirst([a, b, c]).map((i) => i.actionName)).toEqual(['C', 'B', 'A']);
  });
});
