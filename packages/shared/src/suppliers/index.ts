export * from './profile.js';
export * from './aircraft.js';
export * from './aircraft-schema.js';
export * from './documents.js';
export * from './document-schema.js';
export * from './operator-file.js';
export * from './compliance.js';
