import { Cluster, Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { CLUSTER_NODES, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the Redis the jobs suites run on', () => {
  it('is the cluster when the run names one (npm run test:cluster), else the single Redis', async () => {
    h = await startHarness({ worker: false });
    if (CLUSTER_NODES) {
      expect(h.backend.redis).toBeInstanceOf(Cluster);
      expect(h.prefix).toMatch(/^\{test-[0-9a-f-]{36}\}$/);
      expect((h.backend.redis as Cluster).nodes('master')).toHaveLength(3);
    } else {
      expect(h.backend.redis).toBeInstanceOf(Redis);
      expect(h.prefix).toMatch(/^test-[0-9a-f-]{36}$/);
    }
  });
});
