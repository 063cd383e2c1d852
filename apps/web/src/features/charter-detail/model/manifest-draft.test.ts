import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, isDirty, manifestBody, newPassenger, rowsOf, setSame, updateRows } from './manifest-draft';

const person = (id: string, name: string) => ({
  id,
  passengerName: name,
  contactNumber: '0400 111 222',
  emailAddress: '',
  passengerWeight: 85,
  freightWeight: 15,
  cargoWeight: 0,
});

describe('manifest draft', () => {
  it('starts as one list when every sector has the same people, and saves it on every sector', () => {
    const d = draftOf([{ manifest: [person('a', 'Ann')] }, { manifest: [person('b', 'Ann')] }]);
    expect(d.same).toBe(true);
    const added = updateRows(d, 1, (rows) => [...rows, { ...newPassenger(), passengerName: 'Bob' }]);
    expect(isDirty(d, added)).toBe(true);
    const body = manifestBody('c', ['r1', 'r2'], added);
    expect(body.routes.map((r) => r.manifest.map((p) => p.passengerName))).toEqual([
      ['Ann', 'Bob'],
      ['Ann', 'Bob'],
    ]);
    // A new row has the editor's defaults: 86 kg, 15 kg of bags, no cargo.
    expect(body.routes[0]!.manifest[1]).toMatchObject({ passengerWeight: 86, freightWeight: 15, cargoWeight: 0 });
  });

  it('keeps lists apart when they differ, and turning "same" off gives each sector a copy', () => {
    const d = draftOf([{ manifest: [person('a', 'Ann')] }, { manifest: [] }]);
    expect(d.same).toBe(false);
    expect(isDirty(d, d)).toBe(false);
    const same = setSame(d, true);
    expect(rowsOf(same, 1).map((p) => p.passengerName)).toEqual(['Ann']);
    const apart = setSame(same, false);
    expect(rowsOf(apart, 1).map((p) => p.passengerName)).toEqual(['Ann']);
    expect(rowsOf(apart, 1)[0]!.key).not.toBe(rowsOf(apart, 0)[0]!.key);
  });

  it("reports the spec's passenger messages at the server's paths", () => {
    const d = draftOf([{ manifest: [] }]);
    const bad = updateRows(d, 0, () => [{ ...newPassenger(), passengerName: '', contactNumber: 'abc', passengerWeight: 0 }]);
    expect(draftErrors(bad)).toMatchObject({
      'routes.0.manifest.0.passengerName': 'Passenger name required',
      'routes.0.manifest.0.contactNumber': 'Contact number is not valid',
      'routes.0.manifest.0.passengerWeight': 'Passenger weight required',
    });
    const cargo = updateRows(d, 0, () => [{ ...newPassenger(), passengerName: 'Drill', passengerWeight: 0, cargoWeight: 200 }]);
    expect(draftErrors(cargo)).toEqual({});
  });
});
