import { describe, expect, it } from 'vitest';
import { nextShareSort, normaliseShareList, normaliseShareTab, shareHref, shareSearchParams } from './share-list-params';

describe('share list routes', () => {
  it('reads {list} and {activeKey} whatever their case, and only the tabs of the role', () => {
    expect(normaliseShareList('me')).toBe('Me');
    expect(normaliseShareList('ALL')).toBe('All');
    expect(normaliseShareList('Department')).toBeNull();
    expect(normaliseShareTab('ClientStaff', 'pendingpurchase')).toBe('PendingPurchase');
    expect(normaliseShareTab('Admin', 'PendingPurchase')).toBeNull();
    expect(normaliseShareTab('Supplier', 'mine')).toBe('Mine');
    expect(normaliseShareTab('Supplier', 'Confirmed')).toBeNull();
    expect(normaliseShareTab('CharterAdmin', undefined)).toBeNull();
  });

  it('opens a share at its charter, and a purchase below it', () => {
    const share = { charterRequestId: 'c1', purchaseId: null };
    expect(shareHref('/charterShares', 'Me', 'Live', share)).toBe('/charterShares/Me/Live/c1');
    expect(shareHref('/charterShares', 'All', 'PendingPurchase', { ...share, purchaseId: 'p9' })).toBe(
      '/charterShares/All/PendingPurchase/c1/p9',
    );
  });
});

describe('share list query', () => {
  it('sends search, sort, filters and the page, leaving blanks out', () => {
    const q = shareSearchParams(
      { search: ' Cairns ', sort: { key: 'jobReference', dir: 'desc' }, filters: { from: 'bris', to: '  ', jobReference: 'JB10' } },
      { cursor: 'abc', limit: 50 },
    );
    expect(q.toString()).toBe('search=Cairns&sort=jobReference&dir=desc&jobReference=JB10&from=bris&cursor=abc&limit=50');
  });

  it('cycles a header click through ascending, descending and the default order', () => {
    const asc = nextShareSort(null, 'from');
    expect(asc).toEqual({ key: 'from', dir: 'asc' });
    expect(nextShareSort(asc, 'from')).toEqual({ key: 'from', dir: 'desc' });
    expect(nextShareSort({ key: 'from', dir: 'desc' }, 'from')).toBeNull();
    expect(nextShareSort({ key: 'from', dir: 'desc' }, 'to')).toEqual({ key: 'to', dir: 'asc' });
  });
});
