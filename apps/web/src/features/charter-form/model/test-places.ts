import type { Place } from './form-types';

/** Two real places for the form's unit tests (Brisbane and Longreach airports). */
export const BNE: Place = {
  name: 'Brisbane',
  state: 'QLD',
  altState: 'Queensland',
  airport: 'Brisbane',
  code: 'BNE',
  latitude: -27.38,
  longitude: 153.12,
};

export const LRE: Place = {
  name: 'Longreach',
  state: 'QLD',
  altState: 'Queensland',
  airport: 'Longreach',
  code: 'LRE',
  latitude: -23.43,
  longitude: 144.28,
};
