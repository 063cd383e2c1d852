import { describe, expect, it } from 'vitest';
import { documentStatusColor, expiryDay, parseDayInput } from './document-status';

describe('documentStatusColor', () => {
  it('shows Current green, Nearly Expired orange and Expired red', () => {
    expect(documentStatusColor('Current')).toBe('green');
    expect(documentStatusColor('Nearly Expired')).toBe('orange');
    expect(documentStatusColor('Expired')).toBe('red');
    expect(documentStatusColor('Something else')).toBe('gray');
  });
});

describe('expiryDay', () => {
  it('sends the chosen calendar day itself, whatever the browser zone', () => {
    expect(expiryDay('2031-02-28')).toBe('2031-02-28');
  });

  it('refuses missing and impossible dates', () => {
    expect(expiryDay('')).toBeNull();
    expect(expiryDay('2031-02-30')).toBeNull();
    expect(expiryDay('28/02/2031')).toBeNull();
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
