export * from './admin-tools.js';
