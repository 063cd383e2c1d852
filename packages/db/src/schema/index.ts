export * from './people.js';
export * from './auth.js';
export * from './reference.js';
export * from './charters.js';
export * from './workflow.js';
export * from './suppliers.js';
export * from './bids.js';
export * from './change-charters.js';
