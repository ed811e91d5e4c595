/**
 * Pickup over several simulated days, through the real queue and worker, Redis under a fresh
 * prefix (kept between the days, as a bot restarted each day would), and a sandbox whose
 * "now" moves from day to day. Expected figures are written by hand (fixtures) or read from
 * the sandbox over plain HTTP, never from the code under test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BooksJobSchema, JOB_NAMES } from '../../jobs/queue.js';
import { insightSentence } from '../../src/render/insights.js';
import type { Insight, Report } from '../../src/catalogue/types.js';
import { startSandbox, type SandboxFixtures } from '../../src/sandbox/index.js';
import { call, PATHS } from '../sandbox/helpers.js';
import { closeRedis } from '../../jobs/redis.js';
import { eventually, freshPrefix, jobWhen, query, requester, slackTarget, startHarness, type Harness } from './harness.js';

let prefix: string;
const open: Harness[] = [];

beforeEach(() => {
  prefix = freshPrefix();
});
afterEach(async () => {
  // Every day's bot stops; the last one also deletes the keys of the prefix they shared.
  const days = open.splice(0);
  for (const h of days.slice(0, -1)) {
    await h.stop();
    await closeRedis(h.redis);
  }
  await days.at(-1)?.close();
});

/** One day of the bot: a sandbox at `now`, the bot on the shared prefix. */
async function day(now: string, sandbox: { fixtures?: SandboxFixtures } = {}): Promise<Harness> {
  const h = await startHarness({ prefix, sandbox: { now: new Date(now), ...sandbox } });
  open.push(h);
  return h;
}

/** Asks for a report as of `now` and returns it as delivered. */
async function ask(h: Harness, command: string, now: string): Promise<Report> {
  const { jobId } = await h.jobs.enqueueReport({
    query: query(command, new Date(now)),
    target: slackTarget(),
    requester: requester(),
    requestedAt: now,
  });
  await jobWhen(h.jobs.queue!, jobId, 'completed');
  const delivery = await eventually(
    () => h.deliverer.deliveries.find((d) => d.message.kind === 'report' && d.message.correlationId === jobId),
    5_000,
    'the report',
  );
  if (delivery.message.kind !== 'report') throw new Error('not a report');
  return delivery.message.report;
}

/** Runs the daily snapshot job as the scheduler would have at `now`. */
async function dailySnapshot(h: Harness, now: string): Promise<void> {
  const job = await h.jobs.queue!.add(JOB_NAMES.books, BooksJobSchema.parse({ scheduledAt: Date.parse(now) }));
  const done = await jobWhen(h.jobs.queue!, job.id!, 'completed');
  expect(done.returnvalue).toMatchObject({ status: 'recorded', filters: ['all'] });
}

const pickupOf = (r: Report): Insight | undefined => r.insights.find((i) => i.kind === 'pickup' || i.kind === 'pickupPending');
const sentence = (r: Report) => insightSentence(pickupOf(r)!, 'USD');

/** A look-ahead envelope of daily groups: stay date -> [nights booked, room revenue]; 100 rooms. */
function lookahead(days: Record<string, [number, number]>) {
  return {
    totalProperties: 1,
    totalRooms: 100,
    data: Object.entries(days).map(([date, [nights, revenue]]) => ({
      startDate: date,
      endDate: date,
      occupancy: { availableBookNights: 100, bookedNights: nights },
      dailyRate: { minDailyRate: 90, maxDailyRate: 150, avgDailyRate: nights ? revenue / nights : 0 },
      stayLength: { minStayNights: 1, maxStayNights: 4, avgStayNights: 2 },
      revenue: {
        totalTransactions: Math.ceil(nights / 2),
        totalTransactionNights: nights,
        minTransactionRevenue: 90,
        maxTransactionRevenue: 600,
        totalTransactionRevenue: revenue,
        avgTransactionRevenue: nights ? revenue / Math.ceil(nights / 2) : 0,
      },
    })),
  };
}

describe('pickup over simulated days', () => {
  it("hand-written books: pending on the first days, then the week's pickup from the daily snapshot (nobody asked that day)", async () => {
    // Mon Nov 9: the daily job records what the service shows (nobody asks for occupancy).
    // `occupancy next-7-days` on Mon Nov 16 covers Nov 16–22.
    const nov9 = lookahead({
      '2026-11-16': [20, 2_000],
      '2026-11-17': [22, 2_200],
      '2026-11-18': [25, 2_500],
      '2026-11-19': [30, 3_300],
      '2026-11-20': [40, 4_800],
      '2026-11-21': [45, 5_400],
      '2026-11-22': [18, 1_800],
    });
    let h = await day('2026-11-09T06:00:00Z', { fixtures: { lookahead: nov9 } });
    await dailySnapshot(h, '2026-11-09T00:30:00Z');
    await h.stop();

    // Thu Nov 12: someone asks; only 3 days of history (Nov 9), so pickup appears Nov 9 + 7 = Mon Nov 16.
    h = await day('2026-11-12T09:00:00Z', { fixtures: { lookahead: nov9 } });
    const early = await ask(h, 'occupancy next-7-days', '2026-11-12T09:00:00Z');
    expect(sentence(early)).toBe('Pickup appears from Mon Nov 16, once a week of snapshots is kept.');
    await h.stop();

    // Mon Nov 16: the books now. Nights: 30+31+35+38+52+60+18 = 264 against 20+22+25+30+40+45+18 = 200: +64.
    // Revenue: 3,000+3,100+3,500+4,180+6,240+7,200+1,800 = 29,020 against
    // 2,000+2,200+2,500+3,300+4,800+5,400+1,800 = 22,000: +$7,020.00.
    const nov16 = lookahead({
      '2026-11-16': [30, 3_000],
      '2026-11-17': [31, 3_100],
      '2026-11-18': [35, 3_500],
      '2026-11-19': [38, 4_180],
      '2026-11-20': [52, 6_240],
      '2026-11-21': [60, 7_200],
      '2026-11-22': [18, 1_800],
    });
    h = await day('2026-11-16T09:00:00Z', { fixtures: { lookahead: nov16 } });
    const report = await ask(h, 'occupancy next-7-days', '2026-11-16T09:00:00Z');
    expect(pickupOf(report)).toEqual({ kind: 'pickup', nights: 64, revenue: 7_020, since: '2026-11-09', start: '2026-11-16', end: '2026-11-22' });
    expect(sentence(report)).toBe('+64 nights and +$7,020.00 picked up for stays Nov 16–22 since Mon Nov 9.');
    // The chart shows the books of Nov 9 beside today's, day by day: Nov 16 was 20 of 100 rooms.
    const then = report.series.find((s) => s.key === 'occupancyTrend')!.datasets.find((d) => d.label === 'On the books Mon Nov 9')!;
    expect(then.values).toEqual([0.2, 0.22, 0.25, 0.3, 0.4, 0.45, 0.18]);
  });

  it("generated books: the digest's occupancy section says the week's pickup, as the service's own answers add up", async () => {
    // Sat Nov 14: someone asks for the digest (its occupancy section records the books).
    let h = await day('2026-11-14T08:00:00Z');
    const first = await ask(h, 'digest', '2026-11-14T08:00:00Z');
    const section = (r: Report) => r.sections.find((s) => s.kind === 'occupancy')!;
    expect(sentence(section(first))).toBe('Pickup appears from Sat Nov 21, once a week of snapshots is kept.');
    await h.stop();

    // Sat Nov 21: the same digest a week later. The occupancy section is the next 4 weeks from
    // today (Nov 21 – Dec 18); pickup counts the stays from today on that the snapshot of Nov 14
    // holds: its digest asked for the 28 days from Nov 14, Nov 14 – Dec 11, so Nov 21 – Dec 11.
    h = await day('2026-11-21T08:00:00Z');
    const report = await ask(h, 'digest', '2026-11-21T08:00:00Z');
    const range = { startdate: '2026-11-21', enddate: '2026-12-11', grouping: 'Day' };
    const books = async (now: string) => {
      const sandbox = await startSandbox({ now: new Date(now) });
      try {
        const answer = await call(sandbox, PATHS.lookahead, range);
        const groups = answer.json.data as { occupancy: { bookedNights: number }; revenue: { totalTransactionRevenue: number } }[];
        return {
          nights: groups.reduce((s, g) => s + g.occupancy.bookedNights, 0),
          cents: groups.reduce((s, g) => s + Math.round(g.revenue.totalTransactionRevenue * 100), 0),
        };
      } finally {
        await sandbox.close();
      }
    };
    const [now, before] = await Promise.all([books('2026-11-21T08:00:00Z'), books('2026-11-14T08:00:00Z')]);
    expect(now.nights - before.nights).toBeGreaterThan(0);
    expect(pickupOf(section(report))).toEqual({
      kind: 'pickup',
      nights: now.nights - before.nights,
      revenue: (now.cents - before.cents) / 100,
      since: '2026-11-14',
      start: '2026-11-21',
      end: '2026-12-11',
    });
    // It is the section's first insight, so the digest shows it.
    expect(section(report).insights[0]!.kind).toBe('pickup');
  });
});
