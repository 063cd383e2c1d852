export * from './estimate.js';
export * from './indicative-price.js';
