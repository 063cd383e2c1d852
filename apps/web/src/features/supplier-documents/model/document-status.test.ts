import { describe, expect, it } from 'vitest';
import { documentStatusColor, expiryInstant, parseDayInput } from './document-status';

describe('documentStatusColor', () => {
  it('shows Current green, Nearly Expired orange and Expired red', () => {
    expect(documentStatusColor('Current')).toBe('green');
    expect(documentStatusColor('Nearly Expired')).toBe('orange');
    expect(documentStatusColor('Expired')).toBe('red');
    expect(documentStatusColor('Something else')).toBe('gray');
  });
});

describe('expiryInstant', () => {
  it('is the end of the chosen day in local time', () => {
    const iso = expiryInstant('2031-02-28');
    expect(iso).not.toBeNull();
    const d = new Date(iso!);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2031, 2, 28, 23, 59]);
  });

  it('refuses missing and impossible dates', () => {
    expect(expiryInstant('')).toBeNull();
    expect(expiryInstant('2031-02-30')).toBeNull();
    expect(expiryInstant('28/02/2031')).toBeNull();
  });
});

describe('parseDayInput', () => {
  it('reads dd/mm/yyyy strictly', () => {
    expect(parseDayInput('31/12/2030')).toBe('2030-12-31');
    expect(parseDayInput('1/2/2031')).toBe('2031-02-01');
    expect(parseDayInput('31/02/2031')).toBeNull();
    expect(parseDayInput('2031-02-01')).toBeNull();
  });
});
