import { describe, expect, it } from 'vitest';
import { assertRoleBackend, rolePlan } from '../../adapters/ops/index.js';
import { JobsStartupError } from '../../jobs/index.js';
import { parseConfig } from '../../src/config.js';

describe('rolePlan', () => {
  it.each([
    ['all', { receivers: true, worker: true }],
    ['web', { receivers: true, worker: false }],
    ['worker', { receivers: false, worker: true }],
  ] as const)('ROLE=%s runs %j', (role, plan) => {
    expect(rolePlan(parseConfig({ ROLE: role }).role)).toEqual(plan);
  });

  it('defaults to all', () => {
    expect(rolePlan(parseConfig({}).role)).toEqual({ receivers: true, worker: true });
  });
});

describe('assertRoleBackend', () => {
  it.each([
    ['all', 'inline'],
    ['all', 'bullmq'],
    ['web', 'bullmq'],
    ['worker', 'bullmq'],
  ] as const)('lets ROLE=%s run in %s mode', (role, mode) => {
    expect(() => assertRoleBackend(role, { mode })).not.toThrow();
  });

  it.each(['web', 'worker'] as const)('stops ROLE=%s without Redis with one readable sentence', (role) => {
    expect(() => assertRoleBackend(role, { mode: 'inline' })).toThrow(JobsStartupError);
    expect(() => assertRoleBackend(role, { mode: 'inline' })).toThrow(new RegExp(`^ROLE=${role} needs Redis: .*Set REDIS_URL`));
  });
});
