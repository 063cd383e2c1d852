export * from './people.js';
export * from './auth.js';
export * from './reference.js';
