import { describe, expect, it } from 'vitest';
import { flightTimeMinutesTooHigh, typeFlightTime } from './flight-time.js';

/** Types the keys one at a time into an empty box, as a user would. */
const typeKeys = (keys: string) => [...keys].reduce((shown, key) => typeFlightTime(shown, shown + key), '');

describe('typeFlightTime', () => {
  it('inserts the colon after the hours as the digits arrive', () => {
    expect([...'1045'].map((_, i) => typeKeys('1045'.slice(0, i + 1)))).toEqual(['1', '10', '1:04', '10:45']);
    expect(typeKeys('0230')).toBe('02:30');
    expect(typeKeys('215')).toBe('2:15');
  });

  it('keeps a colon typed by hand and stops at four digits', () => {
    expect(typeKeys('2:15')).toBe('2:15');
    expect(typeKeys('10:45')).toBe('10:45');
    expect(typeKeys('104599')).toBe('10:45');
    expect(typeKeys('2:155')).toBe('21:55');
  });

  it('drops anything but digits and colons, also when pasted', () => {
    expect(typeFlightTime('', '1h45m')).toBe('1:45');
    expect(typeFlightTime('', '1045')).toBe('10:45');
    expect(typeFlightTime('', '10:45')).toBe('10:45');
    expect(typeFlightTime('', 'ab')).toBe('');
  });

  it('lets backspace remove digits around the colon', () => {
    expect(typeFlightTime('10:45', '10:4')).toBe('10:4');
    expect(typeFlightTime('10:4', '10:')).toBe('10:');
    expect(typeFlightTime('10:', '10')).toBe('10');
    expect(typeFlightTime('1:04', ':04')).toBe(':04');
    expect(typeFlightTime(':04', '2:04')).toBe('2:04');
    expect(typeFlightTime('10:45', '')).toBe('');
  });

  it('shows 9:99 as typed so the form can name the mistake', () => {
    expect(typeKeys('999')).toBe('9:99');
    expect(flightTimeMinutesTooHigh('9:99')).toBe(true);
    expect(flightTimeMinutesTooHigh('9:59')).toBe(false);
    expect(flightTimeMinutesTooHigh('9:6')).toBe(false);
  });
});
