/**
 * The one place dates and times are turned into text and back (house rule 9). A departure is the
 * wall-clock time of its departure airport: stored as a UTC instant plus the airport's IANA zone,
 * entered as dd/MM/yyyy + HH:mm in that zone and shown as DD-MMM-YYYY HH:mm with the zone's
 * abbreviation, never in the viewer's browser zone. Pure functions over Intl: no Node, no DOM.
 */

/** Australian states and territories to the zone their airports keep (Queensland has no DST). */
export const STATE_TIME_ZONES = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
} as const;

export type AustralianTimeZone = (typeof STATE_TIME_ZONES)[keyof typeof STATE_TIME_ZONES];

/** The zone of instants that belong to no airport (created, bidding ends, timelines) and of unknown states. */
export const DEFAULT_TIME_ZONE: AustralianTimeZone = 'Australia/Brisbane';

const STATE_NAMES: Record<string, keyof typeof STATE_TIME_ZONES> = {
  queensland: 'QLD',
  'new south wales': 'NSW',
  'australian capital territory': 'ACT',
  victoria: 'VIC',
  tasmania: 'TAS',
  'south australia': 'SA',
  'northern territory': 'NT',
  'western australia': 'WA',
};

const KNOWN_ZONES = new Set<string>(Object.values(STATE_TIME_ZONES));

/** A state code ("WA") or name ("Western Australia") to its zone; Brisbane for anything else. */
export function zoneOfState(state: string | null | undefined): AustralianTimeZone {
  const key = (state ?? '').trim();
  const code = key.toUpperCase() in STATE_TIME_ZONES ? key.toUpperCase() : STATE_NAMES[key.toLowerCase()];
  return code ? STATE_TIME_ZONES[code as keyof typeof STATE_TIME_ZONES] : DEFAULT_TIME_ZONE;
}

/** A stored zone as the helpers use it: one of the Australian zones, else the default. */
export function knownZone(zone: string | null | undefined): AustralianTimeZone {
  return zone && KNOWN_ZONES.has(zone) ? (zone as AustralianTimeZone) : DEFAULT_TIME_ZONE;
}

/** Abbreviations by zone and UTC offset in minutes; Intl's en-AU "short" names say "GMT+10" for some. */
const ABBREVIATIONS: Record<string, Record<number, string>> = {
  'Australia/Brisbane': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Sydney': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Melbourne': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Hobart': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Adelaide': { 570: 'ACST', 630: 'ACDT' },
  'Australia/Darwin': { 570: 'ACST', 630: 'ACDT' },
  'Australia/Perth': { 480: 'AWST', 540: 'AWDT' },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar month (yyyy-MM) as the reports show it: "Jul 2026"; the text back when it is not one. */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallClockAt(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtcMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Minutes east of UTC that the zone keeps at that instant (+600 Brisbane, +570 Adelaide in winter). */
export function offsetMinutesAt(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((asUtcMs(wallClockAt(whole, zone)) - whole) / 60_000);
}

/** The zone's abbreviation at that instant (AEST/AEDT, ACST/ACDT, AWST); "UTC+hh:mm" for other zones. */
export function zoneAbbreviation(ms: number, zone: string): string {
  const offset = offsetMinutesAt(ms, zone);
  const known = ABBREVIATIONS[zone]?.[offset];
  if (known) return known;
  const abs = Math.abs(offset);
  return `UTC${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function toMs(instant: string | Date | null | undefined): number | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The instant's wall clock in the zone as a Date whose UTC fields read that wall clock (what a
 * spreadsheet's date cell, which has no zone, holds), with the zone's abbreviation then; null if
 * not a date.
 */
export function localWallClock(
  instant: string | Date | null | undefined,
  zone: string | null | undefined,
): { wallClock: Date; abbreviation: string } | null {
  const ms = toMs(instant);
  if (ms === null) return null;
  const z = knownZone(zone);
  return { wallClock: new Date(asUtcMs(wallClockAt(ms, z))), abbreviation: zoneAbbreviation(ms, z) };
}

/** "03-Dec-2026 09:30 AEST" from a wall clock held in a Date's UTC fields (see localWallClock). */
export function formatWallClock(wallClock: Date, abbreviation: string): string {
  const w = wallClock;
  return `${pad(w.getUTCDate())}-${MONTHS[w.getUTCMonth()]}-${w.getUTCFullYear()} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())} ${abbreviation}`;
}

/** "03-Dec-2026 09:30 AEST": the instant as the wall clock of the zone, with its abbreviation ('' if not a date). */
export function formatLocal(instant: string | Date | null | undefined, zone: string | null | undefined): string {
  const local = localWallClock(instant, zone);
  return local ? formatWallClock(local.wallClock, local.abbreviation) : '';
}

/**
 * The Excel number format that shows a wall-clock date cell as formatLocal writes it
 * ("03-Dec-2026 09:30 AEST"): the cell stays a date that sorts and filters, the abbreviation is
 * the format's text.
 */
export function localTimeCellFormat(abbreviation: string): string {
  return `dd-mmm-yyyy hh:mm "${abbreviation.replace(/"/g, '')}"`;
}

/** "09:30 AWST": the time of day only, with the abbreviation. */
export function formatLocalTime(instant: string | Date | null | undefined, zone: string | null | undefined): string {
  const ms = toMs(instant);
  if (ms === null) return '';
  const z = knownZone(zone);
  const w = wallClockAt(ms, z);
  return `${pad(w.hour)}:${pad(w.minute)} ${zoneAbbreviation(ms, z)}`;
}

/** "03-Dec-2026": the calendar day of the instant in the zone. */
export function formatLocalDay(instant: string | Date | null | undefined, zone: string | null | undefined): string {
  const ms = toMs(instant);
  if (ms === null) return '';
  const w = wallClockAt(ms, knownZone(zone));
  return `${pad(w.day)}-${MONTHS[w.month - 1]}-${w.year}`;
}

/** The instant's wall clock in the zone as the forms show it: {date: 'dd/MM/yyyy', time: 'HH:mm'}. */
export function instantToLocalParts(
  instant: string | Date | null | undefined,
  zone: string | null | undefined,
): { date: string; time: string } {
  const ms = toMs(instant);
  if (ms === null) return { date: '', time: '' };
  const w = wallClockAt(ms, knownZone(zone));
  return { date: `${pad(w.day)}/${pad(w.month)}/${w.year}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** Strict dd/MM/yyyy (core section 5) to its parts; null for anything else (31/02/2026, 1/2/2026). */
export function parseDdMmYyyy(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Strict HH:mm ("9:30" accepted as 09:30); null unless it is a time of day. */
export function parseHhMm(text: string): { hour: number; minute: number } | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

export type LocalInstantResult = { ok: true; instant: string } | { ok: false; message: string };

export const LOCAL_TIME_MESSAGES = {
  invalid: 'Enter the date as dd/MM/yyyy and the time as HH:mm',
  skipped: (time: string, date: string, city: string) =>
    `${time} on ${date} does not exist in ${city} time: the clocks go forward an hour then. Choose another time.`,
} as const;

/**
 * The UTC instant ("2026-12-03T22:30:00.000Z") of a wall-clock time in the zone, DST-correct. A
 * time that happens twice (the autumn hour) is its first occurrence; a time the clocks skip (the
 * spring-forward gap) is refused with a message.
 */
export function localToInstant(dateDdMmYyyy: string, timeHhMm: string, zone: string | null | undefined): LocalInstantResult {
  const d = parseDdMmYyyy(dateDdMmYyyy);
  const t = parseHhMm(timeHhMm);
  if (!d || !t) return { ok: false, message: LOCAL_TIME_MESSAGES.invalid };
  const z = knownZone(zone);
  const asUtc = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute);
  // The offset in force is one of those around that day; keep the candidates that read back as typed.
  const offsets = new Set([-86_400_000, 0, 86_400_000].map((shift) => offsetMinutesAt(asUtc + shift, z)));
  const valid = [...offsets]
    .map((offset) => asUtc - offset * 60_000)
    .filter((ms) => asUtcMs(wallClockAt(ms, z)) === asUtc)
    .sort((a, b) => a - b);
  if (valid.length === 0) {
    const city = z.slice(z.indexOf('/') + 1);
    return { ok: false, message: LOCAL_TIME_MESSAGES.skipped(`${pad(t.hour)}:${pad(t.minute)}`, dateDdMmYyyy.trim(), city) };
  }
  return { ok: true, instant: new Date(valid[0]!).toISOString() };
}

/**
 * A calendar date (document expiry: "2026-12-03" or an ISO instant whose date part is the day) as
 * DD-MMM-YYYY. It never goes through a time zone, so it cannot move a day.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return '';
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[3]}-${MONTHS[month - 1]}-${m[1]}` : '';
}

/** A calendar date "YYYY-MM-DD" as the forms show it, dd/MM/yyyy. */
export function calendarDateToDdMmYyyy(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
