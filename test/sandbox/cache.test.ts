import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { NOW, PATHS, ok } from './helpers.js';

describe('remembered answers (benchmarks)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: NOW, cacheResponses: 10 });
  });
  afterAll(() => sandbox.close());

  const range = { startdate: '2026-10-01', enddate: '2026-10-03', page: 1, pagesize: 5 };

  it('answers a repeated request with the same body', async () => {
    const first = await ok(sandbox, PATHS.signups, range, {});
    const second = await ok(sandbox, PATHS.signups, range, {});
    expect(second).toEqual(first);
    expect(first.signups).toHaveLength(5);
  });

  it('keeps injected faults out of what it remembers', async () => {
    sandbox.faults.dropField = 'total';
    const broken = await ok(sandbox, PATHS.signups, { ...range, page: 2 }, {});
    sandbox.faults.dropField = undefined;
    const whole = await ok(sandbox, PATHS.signups, { ...range, page: 2 }, {});
    expect(broken).not.toHaveProperty('total');
    expect(typeof whole.total).toBe('number');
  });

  it('tells requests apart by body as well as query', async () => {
    const all = await ok(sandbox, PATHS.signups, range, {});
    const one = await ok(sandbox, PATHS.signups, range, { properties: ['00000000-0000-4000-8000-000000000000'] });
    expect(one.total).toBe(0);
    expect(all.total).toBeGreaterThan(0);
  });
});
