import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { localWallClock } from '@charter/shared';
import type { EventStream } from '../../../tests/harness.js';
import { publishChange } from '../../realtime/publish.js';
import { jobs, p, sh, shareListWorld, t } from './share-list-test-support.js';

/** The share lists over HTTP, on the world share-list-test-support.ts sets up. */
const w = shareListWorld();

type Item = Record<string, unknown> & { id: string };
const nameOf = (id: string) => Object.entries({ ...sh, ...p }).find(([, v]) => v === id)?.[0] ?? id;

async function list(who: string, path: string, query = '') {
  const res = await w.s.call('GET', `/api/charterRequest/shareList/${path}?limit=200${query}`, { token: t[who] });
  expect(res.status, `${who} ${path}: ${res.text}`).toBe(200);
  expect(res.body.nextCursor).toBeNull();
  expect(res.body.total).toBe(res.body.items.length);
  return res.body.items as Item[];
}

/** The rows of a list by their fixture names, sorted (order is checked separately). */
async function names(who: string, path: string, query = '') {
  return (await list(who, path, query)).map((i) => nameOf(i.id)).sort();
}

const LIVE = ['dLive', 'gLive', 'qLive'];

describe('GET /api/charterRequest/shareList/{list}/{tab}: what each tab holds', () => {
  it('Live: shares for sale (sharing on, Pending, seats left, charter Confirmed, still to depart), the same for every role', async () => {
    for (const who of ['admin', 'charteradmin', 'qgov', 'qdept', 'qstaff', 'supplier1', 'supplier2']) {
      expect(await names(who, 'Me/Live'), who).toEqual(LIVE);
      expect(await names(who, 'All/Live'), who).toEqual(LIVE);
    }
  });

  it('admins and charter admins: Confirmed, Pending and All of every client', async () => {
    for (const who of ['admin', 'charteradmin']) {
      expect(await names(who, 'Me/Confirmed')).toEqual(['gConfirmed', 'qConfirmed', 'sConfirmed']);
      expect(await names(who, 'Me/Pending')).toEqual(['dLive', 'gBidding', 'gDeparted', 'gLive', 'qLive', 'qSoldOut']);
      expect(await names(who, 'All/All')).toEqual(Object.keys(sh).sort());
    }
  });

  it("the qGov client, All: its own, its departments' and staff's shares, and those its people bought seats on", async () => {
    expect(await names('qgov', 'All/Confirmed')).toEqual(['gConfirmed', 'qConfirmed', 'sConfirmed']);
    expect(await names('qgov', 'All/Pending')).toEqual(['dLive', 'gLive', 'qLive', 'qSoldOut']);
    expect(await names('qgov', 'All/All')).toEqual([
      'dLive',
      'gConfirmed',
      'gLive',
      'qConfirmed',
      'qLive',
      'qOff',
      'qSoldOut',
      'sConfirmed',
    ]);
    // Purchases waiting: its department's and staff's (buyer) and the one on its own share (seller).
    expect(await names('qgov', 'All/PendingPurchase')).toEqual(['byDept', 'byStaff', 'toDecide']);
  });

  it('the qGov client, Me: only its own level', async () => {
    expect(await names('qgov', 'Me/All')).toEqual(['gConfirmed', 'qConfirmed', 'qLive', 'qOff', 'qSoldOut']);
    expect(await names('qgov', 'Me/Pending')).toEqual(['qLive', 'qSoldOut']);
    expect(await names('qgov', 'Me/PendingPurchase')).toEqual(['toDecide']);
  });

  it("a department sees its own and its staff's with All, only its own with Me", async () => {
    expect(await names('qdept', 'All/All')).toEqual(['dLive', 'gLive', 'sConfirmed']);
    expect(await names('qdept', 'All/PendingPurchase')).toEqual(['byDept', 'byStaff']);
    expect(await names('qdept', 'Me/All')).toEqual(['dLive', 'gLive']);
    expect(await names('qdept', 'Me/PendingPurchase')).toEqual(['byDept']);
    expect(await names('qdept', 'Me/Confirmed')).toEqual([]);
  });

  it("a staff member sees its own charter's shares and what it bought, whichever list", async () => {
    for (const list of ['Me', 'All']) {
      expect(await names('qstaff', `${list}/All`)).toEqual(['gLive', 'sConfirmed']);
      expect(await names('qstaff', `${list}/PendingPurchase`)).toEqual(['byStaff']);
      expect(await names('qstaff', `${list}/Confirmed`)).toEqual(['sConfirmed']);
    }
  });

  it("another client's offered shares never reach a client's Pending, Confirmed or All", async () => {
    for (const who of ['qgov', 'qdept', 'qstaff']) {
      for (const tab of ['Pending', 'Confirmed', 'All']) {
        const got = await names(who, `All/${tab}`);
        expect(
          got.filter((n) => ['gBidding', 'gDeparted'].includes(n)),
          `${who} ${tab}`,
        ).toEqual([]);
      }
    }
  });

  it('an operator: Live and the shares on the charters it flies (Mine)', async () => {
    expect(await names('supplier1', 'Me/Mine')).toEqual(['gConfirmed', 'gDeparted', 'gLive', 'qConfirmed', 'qLive', 'qOff', 'qSoldOut']);
    expect(await names('supplier2', 'Me/Mine')).toEqual(['dLive', 'sConfirmed']);
  });
});

describe('share list rows', () => {
  it('carry the sector, seats and seat price, and never client names or the charter price', async () => {
    const [row] = (await list('supplier2', 'Me/Mine', '&search=Townsville')) as Item[];
    expect(row).toEqual({
      id: sh.dLive,
      shareId: sh.dLive,
      purchaseId: null,
      charterRequestId: expect.any(String),
      jobReference: expect.any(Number),
      departTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      departTimeZone: 'Australia/Brisbane',
      from: 'Townsville',
      to: 'Weipa',
      seatsAvailable: 2,
      purchasedSeats: 0,
      costPerSeat: 420.5,
      currency: 'AUD',
      // For sale: the row says Live, as the share page does (its own status is Pending).
      status: 'Live',
      enabled: true,
    });
    for (const who of ['supplier1', 'qgov', 'admin']) {
      const text = JSON.stringify(await list(who, who === 'supplier1' ? 'Me/Mine' : 'All/All'));
      expect(text).not.toMatch(/Demo Mining|Queensland Health|Retrieval Services|companyName|clientName|withMargin|"price"/);
    }
  });

  it('on Pending Purchase are purchases, linking to their share and charter', async () => {
    const rows = await list('qdept', 'All/PendingPurchase');
    const byStaff = rows.find((r) => r.id === p.byStaff)!;
    expect(byStaff).toMatchObject({ purchaseId: p.byStaff, shareId: sh.gLive, status: 'Pending', purchasedSeats: 1, seatsAvailable: 5 });
  });

  it('are in departure order, soonest first, and sort by other columns both ways', async () => {
    const all = await list('admin', 'All/All');
    const departs = all.map((i) => i.departTime as string);
    expect(departs).toEqual([...departs].sort());
    const byJob = await list('admin', 'All/All', '&sort=jobReference&dir=desc');
    const refs = byJob.map((i) => i.jobReference as number);
    expect(refs).toEqual([...refs].sort((a, b) => b - a));
    const byFrom = await list('admin', 'All/All', '&sort=from');
    expect(byFrom[0]!.from).toBe('Brisbane');
  });
});

describe('search, filters and paging', () => {
  it('searches job references (with or without JB) and places', async () => {
    expect(await names('admin', 'All/All', `&search=JB${jobs.gOwn}`)).toEqual(['gConfirmed', 'gDeparted', 'gLive']);
    expect(await names('admin', 'All/All', `&search=${jobs.qOwn}`)).toEqual(['qConfirmed', 'qLive', 'qOff', 'qSoldOut']);
    expect(await names('admin', 'All/All', '&search=longreach')).toEqual(['qConfirmed', 'qLive']);
    expect(await names('admin', 'All/All', '&search=50%25')).toEqual([]);
    expect(await names('admin', 'All/All', '&from=rock&to=bund')).toEqual(['gConfirmed']);
    expect(await names('admin', 'All/All', '&status=confirmed')).toEqual(['gConfirmed', 'qConfirmed', 'sConfirmed']);
    expect(await names('qgov', 'All/PendingPurchase', '&status=new')).toEqual(['byDept', 'toDecide']);
  });

  it('pages with a keyset cursor: every row once, in order, with the same total', async () => {
    for (const query of ['', '&sort=status&dir=desc', '&sort=seatsAvailable']) {
      const seen: Item[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 20; guard++) {
        const res: { status: number; body: { items: Item[]; nextCursor: string | null; total: number } } = await w.s.call(
          'GET',
          `/api/charterRequest/shareList/All/All?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: t.admin },
        );
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(10);
        seen.push(...res.body.items);
        cursor = res.body.nextCursor;
        if (!cursor) break;
        expect(res.body.items).toHaveLength(3);
      }
      expect(seen.map((i) => i.id).sort(), query).toEqual(Object.values(sh).sort());
      expect(new Set(seen.map((i) => i.id)).size).toBe(10);
    }
  });
});

describe('refusals', () => {
  it('answers 400 with a message for an unknown tab, list or sort, a bad cursor, and a tab of another role', async () => {
    const bad: [string, string, RegExp][] = [
      ['admin', 'Me/Upcoming', /^Unknown share list\. Choose one of: Live, Confirmed, Pending, PendingPurchase, All, Mine\.$/],
      ['qgov', 'Everyone/Live', /^Unknown list\. Choose one of: Me, All\.$/],
      ['admin', 'Me/Live?sort=price', /^Sort by one of/],
      ['admin', 'Me/Live?cursor=nonsense', /^This page link is no longer valid/],
      ['admin', 'Me/Live?limit=0', /^Limit must be a whole number/],
      ['admin', 'Me/PendingPurchase', /^Pending Purchase is not one of your share lists\. Choose one of: Live, Confirmed, Pending, All\.$/],
      ['supplier1', 'Me/Confirmed', /^Confirmed Shares is not one of your share lists\. Choose one of: Live, Mine\.$/],
      ['qgov', 'All/Mine', /is not one of your share lists/],
    ];
    for (const [who, path, message] of bad) {
      const res = await w.s.call('GET', `/api/charterRequest/shareList/${path}`, { token: t[who] });
      expect(res.status, path).toBe(400);
      expect(res.body.messages[0], path).toMatch(message);
    }
  });

  it('refuses a client that is not qGov (403) and an anonymous caller (401)', async () => {
    const generic = await w.s.call('GET', '/api/charterRequest/shareList/Me/Live', { token: t.client });
    expect(generic.status).toBe(403);
    expect((await w.s.call('GET', '/api/charterRequest/shareList/Me/Live')).status).toBe(401);
  });
});

describe('GET /api/charterRequest/shareExport/{tab}.xlsx', () => {
  it('gives an admin the tab as it lists, row for row; nobody else', async () => {
    const res = await fetch(`${w.s.baseUrl}/api/charterRequest/shareExport/Pending.xlsx?search=Brisbane`, {
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/charter-shares-Pending-\d{4}-\d\d-\d\d\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Charter Shares')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Job Ref');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(`JB${jobs.qOwn}`);
    expect(sheet.getRow(2).getCell(3).value).toBe('Brisbane');
    // The departure a date cell at the airport's wall clock, the cost a number in the money format: as the list shows them.
    const listed = (await w.s.call('GET', '/api/charterRequest/shareList/All/Pending?search=Brisbane', { token: t.admin })).body.items[0];
    const local = localWallClock(listed.departTime, listed.departTimeZone)!;
    expect(sheet.getRow(1).getCell(2).value).toBe("Departs (airport's local time)");
    expect([sheet.getRow(2).getCell(2).value, sheet.getRow(2).getCell(2).numFmt]).toEqual([
      local.wallClock,
      `dd-mmm-yyyy hh:mm "${local.abbreviation}"`,
    ]);
    const cost = sheet.getRow(2).getCell(7);
    expect([cost.type, cost.value, cost.numFmt]).toEqual([ExcelJS.ValueType.Number, 500, '"$AUD "#,##0.00;-"$AUD "#,##0.00']);
    const refused = await w.s.call('GET', '/api/charterRequest/shareExport/Pending.xlsx', { token: t.qgov });
    expect(refused.status).toBe(403);
    const unknown = await w.s.call('GET', '/api/charterRequest/shareExport/Nope.xlsx', { token: t.admin });
    expect(unknown.status).toBe(400);
  });
});

describe('live refresh: a Share change event', () => {
  it('reaches who may open the share, and no one else', async () => {
    const open = async (who: string) => {
      const stream = await w.s.openEvents(t[who]);
      expect(await stream.readUntil((text) => text.includes(': connected\n\n'), 2000)).toBe(true);
      return stream;
    };
    const streams = await Promise.all(['qgov', 'qstaff', 'client', 'supplier2', 'admin'].map(open));
    const [qgov, qstaff, generic, op2, admin] = streams as [EventStream, EventStream, EventStream, EventStream, EventStream];
    try {
      // gDeparted is in nobody's scope but the seller's (a Generic client, without share lists), its
      // operator's and the admins'; qLive is for sale; sConfirmed is the staff member's.
      await w.s.db.transaction((tx) => publishChange(tx, 'Share', [sh.gDeparted!, sh.qLive!, sh.sConfirmed!]));
      const ids = async (stream: EventStream) => ((await stream.next(1000))?.data.ids as string[] | undefined)?.map(nameOf).sort();
      expect(await ids(admin)).toEqual(['gDeparted', 'qLive', 'sConfirmed']);
      expect(await ids(qgov)).toEqual(['qLive', 'sConfirmed']);
      expect(await ids(qstaff)).toEqual(['qLive', 'sConfirmed']);
      expect(await ids(op2)).toEqual(['qLive', 'sConfirmed']);
      expect(await generic.next(300)).toBeNull();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
