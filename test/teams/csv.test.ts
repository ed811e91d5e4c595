/**
 * Download CSV in Teams, end to end: the card the real bot posts (the Agents SDK, the worker on
 * Redis, the sandbox) carries an `Action.OpenUrl` to the bot's own `GET /csv`, signed; the
 * link, fetched over real HTTP, serves the CSV worked out by hand (test/helpers/fixture-csv.ts).
 * An expired link, a changed signature, a changed query and a changed expiry are refused with
 * a page of one sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_LINK_TTL_MS, LINK_EXPIRED, LINK_INCOMPLETE, LINK_INVALID } from '../../adapters/http/csv-download.js';
import { CSV_IN_TEAMS } from '../../adapters/teams/deliverer.js';
import type { ReportQuery } from '../../src/query/index.js';
import { encodeActionValue } from '../../src/render/actions.js';
import { OCTOBER_BY_CHANNEL_CSV, csvBytes } from '../helpers/fixture-csv.js';
import { privateWordsIn } from '../helpers/fixtures.js';
import { teamsProblems } from '../render/owners.js';
import { cardOf, type ConnectorCall } from './fake-connector.js';
import { capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger });
});
afterAll(() => h?.close());

const PERSONAL = 'a:1personal-chat-csv';

async function reportCard(text: string): Promise<{ call: ConnectorCall; id: string }> {
  const id = messageId();
  expect((await h.post(h.activity({ id, text, conversationId: PERSONAL }))).status).toBe(200);
  const call = await h.fake.waitFor(
    (c) => c.kind === 'reply' && c.status === 201 && c.conversationId === PERSONAL && c.activityId === id && Array.isArray(c.activity.attachments),
    10_000,
    `the card replying to ${id}`,
  );
  return { call, id };
}

type CardAction = { type: string; title: string; url?: string; data?: { value: string } };
const actionsOf = (call: ConnectorCall) => (cardOf(call).actions ?? []) as unknown as CardAction[];

/** Fetches a link; the body as bytes. */
async function get(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A link with one parameter changed. */
function changed(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

describe('Download CSV in Teams', () => {
  let link: string;

  it('the card links to the bot, and the link serves the CSV worked out by hand', async () => {
    const { call } = await reportCard('report referrals last-month by channel');
    expect(teamsProblems(cardOf(call))).toEqual([]);
    const csv = actionsOf(call).find((a) => a.title === 'Download CSV');
    expect(csv).toMatchObject({ type: 'Action.OpenUrl' });
    link = csv!.url!;
    expect(link.startsWith(`${h.baseUrl}csv?`)).toBe(true);
    expect([...new URL(link).searchParams.keys()].sort()).toEqual(['at', 'exp', 'q', 'sig']);
    // The link expires 24 hours after it was made.
    expect(Number(new URL(link).searchParams.get('exp')) * 1000).toBe(Math.floor((h.linkClock.now + CSV_LINK_TTL_MS) / 1000) * 1000);

    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${OCTOBER_BY_CHANNEL_CSV.filename}"`);
    expect(res.body.equals(csvBytes(OCTOBER_BY_CHANNEL_CSV.lines))).toBe(true);
  });

  it('a changed signature, query or expiry is refused (403) with one sentence', async () => {
    const sig = new URL(link).searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'AB' : 'AA'}`;
    // The same report widened to every property's geography: another query, the old signature.
    const q = JSON.parse(Buffer.from(new URL(link).searchParams.get('q')!, 'base64url').toString('utf8')) as { q: Record<string, unknown> };
    expect(q.q).toMatchObject({ report: 'referrals', range: 'last-month', breakdown: 'channel' });
    const wider = Buffer.from(
      encodeActionValue({
        id: 'csv',
        label: 'Download CSV',
        query: { ...q.q, breakdown: 'geo', properties: [], discoveries: [], weekStartsOn: 'Sunday' } as unknown as ReportQuery,
      }),
    ).toString('base64url');
    const later = String(Number(new URL(link).searchParams.get('exp')) + 3600);
    for (const url of [changed(link, 'sig', flipped), changed(link, 'q', wider), changed(link, 'exp', later), changed(link, 'at', '0')]) {
      const res = await get(url);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body.toString('utf8')).toContain(`<p>${LINK_INVALID.replace(/&/g, '&amp;')}</p>`);
      expect(res.body.toString('utf8')).not.toMatch(/Error|at .*\.ts/);
    }
  });

  it('a link without its signature is incomplete (400)', async () => {
    const u = new URL(link);
    u.searchParams.delete('sig');
    const res = await get(u.toString());
    expect(res.status).toBe(400);
    expect(res.body.toString('utf8')).toContain(LINK_INCOMPLETE);
  });

  it('an expired link is gone (410), a second before it is not', async () => {
    const made = h.linkClock.now;
    try {
      h.linkClock.now = made + CSV_LINK_TTL_MS - 1000;
      expect((await get(link)).status).toBe(200);
      h.linkClock.now = made + CSV_LINK_TTL_MS + 1000;
      const res = await get(link);
      expect(res.status).toBe(410);
      expect(res.body.toString('utf8')).toContain(LINK_EXPIRED);
    } finally {
      h.linkClock.now = made;
    }
  });

  it('people in a downloaded file are first names and initials only', async () => {
    const { call } = await reportCard('report stories last-month');
    const csv = actionsOf(call).find((a) => a.title === 'Download CSV');
    const res = await get(csv!.url!);
    expect(res.status).toBe(200);
    expect(privateWordsIn(res.body.toString('utf8'))).toEqual([]);
  });

  it('a forged Download CSV click (Action.Submit) is answered with where the CSV is', async () => {
    const { call } = await reportCard('report referrals last-month by channel');
    const refresh = actionsOf(call).find((a) => a.title === 'Refresh')!;
    const value = refresh.data!.value.replace('"a":"refresh"', '"a":"csv"');
    const click = messageId();
    await h.post(h.activity({ id: click, value: { action: 'report', value }, replyToId: call.id, conversationId: PERSONAL }));
    const notice = await h.fake.waitFor(
      (c) => c.activity.type === 'message' && typeof c.activity.text === 'string' && String(c.activity.text).includes('Download CSV link'),
      10_000,
      'the notice',
    );
    expect(String(notice.activity.text)).toContain(CSV_IN_TEAMS);
  });
});
