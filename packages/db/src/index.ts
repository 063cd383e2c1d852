export * from './schema/index.js';
export * from './client.js';
export * from './migrate.js';
export * from './embedded.js';
export * from './seed/reference.js';
export * from './seed/demo.js';
export * from './seed/lists.js';
export * from './seed/workflow.js';
