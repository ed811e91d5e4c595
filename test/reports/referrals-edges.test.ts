import { describe, expect, it } from 'vitest';
import { cancelledAtOnce, FIRST_OF_MONTH, metricOf, rowsOf, seriesOf, sponsorRecord as rec, useFixtures } from './harness.js';

/**
 * The referrals report at its edges: what counts as a period with nothing in it, channel names
 * as the service spells them, a period with no complete day, and cancelling. Today is Saturday
 * 2026-11-21. Days of 2026: Oct 1 = 274, Oct 2 = 275, Oct 3 = 276, Oct 5 = 278, Oct 6 = 279.
 */

describe('referrals: a period is empty only when it has no referral, no influenced transaction and no referral revenue', () => {
  const h = useFixtures({
    sponsor: [
      // Oct 1: referral transactions without any revenue.
      rec(2026, 274, 2, 0, 0, 0),
      // Oct 2: influenced transactions only.
      rec(2026, 275, 0, 0, 3, 45.5),
      // Oct 3: referral revenue without a transaction (a late adjustment, say).
      rec(2026, 276, 0, 12.5, 0, 0),
    ],
  });

  it('referral transactions alone make a report', async () => {
    const r = await h().run('referrals 2026-10-01 no-compare');
    expect(r.emptyMessage).toBeNull();
    expect(metricOf(r, 'referralTransactions').value).toBe(2);
    expect(metricOf(r, 'referralRevenue').value).toBe(0);
    expect(seriesOf(r, 'referralsTrend').datasets[0]!.values).toEqual([0]);
  });

  it('influenced transactions alone make a report', async () => {
    const r = await h().run('referrals 2026-10-02 no-compare');
    expect(r.emptyMessage).toBeNull();
    expect(metricOf(r, 'influencedTransactions').value).toBe(3);
    expect(metricOf(r, 'influencedRevenue').value).toBe(45.5);
  });

  it('referral revenue alone makes a report', async () => {
    const r = await h().run('referrals 2026-10-03 no-compare');
    expect(r.emptyMessage).toBeNull();
    expect(metricOf(r, 'referralRevenue').value).toBe(12.5);
    expect(seriesOf(r, 'referralsTrend').datasets[0]!.values).toEqual([12.5]);
  });

  it('a day with none of them says so', async () => {
    const r = await h().run('referrals 2026-10-04 no-compare');
    expect(r.emptyMessage).toBe('No referral or influenced transactions in this period.');
  });
});

describe('referrals: channel names as the service spells them', () => {
  const channel = (day: number, source: string | null, medium: string | null, revenue: number) => ({
    ...rec(2026, day, 1, revenue, 1, revenue),
    source,
    medium,
    term: null,
  });
  const h = useFixtures({
    sponsorChannels: [
      // Padded names are the same source and medium as unpadded ones.
      channel(278, ' google ', 'cpc  ', 30),
      channel(279, 'google', 'cpc', 20),
      // Blank is no name at all, like null.
      channel(278, '   ', '\t', 7),
      channel(279, null, null, 3),
    ],
  });

  it('are trimmed, and a blank one is (not set)', async () => {
    const r = await h().run('referrals by channel 2026-10-05..2026-10-06 no-compare');
    // google / cpc: 30 + 20; (not set) / (not set): 7 + 3.
    expect(rowsOf(r, 'topChannels', ['name', 'referralRevenue', 'referralTransactions'])).toEqual([
      ['google / cpc', 50, 2],
      ['(not set) / (not set)', 10, 2],
    ]);
    expect(rowsOf(r, 'topSources', ['name', 'referralRevenue'])).toEqual([
      ['google', 50],
      ['(not set)', 10],
    ]);
  });
});

describe('referrals with nothing to ask, and cancelled', () => {
  const h = useFixtures({
    sponsor: [rec(2026, 274, 1, 10, 1, 10), rec(2026, 305, 1, 10, 1, 10)],
  });

  it('a subscription firing on the 1st reports today so far, asking the service for that day', async () => {
    // `referrals this-month` delivered on Sunday Nov 1 at 10:00 UTC: Nov 1 so far, not compared.
    h().sandbox.stats.reset();
    const r = await h().run('referrals this-month', { now: FIRST_OF_MONTH });
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(r.comparison).toBeNull();
    expect(r.emptyMessage).toBeNull();
    expect(h().sandbox.stats.requests).toBeGreaterThan(0);
  });

  it('aborting the report cancels every request it sent: the totals and the channels of both periods', async () => {
    // October and September, each for the totals and for the channel breakdown, all in one wave.
    const { error, outcomes } = await cancelledAtOnce(h().sandbox, 'referrals last-month', 4);
    expect(error).toMatchObject({ code: 'aborted' });
    expect([...outcomes].sort()).toEqual([
      'sponsorReferrals error aborted',
      'sponsorReferrals error aborted',
      'sponsorReferralsByChannel error aborted',
      'sponsorReferralsByChannel error aborted',
    ]);
  });
});
