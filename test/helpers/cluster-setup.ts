/**
 * Global setup of `npm run test:cluster` (vitest.cluster.config.ts): one three-master Redis
 * Cluster on loopback ports for the whole run, its seeds handed to the jobs suites, which
 * then run every queue, subscription, claim and cache on it (test/jobs/harness.ts).
 */
import type { TestProject } from 'vitest/node';
import { privateCluster } from './private-cluster.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await privateCluster();
  project.provide('redisClusterNodes', cluster.nodes);
  return () => cluster.dispose();
}
