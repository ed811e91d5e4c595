export * from './client.js';
export * from './errors.js';
export * from './paging.js';
export * from './schemas.js';
export * from './cache.js';
export type { TransportObserver } from './transport.js';
