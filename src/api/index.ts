export * from './client.js';
export * from './errors.js';
export * from './paging.js';
export * from './schemas.js';
export * from './cache.js';
