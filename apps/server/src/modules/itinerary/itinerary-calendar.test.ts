import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import {
  BRISBANE_DEPARTURE,
  PERTH_DEPARTURE,
  bookedCharter,
  operator as signedInOperator,
  type BookedCharter,
  type Operator,
} from './itinerary-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
let clientCharter: BookedCharter;
let departmentCharter: BookedCharter;
let operatorName: string;

beforeAll(async () => {
  s = await startTestServer();
  op1 = await signedInOperator(s, 'supplier1@demo.test');
  op2 = await signedInOperator(s, 'supplier2@demo.test');
  for (const who of ['admin', 'client', 'department', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
  operatorName = (await s.pool.query(`select company_name from suppliers where id = $1`, [op1.supplierId])).rows[0].company_name;
  clientCharter = await bookedCharter(s, 'client@demo.test', op1, op2);
  departmentCharter = await bookedCharter(s, 'department@demo.test', op1, op2);
});
afterAll(async () => {
  await s?.close();
});

interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  status: string;
  tzid: string;
  /** The local wall clock as written (2027-03-10T06:00:00). */
  local: string;
  /** The instant, read through the file's own VTIMEZONE. */
  instant: string;
  alarm: string | null;
}

/** Reads an .ics as a calendar does, with ical.js: its time zones registered, then every event. */
function readCalendar(text: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
      tzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
      local: event.startDate.toString(),
      instant: event.startDate.toJSDate().toISOString(),
      alarm: alarm ? String(alarm.getFirstPropertyValue('trigger')) : null,
    };
  });
}

/** A feed address read as a calendar app would, without a sign-in, on the test server. */
const fetchFeed = (address: string) => fetch(s.baseUrl + new URL(address).pathname);

const ics = (id: string, token: string) =>
  fetch(`${s.baseUrl}/api/charterRequest/itineraryCalendar/${id}`, { headers: { authorization: `Bearer ${token}` } });

describe("a booked charter's itinerary as an .ics file", () => {
  it('has one event a sector in its airport’s zone, named by job and route, with check-in advice 30 minutes before', async () => {
    const res = await ics(clientCharter.id, t.client!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="JB${clientCharter.jobReference}-itinerary.ics"`);
    const events = readCalendar(await res.text());
    expect(events.map((e) => [e.summary, e.tzid, e.local, e.instant, e.status, e.alarm])).toEqual([
      [
        `JB${clientCharter.jobReference} Perth - Port Hedland`,
        'Australia/Perth',
        '2027-03-10T06:00:00',
        PERTH_DEPARTURE.toISOString(),
        'CONFIRMED',
        '-PT30M',
      ],
      [
        `JB${clientCharter.jobReference} Brisbane - Longreach`,
        'Australia/Brisbane',
        '2027-03-11T09:30:00',
        BRISBANE_DEPARTURE.toISOString(),
        'CONFIRMED',
        '-PT30M',
      ],
    ]);
    expect(events[0]!.description).toContain('Please arrive at least 30 minutes before departure.');
    expect(events[0]!.description).toContain('Meet at the Skippers check-in desk, Terminal 4');
  });

  it('names the operator only to whom the viewer rule shows it, and reaches only those who may have the itinerary', async () => {
    const admin = readCalendar(await (await ics(clientCharter.id, t.admin!)).text());
    expect(admin[0]!.description).toContain(`Operator: ${operatorName}`);
    const own = readCalendar(await (await ics(clientCharter.id, op1.token)).text());
    expect(own[0]!.description).toContain(`Operator: ${operatorName}`);
    // The client's defaults do not show the operator on its itinerary: nor in its calendar.
    const client = readCalendar(await (await ics(clientCharter.id, t.client!)).text());
    expect(client[0]!.description).not.toContain(operatorName);
    expect((await ics(clientCharter.id, op2.token)).status).toBe(404);
    expect((await ics(clientCharter.id, t.qgov!)).status).toBe(404);
    expect((await ics(clientCharter.id, t.department!)).status).toBe(404);
  });
});

describe("a person's private calendar feed", () => {
  const feedCall = (method: string, token: string) => s.call(method, '/api/calendar/feed', { token });

  it('lists its booked charters at a secret address shown once, follows changes and cancellations, and stops when replaced or removed', async () => {
    expect((await feedCall('GET', t.department!)).body).toEqual({ exists: false, createdAt: null, lastUsedAt: null });
    const made = await feedCall('POST', t.department!);
    expect(made.body.messages).toEqual(['Your calendar feed is ready. Copy its address now: it is shown only once.']);
    const url = made.body.result.url as string;
    // At the marketplace's public address (PUBLIC_URL), where a calendar app will reach it.
    expect(url).toMatch(/^http:\/\/marketplace\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is not shown again.
    expect((await feedCall('GET', t.department!)).body).toMatchObject({ exists: true, lastUsedAt: null });
    expect((await feedCall('GET', t.department!)).body.url).toBeUndefined();

    const read = async (address = url) => {
      const res = await fetchFeed(address);
      return { status: res.status, events: res.status === 200 ? readCalendar(await res.text()) : [] };
    };
    const first = await read();
    expect(first.status).toBe(200);
    const mine = first.events.filter((e) => e.summary.startsWith(`JB${departmentCharter.jobReference} `));
    expect(mine).toHaveLength(2);
    // Only the department's own charters: not its client's.
    expect(first.events.some((e) => e.summary.startsWith(`JB${clientCharter.jobReference} `))).toBe(false);
    expect((await feedCall('GET', t.department!)).body.lastUsedAt).not.toBeNull();

    // A change moves the first sector an hour later: the same event (UID) at the new time, a newer SEQUENCE.
    await s.pool.query(
      `update charter_routes set depart_time = depart_time + interval '1 hour' where charter_request_id = $1 and "order" = 0`,
      [departmentCharter.id],
    );
    await s.pool.query(`update bid_routes set depart_time = depart_time + interval '1 hour' where bid_id = $1 and "order" = 0`, [
      departmentCharter.winningBid,
    ]);
    await s.pool.query(`update charter_requests set updated_at = now() + interval '1 minute' where id = $1`, [departmentCharter.id]);
    const moved = (await read()).events.find((e) => e.uid === mine[0]!.uid)!;
    expect(moved.local).toBe('2027-03-10T07:00:00');

    // Cancelled: the events stay with STATUS:CANCELLED, so a subscribed calendar removes them.
    await s.pool.query(`update charter_requests set status = 'Closed' where id = $1`, [departmentCharter.id]);
    const cancelled = (await read()).events.filter((e) => e.summary.startsWith(`JB${departmentCharter.jobReference} `));
    expect(cancelled.map((e) => e.status)).toEqual(['CANCELLED', 'CANCELLED']);
    await s.pool.query(`update charter_requests set status = 'Confirmed' where id = $1`, [departmentCharter.id]);

    const replaced = await feedCall('POST', t.department!);
    expect(replaced.body.messages).toEqual(['Your calendar feed has a new address. The old one no longer works.']);
    expect((await read()).status).toBe(404);
    expect((await read(replaced.body.result.url)).status).toBe(200);
    expect((await feedCall('DELETE', t.department!)).body.messages).toEqual([
      'Calendar feed removed. Calendars subscribed to it no longer update.',
    ]);
    expect((await read(replaced.body.result.url)).status).toBe(404);
    expect((await fetch(`${s.baseUrl}/api/calendar/feed/not-a-feed.ics`)).status).toBe(404);
  });

  it('is for signed-in people only, each its own', async () => {
    expect((await s.call('POST', '/api/calendar/feed')).status).toBe(401);
    const a = (await feedCall('POST', t.client!)).body.result.url as string;
    const b = (await feedCall('POST', t.admin!)).body.result.url as string;
    expect(a).not.toBe(b);
    const clientEvents = readCalendar(await (await fetchFeed(a)).text());
    expect(clientEvents.some((e) => e.summary.startsWith(`JB${clientCharter.jobReference} `))).toBe(true);
    // The client reaches its departments' charters too (client -> department -> staff).
    expect(clientEvents.some((e) => e.summary.startsWith(`JB${departmentCharter.jobReference} `))).toBe(true);
  });
});
