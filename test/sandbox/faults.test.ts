/**
 * Fault injection and request statistics. No wall-clock assertions: behaviour is observed
 * through status codes, bodies and the sandbox's counters.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FAULTS } from '../../src/sandbox/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { call, NOW, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ now: NOW });
});
afterEach(() => {
  Object.assign(sb.faults, NO_FAULTS);
  sb.stats.reset();
});
afterAll(() => sb.close());

const Q = { startdate: '2026-10-01', enddate: '2026-10-31' };
const statuses = async (n: number, path: string = PATHS.sponsor) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(sb, path, Q, {})).status);
  return out;
};

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('counted faults', () => {
  it('failNext: the next N requests get a 500 problem, then all is well', async () => {
    sb.faults.failNext = 2;
    const first = await call(sb, PATHS.signups, Q, {});
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toBe('application/problem+json');
    expect(first.json).toMatchObject({ title: 'Internal Server Error', status: 500 });
    expect(await statuses(2)).toEqual([500, 200]);
    expect(sb.faults.failNext).toBe(0);
  });

  it('a request with a wrong key does not use up an injected failure', async () => {
    sb.faults.failNext = 1;
    expect((await call(sb, PATHS.sponsor, Q, {}, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect(await statuses(2)).toEqual([500, 200]);
  });

  it('rateLimitNext: 429 with an integer Retry-After', async () => {
    sb.faults.rateLimitNext = 2;
    const limited = await call(sb, PATHS.lookahead, Q);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json).toMatchObject({ title: 'Too Many Requests', status: 429 });
    sb.faults.retryAfterSeconds = 2.5;
    expect((await call(sb, PATHS.lookahead, Q)).headers.get('retry-after')).toBe('3');
    expect((await call(sb, PATHS.lookahead, Q)).status).toBe(200);
  });

  it('errorRate: an even, predictable share of 500s', async () => {
    sb.faults.errorRate = 0.5;
    expect(await statuses(6)).toEqual([200, 500, 200, 500, 200, 500]);
    sb.stats.reset(); // also restarts the sequence
    sb.faults.errorRate = 0.25;
    expect(await statuses(8)).toEqual([200, 200, 200, 500, 200, 200, 200, 500]);
    sb.faults.errorRate = 1;
    expect(await statuses(2)).toEqual([500, 500]);
  });

  it('faults given at start apply from the first request', async () => {
    const faulty = await startSandbox({ now: NOW, faults: { failNext: 1, rateLimitNext: 1 } });
    try {
      expect((await call(faulty, PATHS.geo, Q)).status).toBe(500);
      expect((await call(faulty, PATHS.geo, Q)).status).toBe(429);
      expect((await call(faulty, PATHS.geo, Q)).status).toBe(200);
    } finally {
      await faulty.close();
    }
  });
});

describe('broken answers', () => {
  it('malformedJson: 200, JSON content type, body that does not parse', async () => {
    sb.faults.malformedJson = true;
    for (const path of [PATHS.signups, PATHS.sponsor, PATHS.lookahead]) {
      const answer = await call(sb, path, Q, {});
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.text.length).toBeGreaterThan(0);
      expect(() => JSON.parse(answer.text)).toThrow();
    }
    sb.faults.malformedJson = false;
    const healed = await call(sb, PATHS.sponsor, Q);
    expect(() => JSON.parse(healed.text)).not.toThrow();
  });

  it('dropField removes a top-level field', async () => {
    sb.faults.dropField = 'total';
    const answer = await call(sb, PATHS.signups, Q, {});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['page', 'signups']);
  });

  it('dropField removes one field of one record, and only while set', async () => {
    sb.faults.dropField = 'signups.0.createDate';
    const broken = (await call(sb, PATHS.signups, Q, {})).json;
    expect(broken.signups[0]).not.toHaveProperty('createDate');
    expect(broken.signups[1]).toHaveProperty('createDate');
    expect(broken.signups[0]).toHaveProperty('email');
    sb.faults.dropField = undefined;
    expect((await call(sb, PATHS.signups, Q, {})).json.signups[0]).toHaveProperty('createDate');
  });

  it('dropField with wildcards, on arrays and nested objects', async () => {
    sb.faults.dropField = '*.referralRevenue';
    const sponsor = (await call(sb, PATHS.channels, Q)).json;
    expect(sponsor.length).toBeGreaterThan(1);
    for (const r of sponsor) {
      expect(r).not.toHaveProperty('referralRevenue');
      expect(r).toHaveProperty('influencedRevenue');
    }
    sb.faults.dropField = 'data.*.occupancy.bookedNights';
    const look = (await call(sb, PATHS.lookahead, Q)).json;
    for (const g of look.data) expect(Object.keys(g.occupancy)).toEqual(['availableBookNights']);
  });
});

describe('delays and statistics', () => {
  it('latency keeps requests in flight together: maxInFlight counts them', async () => {
    sb.faults.latencyMs = 300;
    const answers = await Promise.all([call(sb, PATHS.sponsor, Q), call(sb, PATHS.geo, Q), call(sb, PATHS.signups, Q, {})]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(sb.stats.maxInFlight).toBe(3);
    expect(sb.stats.inFlight).toBe(0);
  });

  it('hangMs: a client that gives up sees a timeout; the sandbox counts it and lets go', async () => {
    sb.faults.hangMs = 10_000;
    await expect(call(sb, PATHS.sponsor, Q, undefined, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect(sb.stats.requests).toBe(1);
    await until(() => sb.stats.inFlight === 0);
    sb.faults.hangMs = 0;
    expect((await call(sb, PATHS.sponsor, Q)).status).toBe(200);
  });

  it('close() does not wait for a hanging request', async () => {
    const hanging = await startSandbox({ now: NOW, faults: { hangMs: 600_000 } });
    const pending = call(hanging, PATHS.sponsor, Q).catch((err: unknown) => err);
    await until(() => hanging.stats.inFlight === 1);
    await hanging.close();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('stats count requests per path, including refused ones, until reset', async () => {
    await call(sb, PATHS.sponsor, Q);
    await call(sb, PATHS.sponsor, {});
    await call(sb, PATHS.signups, Q, {}, { headers: { authorization: '' } });
    await call(sb, '/nowhere', Q);
    expect(sb.stats.requests).toBe(4);
    expect(sb.stats.byPath).toEqual({ [PATHS.sponsor]: 2, [PATHS.signups]: 1, '/nowhere': 1 });
    sb.stats.reset();
    expect(sb.stats.requests).toBe(0);
    expect(sb.stats.byPath).toEqual({});
    expect(sb.stats.maxInFlight).toBe(0);
  });

  it('photos are never failed by counted faults', async () => {
    const story = (await call(sb, PATHS.stories, Q, {})).json.stories[0];
    sb.faults.failNext = 1;
    const photo = await fetch(story.photo.url);
    expect(photo.status).toBe(200);
    expect(sb.faults.failNext).toBe(1);
  });
});
