import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The jobs suites again, on a Redis Cluster started for the run (`npm run test:cluster`, part
 * of `.ci/run`). Left out: the outage test (its own single Redis, stopped on purpose), the
 * inline runner (no Redis at all) and cluster.test.ts (a cluster of its own).
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/jobs/**/*.test.ts'],
    exclude: ['test/jobs/redis-outage.test.ts', 'test/jobs/inline.test.ts', 'test/jobs/cluster.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts', 'test/helpers/cluster-setup.ts'],
  },
});
