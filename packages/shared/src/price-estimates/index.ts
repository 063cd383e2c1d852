export * from './estimate-method.js';
export * from './price-estimate-schema.js';
