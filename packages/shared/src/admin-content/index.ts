export * from './admin-content.js';
