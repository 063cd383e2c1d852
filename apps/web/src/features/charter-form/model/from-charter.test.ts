// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { zoneOfState, type CharterDetailDto, type CharterRequestData, type RouteDto, type SessionUser } from '@charter/shared';
import { newCharterForm, newSector } from './defaults';
import type { CharterForm, PassengerRow, Place } from './form-types';
import { BNE, LRE } from './test-places';
import { formFromCharter, localDateTime } from './from-charter';
import { buildRequestBody, prepareSubmission } from './request-body';
import { returnLegOf } from './trip-tabs';

/** Departures are in the future when entered: the sectors of these tests fly next year. */
const YEAR = new Date().getFullYear() + 1;

const ISA: Place = {
  name: 'Mount Isa',
  state: 'QLD',
  altState: '',
  airport: 'Mount Isa',
  code: 'ISA',
  latitude: -20.66,
  longitude: 139.49,
};

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const DEPT_ID = '22222222-2222-4222-8222-222222222222';
const CHARTER_ID = '55555555-5555-4555-8555-555555555555';
const routeId = (i: number) => `66666666-6666-4666-8666-00000000000${i}`;
const entryId = (i: number, j: number) => `77777777-7777-4777-8777-0000000000${i}${j}`;

type Ids = Pick<SessionUser, 'role' | 'clientId' | 'clientDepartmentId' | 'clientStaffId'>;
const admin: Ids = { role: 'Admin', clientId: null, clientDepartmentId: null, clientStaffId: null };

const passenger = (name: string, weight: number): PassengerRow => ({
  key: name,
  passengerName: name,
  contactNumber: '0412 345 678',
  emailAddress: `${name.toLowerCase()}@example.com`,
  passengerWeight: weight,
  freightWeight: 15,
  cargoWeight: 0,
});

/** A multi-stop request with every kind of field filled in. */
function filledForm(): CharterForm {
  return {
    ...newCharterForm(),
    activeTab: 'multi',
    clientId: CLIENT_ID,
    clientDepartmentId: DEPT_ID,
    charterType: 'Freight',
    charterSubType: 'General Freight',
    catering: 'Light',
    dangerousGoods: true,
    dangerousGoodsIds: ['UN1203'],
    shared: true,
    shareManifest: true,
    preferredAircraft: ['TWIN ENGINE ONLY'],
    specialRequests: 'Quiet cabin',
    notes: 'Charter notes',
    purchaseOrderNumber: 'PO-42',
    reasonForCharter: 'Site visit',
    biddingTimeSpanHours: 36,
    sectors: [
      newSector({
        from: BNE,
        to: LRE,
        fromAirportDetail: 'Gate 3',
        toAirportDetail: 'Hangar B',
        departDate: `${YEAR}-08-15`,
        departTime: '09:30',
        flightTime: '02:15',
        payload: 120,
        techStop: true,
        techstopLocation: 'Roma',
        techstopState: 'QLD',
        techstopReason: 'Fuel Stop',
        notes: 'First leg',
        manifest: [passenger('Alice', 70), passenger('Bob', 90)],
      }),
      newSector({
        from: LRE,
        to: ISA,
        departDate: `${YEAR}-08-16`,
        departTime: '14:05',
        passengerRange: true,
        passengerRangeMin: 3,
        passengerRangeMax: 6,
      }),
      newSector({ from: ISA, to: BNE, departDate: `${YEAR}-08-20`, departTime: '23:45', payload: 0 }),
    ],
  };
}

/** What GET full/{id} answers for a saved body: ids, UTC instants, the derived counts. */
function savedAs(body: CharterRequestData): CharterDetailDto {
  const routes: RouteDto[] = body.routes.map((r, i) => ({
    ...r,
    id: routeId(i),
    order: i,
    departTimeZone: zoneOfState(r.fromState),
    fromLatitude: r.fromLatitude ?? null,
    fromLongitude: r.fromLongitude ?? null,
    toLatitude: r.toLatitude ?? null,
    toLongitude: r.toLongitude ?? null,
    distance: null,
    departTime: new Date(r.departTime).toISOString(),
    totalWeight: 0,
    manifestCount: r.manifest.length,
    load: null,
    // Stored out of order to show the form lists them by itemOrder.
    manifest: r.manifest.map((p, j) => ({ ...p, id: entryId(i, j), itemOrder: j, status: 'Active', share: false })).reverse(),
  }));
  return {
    ...body,
    id: CHARTER_ID,
    clientDepartmentId: body.clientDepartmentId ?? null,
    clientStaffId: body.clientStaffId ?? null,
    activeTab: body.activeTab ?? '',
    jobReference: 1042,
    status: 'Pending',
    updatedAt: '2026-07-01T00:00:00.000Z',
    clientName: 'Demo Mining Co',
    departmentName: null,
    staffName: null,
    biddingEndsAt: null,
    createdAt: '2026-07-01T00:00:00.000Z',
    closedAt: null,
    departTime: routes[0]!.departTime,
    lastDepartTime: routes[routes.length - 1]!.departTime,
    from: 'Brisbane',
    to: 'Brisbane',
    bidCount: 0,
    routeCount: routes.length,
    passengerCount: 2,
    urgent: false,
    qGov: false,
    changePending: false,
    changeCharterRequestId: null,
    lastVersion: null,
    adminAcknowledged: false,
    finished: false,
    currency: 'AUD',
    price: null,
    withMargin: null,
    withdrawReason: null,
    // Sectors come back in any order; `order` says which is which.
    routes: [...routes].reverse(),
    permissions: { canEdit: true, canClone: true, canAcknowledge: false },
  } as CharterDetailDto;
}

function submitted(form: CharterForm): CharterRequestData {
  const prepared = prepareSubmission(form, admin);
  if (!prepared.ok) throw new Error(`not valid: ${JSON.stringify(prepared.errors)}`);
  return prepared.body;
}

const instants = (body: CharterRequestData) => body.routes.map((r) => new Date(r.departTime).getTime());

describe('formFromCharter', () => {
  it('gives back the same request the charter was saved from, with the saved ids', () => {
    const original = submitted(filledForm());
    const detail = savedAs(original);
    const again = submitted(formFromCharter(detail));

    expect(instants(again)).toEqual(instants(original));
    const withoutTimes = (b: CharterRequestData) => ({ ...b, routes: b.routes.map((r) => ({ ...r, departTime: '' })) });
    const expected = withoutTimes(original);
    expected.routes = expected.routes.map((r, i) => ({
      ...r,
      id: routeId(i),
      manifest: r.manifest.map((p, j) => ({ ...p, id: entryId(i, j) })),
    }));
    expect(withoutTimes(again)).toEqual(expected);
  });

  it('fills the sectors as the form shows them', () => {
    const form = formFromCharter(savedAs(submitted(filledForm())));
    expect(form.activeTab).toBe('multi');
    expect(form.clientDepartmentId).toBe(DEPT_ID);
    const [first, second, third] = form.sectors;
    expect(first).toMatchObject({
      id: routeId(0),
      from: BNE,
      to: LRE,
      departDate: `${YEAR}-08-15`,
      departTime: '09:30',
      flightTime: '02:15',
      payload: 120,
      techStop: true,
      techstopLocation: 'Roma',
      passengerNumber: 2,
      manifestDraft: null,
    });
    expect(first!.manifest.map((p) => [p.id, p.passengerName, p.passengerWeight])).toEqual([
      [entryId(0, 0), 'Alice', 70],
      [entryId(0, 1), 'Bob', 90],
    ]);
    expect(second).toMatchObject({ passengerRange: true, passengerRangeMin: 3, passengerRangeMax: 6, techStop: false });
    // No range saved as 0..0: turning it on starts from the defaults again.
    expect(third).toMatchObject({ passengerRange: false, passengerRangeMin: 1, passengerRangeMax: 2, payload: 0, departTime: '23:45' });
  });

  it('keeps a return trip a return trip, the way back being a new sector only when rebuilt', () => {
    const first = newSector({ from: BNE, to: LRE, departDate: `${YEAR}-08-15`, departTime: '07:00' });
    const back = { ...returnLegOf(first), departDate: `${YEAR}-08-17`, departTime: '16:30' };
    const original = submitted({ ...filledForm(), shared: false, activeTab: 'Return', sectors: [first, back] });
    const form = formFromCharter(savedAs(original));
    expect(form.activeTab).toBe('Return');
    expect(form.sectors.map((s) => s.id)).toEqual([routeId(0), routeId(1)]);
    expect(returnLegOf(form.sectors[0]!).id).toBeUndefined();
    expect(buildRequestBody(form, admin).routes.map((r) => r.id)).toEqual([routeId(0), routeId(1)]);
  });

  it('works out the tab of a record saved without one', () => {
    const original = submitted(filledForm());
    expect(formFromCharter({ ...savedAs(original), activeTab: '' }).activeTab).toBe('multi');
    const one = submitted({ ...filledForm(), activeTab: 'OneWay', sectors: filledForm().sectors.slice(0, 1) });
    expect(formFromCharter({ ...savedAs(one), activeTab: '' }).activeTab).toBe('OneWay');
  });

  it('reads a departure as the departure airport’s day and time, blank when missing', () => {
    expect(localDateTime('2026-01-01T21:07:00.000Z', 'Australia/Perth')).toEqual({ departDate: '2026-01-02', departTime: '05:07' });
    expect(localDateTime('2026-01-01T19:07:00.000Z', 'Australia/Brisbane')).toEqual({ departDate: '2026-01-02', departTime: '05:07' });
    expect(localDateTime('', 'Australia/Perth')).toEqual({ departDate: '', departTime: '' });
    expect(localDateTime('not a date', 'Australia/Perth')).toEqual({ departDate: '', departTime: '' });
  });
});
