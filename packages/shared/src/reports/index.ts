export * from './report-columns.js';
export * from './report-range.js';
export * from './reports.js';
