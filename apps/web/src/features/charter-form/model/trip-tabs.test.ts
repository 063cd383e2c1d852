// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { newCharterForm, newPassengerRow, newSector } from './defaults';
import type { CharterForm, Place } from './form-types';
import { BNE, LRE } from './test-places';
import { addSector, removeSector, switchTab, updateSector } from './trip-tabs';

const ISA: Place = {
  name: 'Mount Isa',
  state: 'QLD',
  altState: 'Queensland',
  airport: 'Mount Isa',
  code: 'ISA',
  latitude: -20.66,
  longitude: 139.49,
};

function oneWay(): CharterForm {
  const form = newCharterForm();
  const first = newSector({
    from: BNE,
    to: LRE,
    fromAirportDetail: 'Meet at the GA terminal',
    departDate: '2026-08-15',
    departTime: '09:30',
    payload: 40,
    manifest: [{ ...newPassengerRow(), passengerName: 'Alex Smith' }],
  });
  return { ...form, sectors: [first] };
}

describe('switching trip tabs', () => {
  it('Return adds the first sector reversed (every place field) with an empty manifest', () => {
    const form = switchTab(oneWay(), 'Return');
    expect(form.activeTab).toBe('Return');
    expect(form.sectors).toHaveLength(2);
    const [out, back] = form.sectors as [(typeof form.sectors)[0], (typeof form.sectors)[0]];
    expect(back.from).toEqual(LRE);
    expect(back.to).toEqual(BNE);
    expect(back.toAirportDetail).toBe('Meet at the GA terminal');
    expect(back.fromAirportDetail).toBe('');
    expect(back.manifest).toEqual([]);
    expect(back.manifestDraft).toBeNull();
    expect(back.key).not.toBe(out.key);
    // Same day by default, but the time of the way back is the user's to choose.
    expect(back.departDate).toBe('2026-08-15');
    expect(back.departTime).toBe('');
    expect(out.manifest).toHaveLength(1);
  });

  it('One Way keeps only the first sector', () => {
    const multi = addSector(switchTab(oneWay(), 'multi'));
    expect(multi.sectors).toHaveLength(3);
    const form = switchTab(multi, 'OneWay');
    expect(form.sectors).toHaveLength(1);
    expect(form.sectors[0]).toBe(multi.sectors[0]);
  });

  it('Multi-stop ensures at least two sectors, the next starting where the last ended', () => {
    const form = switchTab(oneWay(), 'multi');
    expect(form.sectors).toHaveLength(2);
    expect(form.sectors[1]!.from).toEqual(LRE);
    expect(form.sectors[1]!.to.name).toBe('');
    expect(form.sectors[1]!.departDate).toBe('2026-08-15');
    // Coming from Return, the two legs stay as they are.
    const fromReturn = switchTab(switchTab(oneWay(), 'Return'), 'multi');
    expect(fromReturn.sectors).toHaveLength(2);
    expect(fromReturn.sectors[1]!.to).toEqual(BNE);
  });

  it('adds and removes stops only on Multi-stop, never below two', () => {
    const one = oneWay();
    expect(addSector(one)).toBe(one);
    const multi = addSector(switchTab(one, 'multi'));
    expect(multi.sectors).toHaveLength(3);
    const two = removeSector(multi, 1);
    expect(two.sectors.map((s) => s.key)).toEqual([multi.sectors[0]!.key, multi.sectors[2]!.key]);
    expect(removeSector(two, 0)).toBe(two);
  });
});

describe('return legs follow the first leg', () => {
  it('copies a changed place of the first leg to the other end of the way back', () => {
    let form = switchTab(oneWay(), 'Return');
    form = updateSector(form, 0, { to: ISA });
    expect(form.sectors[1]!.from).toEqual(ISA);
    expect(form.sectors[1]!.to).toEqual(BNE);
    form = updateSector(form, 0, { from: LRE, fromAirportDetail: 'Hangar 3' });
    expect(form.sectors[1]!.to).toEqual(LRE);
    expect(form.sectors[1]!.toAirportDetail).toBe('Hangar 3');
  });

  it('leaves the way back alone for other fields and on other tabs', () => {
    const ret = switchTab(oneWay(), 'Return');
    const changed = updateSector(ret, 0, { payload: 99, departDate: '2026-09-01' });
    expect(changed.sectors[1]).toBe(ret.sectors[1]);
    const multi = switchTab(oneWay(), 'multi');
    expect(updateSector(multi, 0, { to: ISA }).sectors[1]!.from).toEqual(LRE);
  });
});

describe('multi-stop legs', () => {
  it('start the next sector where the previous one lands, unless it already has a start', () => {
    let form = switchTab({ ...newCharterForm() }, 'multi');
    form = updateSector(form, 0, { to: LRE });
    expect(form.sectors[1]!.from).toEqual(LRE);
    form = updateSector(form, 0, { to: ISA });
    expect(form.sectors[1]!.from).toEqual(LRE);
    // Typing without choosing fills nothing.
    const typed = updateSector(switchTab(newCharterForm(), 'multi'), 0, { to: { ...ISA, latitude: null, longitude: null } });
    expect(typed.sectors[1]!.from.name).toBe('');
  });
});
