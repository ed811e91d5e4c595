import { describe, expect, it } from 'vitest';
import { assertRoleBackend, rolePlan, workerInThread } from '../../adapters/ops/index.js';
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

describe('workerInThread', () => {
  it('puts the worker of ROLE=all on Redis in a thread by default', () => {
    const config = parseConfig({});
    expect(workerInThread({ role: config.role, setting: config.workerThread, mode: 'bullmq', previewShown: false })).toBe(true);
  });

  it.each([
    ['WORKER_THREAD=off', { role: 'all', setting: 'off', mode: 'bullmq', previewShown: false }],
    ['ROLE=worker (no receivers to keep free)', { role: 'worker', setting: 'auto', mode: 'bullmq', previewShown: false }],
    ['ROLE=web (no worker)', { role: 'web', setting: 'auto', mode: 'bullmq', previewShown: false }],
    ['no Redis (the inline runner runs a report where it is asked for)', { role: 'all', setting: 'auto', mode: 'inline', previewShown: false }],
    ["the preview page shown (its deliveries are the main thread's memory)", { role: 'all', setting: 'auto', mode: 'bullmq', previewShown: true }],
  ] as const)('keeps it on the main thread with %s', (_why, opts) => {
    expect(workerInThread(opts)).toBe(false);
  });
});
