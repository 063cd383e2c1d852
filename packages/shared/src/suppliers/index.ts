export * from './profile.js';
export * from './aircraft.js';
export * from './documents.js';
export * from './operator-file.js';
export * from './compliance.js';
