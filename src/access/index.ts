/**
 * Who may see what (issue 15): each conversation's scope of reports, properties, discoveries
 * and people-level reports, kept in an `AccessStore`, and the one check every report request
 * passes before any call to the reporting service (front door, buttons, the jobs processor
 * for every request and firing, and the digest for each of its sections).
 *
 * - scope.ts: the scope, `checkQuery`, `applyChange` and `describeScope`: pure.
 * - store.ts: the store port (memory implementation here, Redis in jobs/) and `Access`.
 */
export * from './scope.js';
export * from './store.js';
