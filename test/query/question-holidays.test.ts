/**
 * readHoliday: the holidays people name in a question ("over christmas", "new year's eve 2024",
 * "thanksgiving last year"), read as whole days. Pins every spelling of every holiday with its
 * dates in a given year, Easter Sunday of several years, which year an unqualified holiday means
 * (the coming one for reports that look ahead, the latest begun one otherwise), the leading
 * "over"/"at"/"around", and how many words are taken.
 *
 * Every expected day is worked out by hand on a calendar: Nov 1, 2024 was a Friday, so
 * Thanksgiving 2024 (the 4th Thursday) was Nov 28; Nov 1, 2025 a Saturday (Thanksgiving Nov 27);
 * Nov 1, 2026 a Sunday (Thanksgiving Nov 26). Easter Sundays from the published table: 1990 Apr 15,
 * 1994 Apr 3, 2010 Apr 4, 2014 Apr 20, 2021 Apr 4, 2024 Mar 31, 2025 Apr 20, 2026 Apr 5,
 * 2027 Mar 28. Today below is Friday, Nov 27, 2026 unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { readHoliday } from '../../src/query/question-holidays.js';
import { tokenize } from '../../src/query/tokens.js';

const TODAY = '2026-11-27';

/** What readHoliday makes of `text` from word `at`: the words taken and the days, or null. */
function read(text: string, opts: { today?: string; lookAhead?: boolean; at?: number } = {}) {
  const r = readHoliday(tokenize(text), opts.at ?? 0, { today: opts.today ?? TODAY, lookAhead: opts.lookAhead ?? false });
  if (!r) return null;
  if (r.spec.kind !== 'explicit') throw new Error(`not explicit: ${r.spec.kind}`);
  return { len: r.len, start: r.spec.start, end: r.spec.end };
}

describe('every holiday by each of its names, in a year given after it', () => {
  it.each([
    ['christmas eve 2024', 3, '2024-12-24', '2024-12-24'],
    ['christmas 2024', 2, '2024-12-25', '2024-12-25'],
    ['christmas day 2024', 3, '2024-12-25', '2024-12-25'],
    ['xmas 2024', 2, '2024-12-25', '2024-12-25'],
    ['over christmas 2024', 3, '2024-12-24', '2024-12-26'],
    ['over xmas 2024', 3, '2024-12-24', '2024-12-26'],
    ['christmas week 2024', 3, '2024-12-24', '2024-12-26'],
    ["new year's eve 2024", 5, '2024-12-31', '2024-12-31'],
    ['new years eve 2024', 4, '2024-12-31', '2024-12-31'],
    ['nye 2024', 2, '2024-12-31', '2024-12-31'],
    ["new year's day 2025", 5, '2025-01-01', '2025-01-01'],
    ['new years day 2025', 4, '2025-01-01', '2025-01-01'],
    ['over new year 2024', 4, '2024-12-31', '2025-01-01'],
    ['over new years 2024', 4, '2024-12-31', '2025-01-01'],
    ["over new year's 2024", 5, '2024-12-31', '2025-01-01'],
    ["valentine's day 2024", 4, '2024-02-14', '2024-02-14'],
    ['valentines day 2024', 3, '2024-02-14', '2024-02-14'],
    ['valentines 2024', 2, '2024-02-14', '2024-02-14'],
    ['halloween 2024', 2, '2024-10-31', '2024-10-31'],
    ['independence day 2024', 3, '2024-07-04', '2024-07-04'],
    ['fourth of july 2024', 4, '2024-07-04', '2024-07-04'],
    ['july 4th 2024', 3, '2024-07-04', '2024-07-04'],
    ['thanksgiving 2024', 2, '2024-11-28', '2024-11-28'],
    ['over thanksgiving 2025', 3, '2025-11-27', '2025-11-30'],
    ['thanksgiving weekend 2025', 3, '2025-11-27', '2025-11-30'],
    ['easter 2024', 2, '2024-03-31', '2024-03-31'],
    ['over easter 2024', 3, '2024-03-29', '2024-04-01'],
    ['easter weekend 2024', 3, '2024-03-29', '2024-04-01'],
  ])('%s -> %i words (an apostrophe splits one), %s..%s', (text, len, start, end) => {
    expect(read(text)).toEqual({ len, start, end });
  });

  it('says how it read the words, as typed', () => {
    expect(readHoliday(tokenize('Over Christmas 2024'), 0, { today: TODAY, lookAhead: false })?.note).toBe(
      'Read "Over Christmas 2024" as Dec 24–26, 2024.',
    );
    expect(readHoliday(tokenize('over new year 2024'), 0, { today: TODAY, lookAhead: false })?.note).toBe(
      'Read "over new year 2024" as Dec 31, 2024 – Jan 1, 2025.',
    );
  });
});

describe('Easter Sunday, as the published table has it', () => {
  it.each([
    ['easter 1990', '1990-04-15'],
    ['easter 1994', '1994-04-03'],
    ['easter 2010', '2010-04-04'],
    ['easter 2014', '2014-04-20'],
    ['easter 2021', '2021-04-04'],
    ['easter 2025', '2025-04-20'],
    ['easter 2026', '2026-04-05'],
    ['easter 2027', '2027-03-28'],
    // Years an earlier formula got wrong (it mixed Meeus's and Gauss's lunar corrections).
    ['easter 2000', '2000-04-23'],
    ['easter 2008', '2008-03-23'],
    ['easter 2011', '2011-04-24'],
    ['easter 2016', '2016-03-27'],
    ['easter 2019', '2019-04-21'],
    ['easter 2022', '2022-04-17'],
    ['easter 2038', '2038-04-25'],
    // Other centuries: the lunar correction (g) differs from one century to the next.
    ['easter 1970', '1970-03-29'],
    ['easter 1977', '1977-04-10'],
    ['easter 1981', '1981-04-19'],
    ['easter 1999', '1999-04-04'],
    ['easter 2100', '2100-03-28'],
    ['easter 2106', '2106-04-18'],
    ['easter 2150', '2150-04-12'],
    ['easter 2199', '2199-04-14'],
  ])('%s is %s, a single day', (text, sunday) => {
    expect(read(text)).toEqual({ len: 2, start: sunday, end: sunday });
  });

  it('falls on a Sunday from March 22 to April 25 in every supported year', () => {
    for (let year = 1970; year <= 2199; year++) {
      const r = read(`easter ${year}`);
      const [y, m, d] = (r?.start ?? '').split('-').map(Number);
      expect(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay(), `${year}: ${r?.start}`).toBe(0);
      expect(m! * 100 + d!, `${year}: ${r?.start}`).toBeGreaterThanOrEqual(322);
      expect(m! * 100 + d!, `${year}: ${r?.start}`).toBeLessThanOrEqual(425);
    }
  });
});

describe('Thanksgiving weekend, Thursday to Sunday', () => {
  it('runs into December when Thanksgiving is November 28 (Nov 1, 2024 and 2019 were Fridays)', () => {
    expect(read('over thanksgiving 2024')).toEqual({ len: 3, start: '2024-11-28', end: '2024-12-01' });
    expect(read('thanksgiving weekend 2019')).toEqual({ len: 3, start: '2019-11-28', end: '2019-12-01' });
  });
});

describe('Memorial Day and Labor Day, the Mondays of the summer long weekends', () => {
  // By hand on a calendar: May 31 was a Friday in 2024, a Saturday in 2025, a Sunday in 2026 and
  // a Monday in 2027; Sep 1 was a Sunday in 2024, a Monday in 2025, a Tuesday in 2026 and a
  // Wednesday in 2027.
  it.each([
    ['memorial day 2024', 3, '2024-05-27', '2024-05-27'],
    ['memorial day 2025', 3, '2025-05-26', '2025-05-26'],
    ['memorial day 2026', 3, '2026-05-25', '2026-05-25'],
    // The last Monday is the 31st itself.
    ['memorial day 2027', 3, '2027-05-31', '2027-05-31'],
    ['labor day 2024', 3, '2024-09-02', '2024-09-02'],
    // The first Monday is the 1st itself.
    ['labor day 2025', 3, '2025-09-01', '2025-09-01'],
    ['labour day 2026', 3, '2026-09-07', '2026-09-07'],
    ['labor day 2027', 3, '2027-09-06', '2027-09-06'],
  ])('%s: the Monday', (text, len, start, end) => {
    expect(read(text)).toEqual({ len, start, end });
  });

  it.each([
    ['over memorial day 2026', 4, '2026-05-23', '2026-05-25'],
    ['memorial day weekend 2027', 4, '2027-05-29', '2027-05-31'],
    // Saturday to Monday across August into September.
    ['over labor day 2025', 4, '2025-08-30', '2025-09-01'],
    ['labor day weekend 2025', 4, '2025-08-30', '2025-09-01'],
    ['over labour day 2024', 4, '2024-08-31', '2024-09-02'],
    ['labour day weekend 2026', 4, '2026-09-05', '2026-09-07'],
    ['around labor day 2026', 4, '2026-09-05', '2026-09-07'],
  ])('%s: Saturday to Monday', (text, len, start, end) => {
    expect(read(text)).toEqual({ len, start, end });
  });

  it('the latest one for past data, the coming one ahead', () => {
    expect(read('labor day')).toEqual({ len: 2, start: '2026-09-07', end: '2026-09-07' });
    expect(read('memorial day weekend', { lookAhead: true })).toEqual({ len: 3, start: '2027-05-29', end: '2027-05-31' });
  });
});

describe('which year a holiday means', () => {
  it('"last year", "this year", "next year" after it count from the calendar year of today', () => {
    expect(read('christmas last year')).toEqual({ len: 3, start: '2025-12-25', end: '2025-12-25' });
    expect(read('thanksgiving this year')).toEqual({ len: 3, start: '2026-11-26', end: '2026-11-26' });
    expect(read('halloween next year', { lookAhead: true })).toEqual({ len: 3, start: '2027-10-31', end: '2027-10-31' });
  });

  it('without a year, past data means the latest one that has begun, a look-ahead report the coming one', () => {
    expect(read('thanksgiving')).toEqual({ len: 1, start: '2026-11-26', end: '2026-11-26' });
    expect(read('christmas')).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
    expect(read('christmas', { lookAhead: true })).toEqual({ len: 1, start: '2026-12-25', end: '2026-12-25' });
    expect(read('thanksgiving', { lookAhead: true })).toEqual({ len: 1, start: '2027-11-25', end: '2027-11-25' });
  });

  it('on the day itself, past data means last year’s (today is not over), a look-ahead report today’s', () => {
    expect(read('christmas', { today: '2026-12-25' })).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
    expect(read('christmas', { today: '2026-12-25', lookAhead: true })).toEqual({ len: 1, start: '2026-12-25', end: '2026-12-25' });
  });

  it('a number that is more than a four-digit year is not taken as the year', () => {
    // "FY2024" and "2024-25" are not calendar years: christmas alone, the latest one before today.
    expect(read('christmas FY2024')).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
    expect(read('christmas 2024-25')).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
    expect(read('christmas 12024')).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
  });
});

describe('the words around a holiday', () => {
  it('"at" and "around" before it mean the same as "over"', () => {
    expect(read('at christmas')).toEqual({ len: 2, start: '2025-12-24', end: '2025-12-26' });
    expect(read('around easter', { lookAhead: true })).toEqual({ len: 2, start: '2027-03-26', end: '2027-03-29' });
  });

  it('"over" before a one-day holiday is just that day', () => {
    expect(read('over halloween')).toEqual({ len: 2, start: '2026-10-31', end: '2026-10-31' });
    expect(read('over valentines 2024')).toEqual({ len: 3, start: '2024-02-14', end: '2024-02-14' });
  });

  it('only a leading "over" is dropped: "thanksgiving over weekend" is thanksgiving, one word', () => {
    expect(read('thanksgiving over weekend')).toEqual({ len: 1, start: '2026-11-26', end: '2026-11-26' });
  });

  it('takes only the holiday’s own words, read from where it starts in the question', () => {
    expect(read('christmas')).toEqual({ len: 1, start: '2025-12-25', end: '2025-12-25' });
    expect(read('bookings over christmas', { at: 1 })).toEqual({ len: 2, start: '2025-12-24', end: '2025-12-26' });
    expect(read('bookings over christmas 2024 by channel', { at: 1 })).toEqual({ len: 3, start: '2024-12-24', end: '2024-12-26' });
  });

  it('is not a holiday otherwise', () => {
    expect(read('bookings last month')).toBeNull();
    expect(read('over the weekend')).toBeNull();
  });
});
