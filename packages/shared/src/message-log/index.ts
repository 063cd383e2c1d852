export * from './message-log.js';
