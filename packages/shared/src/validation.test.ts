import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from './bids/bid-messages.js';
import { bidSchema } from './bids/bid-schema.js';
import { CHARTER_MESSAGES } from './charters/charter-messages.js';
import { charterRequestSchema } from './charters/charter-schema.js';
import { documentIdSchema, approveDocumentSchema } from './suppliers/document-schema.js';
import { clientAccountSchema } from './schemas/account.js';
import { logErrorSchema } from './schemas/auth.js';
import {
  FREE_TEXT_HINT,
  REMOVED_SYMBOLS_HINT,
  cleanFreeText,
  fieldLabel,
  findNul,
  formatLimit,
  freeText,
  freeTextWillChange,
  isRealDate,
  isRealDateTime,
  nulMessage,
  requiredText,
  wholeNumber,
} from './validation.js';

const YEAR = new Date().getFullYear() + 1;
const at = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('free text (core section 5)', () => {
  it('turns line breaks and tabs into spaces and strips what is not letters, digits, spaces or punctuation', () => {
    expect(cleanFreeText('Line one\r\nline two\tand\rthree')).toBe('Line one line two and three');
    expect(cleanFreeText('<script>alert(1)</script>{x}|`^\\')).toBe('scriptalert(1)/scriptx');
    expect(cleanFreeText('a\u0000b\u0007c')).toBe('abc');
  });

  it('says under the field what it removes, and each symbol it names is removed', () => {
    const named = /symbols such as (.+) and emoji/i.exec(FREE_TEXT_HINT)![1]!.split(' ');
    expect(named.length).toBeGreaterThan(3);
    for (const symbol of named) expect(cleanFreeText(`a${symbol}b`), symbol).toBe('ab');
    expect(cleanFreeText('fly 🛩 now')).toBe('fly  now');
    expect(REMOVED_SYMBOLS_HINT).toBe(`Symbols such as ${named.join(' ')} and emoji are removed.`);
    expect(freeTextWillChange('Two lines\nof notes ')).toBe(false);
    expect(freeTextWillChange('<b>bold</b>')).toBe(true);
    expect(freeTextWillChange('Zoë O’Brien, 12/3 Smith St.')).toBe(false);
  });

  it('keeps accented letters and the punctuation of real notes and addresses', () => {
    const text = 'Zoë O’Brien, 12/3 Smith St. (rear) - #4; café & co: 50% off? Yes! @gate +61 $20 * “quoted” [x]';
    expect(cleanFreeText(text)).toBe(text);
  });

  it('is one transform: freeText() cleans, requiredText() is still required once cleaned', () => {
    expect(freeText(20).parse(' a\nb ')).toBe('a b');
    expect(freeText(3).safeParse('abcd').success).toBe(false);
    const name = requiredText('First Name is required', 100);
    expect(name.parse(' Zoë\n ')).toBe('Zoë');
    expect(errorsOf(z.object({ firstName: name }), { firstName: '<>' })).toEqual({ firstName: 'First Name is required' });
  });

  it('is applied to names and notes of the shared schemas, but not to e-mail or phone fields', () => {
    const account = clientAccountSchema.parse({
      firstName: 'Jo\nAnne',
      lastName: 'Smith',
      companyName: 'Acme <Pty> Ltd',
      companyAddress: '1 Main St',
      companyPhone: '+61 7 3000 0000',
      notesForSupplier: 'Call {first}',
    });
    expect(account).toMatchObject({
      firstName: 'Jo Anne',
      companyName: 'Acme Pty Ltd',
      companyPhone: '+61 7 3000 0000',
      notesForSupplier: 'Call first',
    });
  });
});

describe('NUL characters', () => {
  it('are found in strings and keys at any depth, with the path of the field', () => {
    expect(findNul({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual([]);
    expect(findNul({ a: 'fine', b: [null, 2, true] })).toBeNull();
    expect(nulMessage(['routes', 0, 'notes'])).toBe('Notes contains a character that is not allowed.');
  });

  it('do not exhaust the stack in a deeply nested value', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)?.length).toBe(100_000);
  });
});

describe('dates are strictly parsed', () => {
  it('rejects days that do not exist, and years the product cannot mean', () => {
    expect(isRealDateTime('2026-02-28T10:00:00Z')).toBe(true);
    expect(isRealDateTime('2028-02-29T10:00:00+10:00')).toBe(true);
    expect(isRealDateTime('2026-02-30T10:00:00Z')).toBe(false);
    expect(isRealDateTime('2026-04-31T10:00:00Z')).toBe(false);
    expect(isRealDateTime('2026-01-01T24:00:00Z')).toBe(false);
    expect(isRealDateTime('2026-01-01T10:00:00')).toBe(false);
    expect(isRealDateTime('0000-01-01T00:00:00Z')).toBe(false);
    expect(isRealDateTime('9999-12-31T00:00:00Z')).toBe(false);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
  });
});

describe('the shared error map names the field in words', () => {
  it('turns paths into words', () => {
    expect(fieldLabel(['routes', 0, 'passengerWeight'])).toBe('Passenger weight');
    expect(fieldLabel(['clientId'])).toBe('Client');
    expect(fieldLabel(['iataCode'])).toBe('IATA code');
    expect(fieldLabel([])).toBe('The request');
    expect(formatLimit(100000000)).toBe('100,000,000');
  });

  it('replaces the validator texts for a schema without messages of its own', () => {
    const schema = z.object({
      name: z.string().max(3),
      count: z.number().int().min(1).max(10),
      kind: z.enum(['A', 'B']),
      when: z.iso.datetime(),
      list: z.array(z.string()).min(1),
    });
    expect(errorsOf(schema, {})).toEqual({
      name: 'Name is required.',
      count: 'Count is required.',
      kind: 'Kind is required.',
      when: 'When is required.',
      list: 'List is required.',
    });
    expect(errorsOf(schema, { name: 'abcd', count: 1.5, kind: 'C', when: 'x', list: [] })).toEqual({
      name: 'Name must be at most 3 characters.',
      count: 'Count must be a whole number.',
      kind: 'Kind must be one of: A, B.',
      when: 'When must be a valid date and time.',
      list: 'List needs at least one item.',
    });
    expect(errorsOf(schema.shape.count, 'x')).toEqual({ '': 'The request must be a number.' });
    expect(errorsOf(logErrorSchema, {})).toEqual({ code: 'Code is required.', description: 'Description is required.' });
  });

  it("keeps a schema's own message, and the check's own words above a bound", () => {
    const payload = z.object({ payload: wholeNumber({ min: 0, max: 100_000, message: 'Please supply available payload' }) });
    expect(errorsOf(payload, { payload: -1 })).toEqual({ payload: 'Please supply available payload' });
    expect(errorsOf(payload, { payload: 'abc' })).toEqual({ payload: 'Please supply available payload' });
    expect(errorsOf(payload, { payload: 3e9 })).toEqual({ payload: 'Payload must be at most 100,000.' });
    expect(payload.parse({ payload: '25' })).toEqual({ payload: 25 });
    expect(errorsOf(documentIdSchema, {})).toEqual({ id: 'Document is required' });
    expect(errorsOf(approveDocumentSchema, { id: crypto.randomUUID(), expiredAt: '2026-02-30' })).toEqual({
      expiredAt: 'Please supply an expiry date',
    });
  });
});

const sector = (over: Record<string, unknown> = {}) => ({
  from: 'Brisbane',
  fromLatitude: -27.38,
  fromLongitude: 153.11,
  to: 'Longreach',
  toLatitude: -23.43,
  toLongitude: 144.28,
  departTime: `${YEAR}-03-01T08:00:00+10:00`,
  payload: 25,
  ...over,
});
const charter = (routes: unknown[], over: Record<string, unknown> = {}) => ({
  clientId: '6f1c2f1e-8a57-4f5b-9a57-0a0000000001',
  charterType: 'Passenger',
  charterSubType: 'Corporate',
  catering: 'Full',
  dangerousGoods: false,
  shared: false,
  routes,
  ...over,
});

describe('charter request bounds', () => {
  it('bounds payload, weights, passengers and bidding hours', () => {
    const errors = errorsOf(
      charterRequestSchema,
      charter([sector({ payload: 3e9, passengerNumber: 5000, manifest: [{ passengerName: 'Pat', passengerWeight: 1e12 }] })], {
        biddingTimeSpanHours: 1e6,
      }),
    );
    expect(errors).toEqual({
      'routes.0.payload': 'Payload must be at most 100,000.',
      'routes.0.passengerNumber': 'Passenger number must be at most 1,000.',
      'routes.0.manifest.0.passengerWeight': 'Passenger weight must be at most 1,000.',
      biddingTimeSpanHours: 'Bidding time span hours must be at most 2,160.',
    });
  });

  it("keeps the spec's messages: payload more than -1, a depart date required and in sector order", () => {
    expect(errorsOf(charterRequestSchema, charter([sector({ payload: -1 })]))).toEqual({ 'routes.0.payload': CHARTER_MESSAGES.payload });
    expect(errorsOf(charterRequestSchema, charter([sector({ departTime: `${YEAR}-02-30T08:00:00+10:00` })]))).toEqual({
      'routes.0.departTime': CHARTER_MESSAGES.departRequired,
    });
    expect(
      errorsOf(charterRequestSchema, charter([sector(), sector({ departTime: `${YEAR}-02-28T08:00:00+10:00` })]))['routes.1.departTime'],
    ).toBe(CHARTER_MESSAGES.dateOrder);
  });

  it('a new sector departs in the future; a saved one (with an id) may keep its departure', () => {
    expect(errorsOf(charterRequestSchema, charter([sector({ departTime: at(-1) })]))).toEqual({
      'routes.0.departTime': CHARTER_MESSAGES.departPast,
    });
    expect(charterRequestSchema.safeParse(charter([sector({ id: crypto.randomUUID(), departTime: at(-1) })])).success).toBe(true);
  });
});

describe('bid bounds', () => {
  const bid = (route: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    charterRequestId: crypto.randomUUID(),
    bidderId: crypto.randomUUID(),
    price: 1000,
    routes: [
      {
        routeId: crypto.randomUUID(),
        departTime: at(5),
        flightTime: '02:00',
        payload: 500,
        passengerLimit: 4,
        aircraft: [crypto.randomUUID()],
        ...route,
      },
    ],
    ...over,
  });

  it('an impossible or past date, a huge price, payload or passenger limit', () => {
    expect(errorsOf(bidSchema, bid({ departTime: '2026-02-30T10:00:00Z' }))).toEqual({ 'routes.0.departTime': BID_MESSAGES.departTime });
    expect(errorsOf(bidSchema, bid({ departTime: at(-1) }))).toEqual({ 'routes.0.departTime': BID_MESSAGES.departPast });
    expect(errorsOf(bidSchema, bid({ payload: 1e12, passengerLimit: 5000 }, { price: 3e9 }))).toEqual({
      price: 'Price must be at most 100,000,000.',
      'routes.0.payload': 'Payload must be at most 100,000.',
      'routes.0.passengerLimit': 'Passenger limit must be at most 1,000.',
    });
    expect(errorsOf(bidSchema, bid({ payload: 0, passengerLimit: 0 }, { price: 0 }))).toEqual({
      price: BID_MESSAGES.price,
      'routes.0.payload': BID_MESSAGES.payload,
      'routes.0.passengerLimit': BID_MESSAGES.passengerLimit,
    });
  });
});
