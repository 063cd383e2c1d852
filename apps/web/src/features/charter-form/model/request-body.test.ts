import { describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES, type SessionUser } from '@charter/shared';
import { newCharterForm, newPassengerRow, newSector } from './defaults';
import type { CharterForm } from './form-types';
import { BNE, LRE } from './test-places';
import { departureIso, parseStrictDate, parseTimeOfDay } from './date-time';
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
  it('carry the offset of the browser at that moment', () => {
    expect(departureIso('2026-08-15', '09:30', () => 600)).toBe('2026-08-15T09:30:00+10:00');
    expect(departureIso('2026-01-15', '9:05', () => 630)).toBe('2026-01-15T09:05:00+10:30');
    expect(departureIso('2026-01-15', '23:59', () => -150)).toBe('2026-01-15T23:59:00-02:30');
    const own = departureIso('2026-08-15', '09:30');
    const offset = -new Date(2026, 7, 15, 9, 30).getTimezoneOffset();
    const sign = offset < 0 ? '-' : '+';
    const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
    expect(own).toBe(`2026-08-15T09:30:00${sign}${hhmm}`);
    expect(new Date(own).getTime()).toBe(new Date(2026, 7, 15, 9, 30).getTime());
  });

  it('are empty when the date or time is missing or not real', () => {
    expect(departureIso('', '09:30')).toBe('');
    expect(departureIso('2026-08-15', '')).toBe('');
    expect(departureIso('2026-08-15', '24:00')).toBe('');
    expect(departureIso('2026-08-15', '9:7')).toBe('');
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

  it('sends every place field, the departure with its offset and the manifest without form keys', () => {
    const form = valid();
    form.sectors[0]!.manifest = [{ ...newPassengerRow(), passengerName: 'Alex Smith' }];
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
    expect(route.departTime).toMatch(new RegExp(`^${YEAR}-08-15T09:30:00[+-]\\d{2}:\\d{2}$`));
    expect(route.manifest).toEqual([
      { passengerName: 'Alex Smith', contactNumber: '', emailAddress: '', passengerWeight: 86, freightWeight: 15, cargoWeight: 0 },
    ]);
  });

  it('cleans and normalises what it sends: passengers from the manifest, no range -> 0/0, free text on one line', () => {
    const form = { ...valid(), specialRequests: 'Two stretchers\nand oxygen', shared: true, shareManifest: true };
    form.sectors[0]!.manifest = [
      { ...newPassengerRow(), passengerName: 'Alex Smith' },
      { ...newPassengerRow(), passengerName: 'Sam Lee' },
      { ...newPassengerRow(), passengerName: 'Jo Wu' },
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
