import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueDashboard, presentedToken, tokenMatches } from '../../adapters/ops/index.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { QUEUE_NAME } from '../../jobs/queue.js';
import type { Route } from '../../adapters/http/server.js';
import { LogCapture, REDIS_URL } from '../jobs/harness.js';
import { serve, type Served } from './helpers.js';

const TOKEN = 'test-admin-token-0123456789';
const prefix = `test-ops-dash-${randomUUID()}`;
const log = new LogCapture();
let redis: Awaited<ReturnType<typeof connectRedis>>;
let queue: Queue;
let on: Served;
let off: Served;

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL, 'producer', 'test-ops-dashboard');
  queue = new Queue(QUEUE_NAME, { connection: redis, prefix });
  await queue.add('report', { hello: 'world' });
  const dashboard = createQueueDashboard({ queue, adminToken: TOKEN, basePath: '/admin/queues' });
  expect(dashboard).not.toBeNull();
  on = await serve([dashboard!], log.logger);
  // No token: the route does not exist at all.
  off = await serve(
    [createQueueDashboard({ queue, adminToken: undefined })].filter((r): r is Route => r !== null),
    log.logger,
  );
});

afterAll(async () => {
  await on?.close();
  await off?.close();
  await queue?.close();
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('the queue dashboard at /admin/queues', () => {
  it('is off (404) without ADMIN_TOKEN, and off in inline mode (no queue)', async () => {
    expect(createQueueDashboard({ queue, adminToken: undefined })).toBeNull();
    expect(createQueueDashboard({ queue: undefined, adminToken: TOKEN })).toBeNull();
    const res = await fetch(`${off.url}/admin/queues`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it.each([
    ['no credentials', undefined],
    ['a wrong bearer token', `Bearer ${TOKEN}x`],
    ['a wrong basic password', basic('ops', 'nope')],
    ['the token as the basic user name', basic(TOKEN, '')],
    ['another scheme', `Token ${TOKEN}`],
  ])('answers 401 with a Basic challenge to %s', async (_what, authorization) => {
    const res = await fetch(`${on.url}/admin/queues`, { headers: authorization ? { authorization } : {} });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="Report bot", charset="UTF-8"');
    await res.body?.cancel();
  });

  it('guards the dashboard API as well as the page', async () => {
    const res = await fetch(`${on.url}/admin/queues/api/queues`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });

  it.each([
    ['a bearer token', `Bearer ${TOKEN}`],
    ['basic auth with any user and the token as password', basic('anyone', TOKEN)],
  ])('serves the HTML page to %s', async (_what, authorization) => {
    const res = await fetch(`${on.url}/admin/queues`, { headers: { authorization } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<html/i);
  });

  it('lists the reports queue through its API with the token', async () => {
    const res = await fetch(`${on.url}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queues: { name: string }[] };
    expect(body.queues.map((q) => q.name)).toContain(QUEUE_NAME);
  });

  it('leaves other paths to the other routes', async () => {
    const res = await fetch(`${on.url}/admin/queuesX`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not found' });
  });
});

describe('token checks', () => {
  it.each([
    [{ authorization: 'Bearer abc' }, 'abc'],
    [{ authorization: 'bearer  abc' }, 'abc'],
    [{ authorization: basic('u', 'p:with:colons') }, 'p:with:colons'],
    [{ authorization: 'Basic bm9jb2xvbg==' }, undefined],
    [{}, undefined],
  ])('reads %j as %s', (headers, expected) => {
    expect(presentedToken({ headers })).toBe(expected);
  });

  it('compares whole tokens only', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
  });
});
