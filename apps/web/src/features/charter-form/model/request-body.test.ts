// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES, type SessionUser } from '@charter/shared';
import { newCharterForm, newPassengerRow, newSector } from './defaults';
import type { CharterForm } from './form-types';
import { BNE, LRE, PER, SYD } from './test-places';
import { departureAbbreviation, departureIso, parseStrictDate, parseTimeOfDay } from './date-time';
import { buildRequestBody, prepareSubmission, sectorDistanceKm } from './request-body';
import { switchTab } from './trip-tabs';

/** Departures are in the future when entered: the sectors of these tests fly next year. */
const YEAR = new Date().getFullYear() + 1;

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const DEPT_ID = '22222222-2222-4222-8222-222222222222';
const STAFF_ID = '33333333-3333-4333-8333-333333333333';
const CHOSEN_ID = '44444444-4444-4444-8444-444444444444';

type Ids = Pick<SessionUser, 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId'>;
const staff: Ids = { role: 'ClientStaff', clientId: CLIENT_ID, clientDepartmentId: DEPT_ID, clientStaffId: STAFF_ID };
const admin: Ids = { role: 'Admin', clientId: null, clientDepartmentId: null, clientStaffId: null };

function valid(): CharterForm {
  return {
    ...newCharterForm(),
    charterSubType: 'Corporate',
    sectors: [newSector({ from: BNE, to: LRE, departDate: `${YEAR}-08-15`, departTime: '9:30' })],
  };
}

describe('departure times', () => {
  it('are the departure airport’s local time, whatever the browser’s zone', () => {
    expect(departureIso('2026-08-15', '09:30', 'Australia/Brisbane')).toBe('2026-08-14T23:30:00.000Z');
    expect(departureIso('2026-12-03', '9:30', 'Australia/Perth')).toBe('2026-12-03T01:30:00.000Z');
    expect(departureIso('2026-12-03', '09:30', 'Australia/Sydney')).toBe('2026-12-02T22:30:00.000Z');
    expect(departureIso('2026-07-01', '09:30', 'Australia/Adelaide')).toBe('2026-07-01T00:00:00.000Z');
    expect(departureAbbreviation('2026-12-03', '09:30', 'Australia/Sydney')).toBe('AEDT');
    expect(departureAbbreviation('2026-12-03', '', 'Australia/Perth')).toBe('AWST');
  });

  it('are empty when the date or time is missing or not real, or the clocks skip that time', () => {
    expect(departureIso('', '09:30', 'Australia/Brisbane')).toBe('');
    expect(departureIso('2026-08-15', '', 'Australia/Brisbane')).toBe('');
    expect(departureIso('2026-08-15', '24:00', 'Australia/Brisbane')).toBe('');
    expect(departureIso('2026-08-15', '9:7', 'Australia/Brisbane')).toBe('');
    expect(departureIso('2026-10-04', '02:30', 'Australia/Sydney')).toBe('');
  });

  it('send each sector in its from-place’s zone, and refuse a time the clocks skip', () => {
    const form: CharterForm = {
      ...valid(),
      activeTab: 'multi',
      sectors: [
        newSector({ from: PER, to: BNE, departDate: `${YEAR}-08-15`, departTime: '09:30' }),
        newSector({ from: BNE, to: LRE, departDate: `${YEAR}-08-16`, departTime: '09:30' }),
      ],
    };
    const body = buildRequestBody(form, staff);
    expect(body.routes.map((r) => r.departTime)).toEqual([`${YEAR}-08-15T01:30:00.000Z`, `${YEAR}-08-15T23:30:00.000Z`]);

    // The first Sunday of October, 02:00 to 03:00, does not exist in Sydney.
    const firstSunday = [1, 2, 3, 4, 5, 6, 7].find((d) => new Date(Date.UTC(YEAR, 9, d)).getUTCDay() === 0)!;
    const gap = { ...form, sectors: [newSector({ from: SYD, to: BNE, departDate: `${YEAR}-10-0${firstSunday}`, departTime: '02:30' })] };
    const refused = prepareSubmission({ ...gap, activeTab: 'OneWay' }, staff);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors['routes.0.departTime']).toBe(
      `02:30 on 0${firstSunday}/10/${YEAR} does not exist in Sydney time: the clocks go forward an hour then. Choose another time.`,
    );
  });

  it('parse dates strictly as dd/MM/yyyy and times as HH:mm', () => {
    expect(parseStrictDate('15/08/2026')).toBe('2026-08-15');
    expect(parseStrictDate('29/02/2028')).toBe('2028-02-29');
    expect(parseStrictDate('29/02/2026')).toBeNull();
    expect(parseStrictDate('5/8/2026')).toBeNull();
    expect(parseStrictDate('2026-08-15')).toBeNull();
    expect(parseTimeOfDay('7:45')).toBe('07:45');
    expect(parseTimeOfDay('19:60')).toBeNull();
  });
});

describe('the request body', () => {
  it('takes a client user ids from the session, whatever the form holds', () => {
    const form = { ...valid(), clientId: CHOSEN_ID };
    const body = buildRequestBody(form, staff);
    expect(body).toMatchObject({ clientId: CLIENT_ID, clientDepartmentId: DEPT_ID, clientStaffId: STAFF_ID });
  });

  it('takes an admin chosen client, department and staff from the form', () => {
    const form = { ...valid(), clientId: CHOSEN_ID, clientDepartmentId: DEPT_ID, clientStaffId: null };
    expect(buildRequestBody(form, admin)).toMatchObject({ clientId: CHOSEN_ID, clientDepartmentId: DEPT_ID, clientStaffId: null });
    expect(buildRequestBody(form, { ...admin, role: 'CharterAdmin' }).clientId).toBe(CHOSEN_ID);
    const none = prepareSubmission(valid(), admin);
    expect(none).toEqual({ ok: false, errors: { clientId: CHARTER_MESSAGES.clientId } });
  });

  it('starts each passenger of the form at 0 kg (core section 3: weights default to 0 in the new-request form)', () => {
    expect(newPassengerRow()).toMatchObject({ passengerWeight: 0, freightWeight: 0, cargoWeight: 0 });
    const form = valid();
    form.sectors[0]!.manifest = [{ ...newPassengerRow(), passengerName: 'Alex Smith' }];
    const result = prepareSubmission(form, staff);
    expect(!result.ok && result.errors).toEqual({ 'routes.0.manifest.0.passengerWeight': CHARTER_MESSAGES.passengerWeight });
  });

  it('sends every place field, the departure as a UTC instant and the manifest without form keys', () => {
    const form = valid();
    form.sectors[0]!.manifest = [{ ...newPassengerRow(), passengerName: 'Alex Smith', passengerWeight: 86, freightWeight: 15 }];
    const route = buildRequestBody(form, staff).routes[0]!;
    expect(route).toMatchObject({
      from: 'Brisbane',
      fromState: 'QLD',
      fromAltState: 'Queensland',
      fromAirport: 'Brisbane',
      fromCodeAirport: 'BNE',
      fromLatitude: -27.38,
      toCodeAirport: 'LRE',
      toLongitude: 144.28,
    });
    // 09:30 at Brisbane (AEST, UTC+10) whatever the browser's zone.
    expect(route.departTime).toBe(`${YEAR}-08-14T23:30:00.000Z`);
    expect(route.manifest).toEqual([
      { passengerName: 'Alex Smith', contactNumber: '', emailAddress: '', passengerWeight: 86, freightWeight: 15, cargoWeight: 0 },
    ]);
  });

  it('cleans and normalises what it sends: passengers from the manifest, no range -> 0/0, free text on one line', () => {
    const form = { ...valid(), specialRequests: 'Two stretchers\nand oxygen', shared: true, shareManifest: true };
    form.sectors[0]!.manifest = [
      { ...newPassengerRow(), passengerName: 'Alex Smith', passengerWeight: 80 },
      { ...newPassengerRow(), passengerName: 'Sam Lee', passengerWeight: 80 },
      { ...newPassengerRow(), passengerName: 'Jo Wu', passengerWeight: 80 },
    ];
    const result = prepareSubmission(form, staff);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.specialRequests).toBe('Two stretchers and oxygen');
    expect(result.body.routes[0]).toMatchObject({ passengerNumber: 3, passengerRange: false, passengerRangeMin: 0, passengerRangeMax: 0 });
    expect(result.body.routes[0]).not.toHaveProperty('totalWeight');
    expect(result.body.shareManifest).toBe(true);
  });

  it("reports the spec's messages at the fields' paths", () => {
    const form = switchTab(valid(), 'multi');
    form.sectors[0]!.payload = '';
    form.sectors[1] = {
      ...form.sectors[1]!,
      to: { ...BNE, latitude: null, longitude: null },
      departDate: `${YEAR}-08-14`,
      departTime: '10:00',
    };
    form.sectors[0]!.manifestDraft = [{ ...newPassengerRow() }];
    const result = prepareSubmission({ ...form, shared: true, charterSubType: '' }, staff);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      charterSubType: CHARTER_MESSAGES.charterSubType,
      'routes.0.payload': CHARTER_MESSAGES.payload,
      'routes.0.manifest.0.passengerName': CHARTER_MESSAGES.passengerName,
      'routes.0.manifest.0.passengerWeight': CHARTER_MESSAGES.passengerWeight,
      'routes.1.to': CHARTER_MESSAGES.placeInAustralia,
      'routes.1.departTime': CHARTER_MESSAGES.dateOrder,
    });
    const empty = prepareSubmission({ ...valid(), shared: true, sectors: [newSector()] }, staff);
    expect(!empty.ok && empty.errors).toEqual({
      'routes.0.from': CHARTER_MESSAGES.fromRequired,
      'routes.0.to': CHARTER_MESSAGES.toRequired,
      'routes.0.departTime': CHARTER_MESSAGES.departRequired,
      shared: CHARTER_MESSAGES.sharingNeedsManifest,
    });
  });

  it('drops dangerous goods classes when the switch is off', () => {
    const form = { ...valid(), dangerousGoods: false, dangerousGoodsIds: ['DG3'] };
    expect(buildRequestBody(form, staff).dangerousGoodsIds).toEqual([]);
    expect(buildRequestBody({ ...form, dangerousGoods: true }, staff).dangerousGoodsIds).toEqual(['DG3']);
  });

  it('measures a sector once both places have coordinates', () => {
    expect(sectorDistanceKm({ from: BNE, to: LRE })).toBeGreaterThan(900);
    expect(sectorDistanceKm({ from: BNE, to: { ...LRE, latitude: null } })).toBeNull();
  });
});

describe('sharing seats on a sector (ADR 0016)', () => {
  const shared = (
    share: Record<string, unknown>,
    manifest = [{ ...newPassengerRow(), passengerName: 'Ada Owner', passengerWeight: 86, freightWeight: 15 }],
  ) => ({
    ...valid(),
    sectors: [
      newSector({
        from: BNE,
        to: LRE,
        departDate: `${YEAR}-08-15`,
        departTime: '9:30',
        passengerRange: true,
        passengerRangeMax: 4,
        payload: 600,
        manifest,
        share: { enabled: true, seatsAvailable: 2, totalWeightAvailable: 200, costPerSeat: 0, ...share },
      }),
    ],
  });

  it('keeps within the free seats and payload, with the messages the server gives', () => {
    // Range up to 4, one passenger listed (86 + 15 kg, on top of the payload): 3 seats and the 600 kg asked for are free.
    const over = prepareSubmission(shared({ seatsAvailable: 4, totalWeightAvailable: 601 }), staff);
    expect(!over.ok && over.errors).toMatchObject({
      'routes.0.share.seatsAvailable': 'Only 3 seats are free on this sector.',
      'routes.0.share.totalWeightAvailable': 'Only 600 kg of payload is free on this sector.',
    });
    const under = prepareSubmission(shared({ seatsAvailable: 0, totalWeightAvailable: 10 }), staff);
    expect(!under.ok && under.errors).toMatchObject({
      'routes.0.share.seatsAvailable': 'Please share at least 1 seat.',
      'routes.0.share.totalWeightAvailable': 'Share payload must be at least 50 kg.',
    });
    const noList = prepareSubmission(shared({}, []), staff);
    expect(!noList.ok && noList.errors['routes.0.share.enabled']).toBe(CHARTER_MESSAGES.sharingNeedsManifest);
  });

  it('sends the share with its sector and marks the charter shared', () => {
    const ok = prepareSubmission(shared({ costPerSeat: '350' }), staff);
    if (!ok.ok) throw new Error(JSON.stringify(ok.errors));
    expect(ok.body.shared).toBe(true);
    expect(ok.body.routes[0]!.share).toEqual({ enabled: true, seatsAvailable: 2, totalWeightAvailable: 200, costPerSeat: 350 });
    // A sector not shared sends no share at all.
    expect(buildRequestBody(valid(), staff).routes[0]).not.toHaveProperty('share');
    expect(buildRequestBody(valid(), staff).shared).toBe(false);
  });
});
