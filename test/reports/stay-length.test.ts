import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { answerSentence } from '../../src/render/insights.js';
import { sandboxNames } from '../../src/sandbox/names.js';
import { lodgingGroup as group, metricOf, NOW, useFixtures } from './harness.js';

/**
 * The average length of stay of the stays on the books, asked as people ask it ("for january arrivals"). Today is
 * Saturday 2026-11-21; every expected figure is worked out by hand from the fixture, in the comment beside it.
 */

/** A month of stays on the books, with the service's own average stay over its `stays`. */
const month = (start: string, end: string, stays: number, avgStay: number) => ({
  ...group(start, end, 3100, 1550, { min: 90, max: 300, avg: 150 }, { transactions: stays, nights: 1550, total: 232500, min: 90, max: 2100 }),
  stayLength: { minStayNights: 1, maxStayNights: 12, avgStayNights: avgStay },
});

describe('average stay on the books', () => {
  const h = useFixtures({
    lookahead: {
      totalProperties: 2,
      totalRooms: 100,
      data: [month('2027-01-01', '2027-01-31', 400, 2.5), month('2027-02-01', '2027-02-28', 200, 4)],
    },
  });
  const asked = (text: string) => {
    const { result } = understand(text, { now: NOW, timeZone: 'UTC', names: sandboxNames() });
    if (result.kind !== 'report') expect.fail(JSON.stringify(result));
    return result.query;
  };
  const lookaheadRequests = () =>
    h()
      .sandbox.stats.log.filter((q) => q.path.endsWith('/lodging/lookahead'))
      .map((q) => [q.query.startdate, q.query.enddate, q.query.grouping]);

  it('for a month of arrivals is the service’s own figure for the month, said first', async () => {
    const query = asked('average length of stay for january arrivals');
    expect(query).toMatchObject({ report: 'occupancy', range: '2027-01', focus: 'avgStay' });
    h().sandbox.stats.reset();
    const r = await h().run({ ...query, compare: 'none' });
    // The books by month, for the figure: one group, January's 2.5 nights.
    expect(lookaheadRequests()).toContainEqual(['2027-01-01', '2027-01-31', 'Month']);
    expect(r.metrics[0]!.key).toBe('avgStay');
    expect(metricOf(r, 'avgStay').value).toBe(2.5);
    expect(answerSentence(r)).toBe('Average stay for Jan 1–31, 2027 on the books: 2.5 nights.');
  });

  it('over two months weighs each month by its stays', async () => {
    const query = asked('alos for stays jan-feb 2027');
    expect(query).toMatchObject({ report: 'occupancy', focus: 'avgStay' });
    const r = await h().run({ ...query, compare: 'none' });
    // (400 × 2.5 + 200 × 4) ÷ 600 = 1,800 ÷ 600 = 3 nights.
    expect(metricOf(r, 'avgStay').value).toBe(3);
  });

  it('is shown only where it is asked', async () => {
    const r = await h().run({ ...asked('occupancy for january'), compare: 'none' });
    expect(r.metrics.map((m) => m.key)).not.toContain('avgStay');
  });
});
