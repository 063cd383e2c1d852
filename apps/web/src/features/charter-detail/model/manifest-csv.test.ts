import { describe, expect, it } from 'vitest';
import { csvCell, manifestCsv, manifestFileName } from './manifest-csv';
import { totalFlightTime } from './flight-time';

const passenger = (name: string, extra: Partial<Record<string, string | number>> = {}) => ({
  passengerName: name,
  contactNumber: '0400 111 222',
  emailAddress: 'a@b.test',
  passengerWeight: 85,
  freightWeight: 15,
  cargoWeight: 0,
  ...extra,
});

describe('manifest CSV', () => {
  it('has the spec columns and one row per passenger with its sector number', () => {
    const csv = manifestCsv([
      { order: 2, manifest: [passenger('Cara')] },
      { order: 1, manifest: [passenger('Ann'), passenger('Bob', { cargoWeight: 20 })] },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Passenger Name,Passenger Phone Number,Passenger Email,Passenger Weight,Bag Weight,Cargo,Sector Number',
      'Ann,0400 111 222,a@b.test,85,15,0,1',
      'Bob,0400 111 222,a@b.test,85,15,20,1',
      'Cara,0400 111 222,a@b.test,85,15,0,2',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks and defuses formulas, phone numbers with + included', () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+61 400 111 222')).toBe("'+61 400 111 222");
    expect(csvCell('0400 111 222')).toBe('0400 111 222');
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes only the header when no sector has passengers (or they are hidden)', () => {
    expect(manifestCsv([{ order: 1 }, { order: 2, manifest: [] }]).split('\r\n')).toHaveLength(2);
  });

  it('names the file after the job reference', () => {
    expect(manifestFileName(10002)).toBe('JB10002-manifest.csv');
  });
});

describe('total flight time', () => {
  it('adds the sectors up as H:MM, ignoring blanks', () => {
    expect(totalFlightTime([{ flightTime: '1:30' }, { flightTime: '02:45' }, { flightTime: '' }])).toBe('4:15');
  });
});
