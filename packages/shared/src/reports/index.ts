export * from './report-columns.js';
export * from './report-range.js';
export * from './reports.js';
export * from './spend-report.js';
