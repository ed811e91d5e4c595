/**
 * Follow-ups through the preview page's front door, with the thread's last report kept in
 * Redis: "and by channel?" changes the session's last report, another session has none, and
 * the stored query is read back only while it is valid and fresh.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisFollowUps } from '../../jobs/follow-ups.js';
import { dropRedisPrefix } from '../helpers/harness-parts.js';
import { REDIS_URL, startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const say = async (sessionId: string, text: string) =>
  (await (
    await fetch(`${s.url}/preview/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, text }),
    })
  ).json()) as {
    kind: string;
    text: string;
  };

describe('follow-ups on the preview page', () => {
  it('change the last report of the same session, and only of that session', async () => {
    // NOW is Saturday 2026-11-21: last month is October 2026.
    expect((await say('follow-1', 'how did referrals do last month?')).text).toMatch(/^Working on \*Referrals · last month\*/);
    expect((await say('follow-1', 'and by channel?')).text).toMatch(/^Working on \*Referrals by channel · last month\*/);
    const lastYear = await say('follow-1', 'what about last year?');
    // The year-on-year view: October 2026 by channel, against October 2025.
    expect(lastYear.text).toMatch(/^Working on \*Referrals by channel · last month\*/);
    expect(lastYear.text).toContain('Read "last year" as last month against the same period last year.');
    // Another session asked nothing: the same words are read on their own, and need a report.
    const other = await say('follow-2', 'and by channel?');
    expect(other.kind).toBe('ephemeral');
    expect(other.text).toMatch(/Did you mean Referrals\?/);
  });
});

describe('the Redis store of follow-ups', () => {
  it('keeps each thread apart, expires, and reads back only valid queries', async () => {
    const prefix = `test-followups-${randomUUID()}`;
    const redis = new Redis(REDIS_URL);
    try {
      const store = createRedisFollowUps(redis, prefix, 1);
      const query = { report: 'referrals', range: 'last-month', timeZone: 'UTC', weekStartsOn: 'Sunday' as const, properties: [], discoveries: [] };
      await store.remember('slack:T1:C1:u:U1', query);
      expect(await store.last('slack:T1:C1:u:U1')).toEqual(query);
      expect(await store.last('slack:T1:C2:u:U1')).toBeNull();
      expect(await redis.ttl(`${prefix}:followup:slack:T1:C1:u:U1`)).toBeGreaterThan(0);
      await redis.set(`${prefix}:followup:teams:x`, JSON.stringify({ ...query, report: 'no-such-report' }));
      expect(await store.last('teams:x')).toBeNull();
      await redis.set(`${prefix}:followup:teams:y`, '{not json');
      expect(await store.last('teams:y')).toBeNull();
    } finally {
      redis.disconnect();
      await dropRedisPrefix(REDIS_URL, prefix);
    }
  });
});
