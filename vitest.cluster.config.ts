import { defineConfig } from 'vitest/config';
import { common } from './vitest.config.js';

/**
 * The jobs suites whose keys must share a slot again, on a Redis Cluster started for the run
 * (`npm run test:cluster`, part of `npm test`): BullMQ's queue and job schedulers, the
 * subscription store's and the firing ledger's multi-key scripts, alerts' crossing state, the
 * books' history, the shared fetch cache and the deployments' prefix claims, every key under the
 * hash-tagged prefix. What moves between nodes (a master's failover under firings) is
 * cluster.test.ts, in the main run with a cluster of its own.
 */
export default defineConfig({
  test: {
    ...common,
    include: [
      'test/jobs/worker.test.ts',
      'test/jobs/subscriptions.test.ts',
      'test/jobs/firing-job.test.ts',
      'test/jobs/alerts.test.ts',
      'test/jobs/pickup.test.ts',
      'test/jobs/shared-fetch.test.ts',
      'test/jobs/deployments.test.ts',
    ],
    globalSetup: [...common.globalSetup, 'test/helpers/cluster-setup.ts'],
  },
});
