export * from './message-log.js';
export * from './date-range.js';
