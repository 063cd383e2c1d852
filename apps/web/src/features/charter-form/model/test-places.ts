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

/** Western Australia (AWST, UTC+8) and New South Wales (AEST/AEDT) for the time-zone tests. */
export const PER: Place = {
  name: 'Perth',
  state: 'WA',
  altState: 'Western Australia',
  airport: 'Perth',
  code: 'PER',
  latitude: -31.94,
  longitude: 115.97,
};

export const SYD: Place = {
  name: 'Sydney',
  state: 'NSW',
  altState: 'New South Wales',
  airport: 'Sydney',
  code: 'SYD',
  latitude: -33.95,
  longitude: 151.18,
};
