/**
 * The sandbox Reporting Data Service: a local, deterministic implementation of
 * reporting-api.md over real HTTP, for demo mode, API client tests and benchmarks.
 */
export {
  startSandbox,
  type Faults,
  type Sandbox,
  type SandboxFixtures,
  type SandboxOptions,
  type LoggedRequest,
  type SandboxStats,
  type SandboxVolume,
} from './server.js';
export {
  DATA_START_DATE,
  PROPERTY_TYPES,
  SANDBOX_DISCOVERIES,
  SANDBOX_PROPERTIES,
  type PropertyType,
  type SandboxDiscovery,
  type SandboxProperty,
} from './catalog.js';
export { SPONSOR_CHANNELS, SPONSOR_GEOS, type SponsorChannel, type SponsorGeo } from './sponsor.js';
export { DEFAULT_DELAY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './params.js';
export { NO_FAULTS } from './faults.js';
