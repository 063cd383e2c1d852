import { describe, expect, it } from 'vitest';
import { errorDialogLines, fieldName, savedDialogLines } from './save-dialog';
import { isMultiLineSetting } from './setting-field';
import { pageSummary, validateLookup, EMPTY_LOOKUP } from './lookup-form';

describe('save dialogs', () => {
  it('show per-field errors in the Error dialog, else the messages', () => {
    expect(
      errorDialogLines({
        messages: ['Name is required', 'Value is required'],
        errors: { name: ['Name is required'], 'dataEntry.dataSource': ['Unknown settings list'], _: ['Something else'] },
      }),
    ).toEqual(['Name: Name is required', 'Data Source: Unknown settings list', 'Something else']);
    expect(errorDialogLines({ messages: ['Sorry, this item is not available', ' '] })).toEqual(['Sorry, this item is not available']);
    expect(fieldName('termsType')).toBe('Terms Type');
  });

  it('show the server messages under Saved OK without repeating it', () => {
    expect(savedDialogLines(['Saved OK'])).toEqual([]);
    expect(savedDialogLines(['Action added.', 'Action added.'])).toEqual(['Action added.']);
  });
});

describe('setting values', () => {
  it('use a multi-line field past 50 characters', () => {
    expect(isMultiLineSetting('x'.repeat(50))).toBe(false);
    expect(isMultiLineSetting('x'.repeat(51))).toBe(true);
  });
});

describe('airport lookup form', () => {
  it('checks the fields with the shared schema', () => {
    expect(validateLookup(EMPTY_LOOKUP)).toEqual({
      ok: false,
      errors: {
        site: 'Site is required',
        state: 'State is required',
        latitude: 'Latitude is required',
        longitude: 'Longitude is required',
      },
    });
    const ok = validateLookup({
      ...EMPTY_LOOKUP,
      site: 'Birdsville',
      state: 'qld',
      iataCode: 'bvi',
      latitude: '-25.9',
      longitude: '139.35',
    });
    expect(ok).toEqual({
      ok: true,
      body: { site: 'Birdsville', state: 'QLD', altState: null, iataCode: 'BVI', kind: 'airport', latitude: -25.9, longitude: 139.35 },
    });
    expect(validateLookup({ ...EMPTY_LOOKUP, site: 'x', state: 'QLD', latitude: 'abc', longitude: '200' })).toMatchObject({
      ok: false,
      errors: { latitude: 'Latitude is required', longitude: 'Longitude must be between -180 and 180' },
    });
  });

  it('says which rows a page shows', () => {
    expect(pageSummary(2, 25, 17883)).toBe('Showing 26–50 of 17,883');
    expect(pageSummary(1, 25, 3)).toBe('Showing 1–3 of 3');
    expect(pageSummary(1, 25, 0)).toBe('No places');
  });
});
