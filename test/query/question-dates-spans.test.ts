/**
 * How recognizeDatePhrase reads spans of days ("from march 1 to march 5", "the 1st to the
 * 15th"), "since …", "the week of …" and weekends, with every expected range worked out by
 * hand. Today is Tuesday, Nov 24, 2026 unless a test says otherwise (Friday Nov 27, Saturday
 * Nov 28); weeks start on Monday unless a test says Sunday.
 */
import { describe, expect, it } from 'vitest';
import { recognizeDatePhrase } from '../../src/query/question-dates.js';
import { tokenize } from '../../src/query/tokens.js';

const TUESDAY = '2026-11-24';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

/** The phrase at the start of `text`, read on `today` for past data or, with `ahead`, for a look-ahead report. */
function read(text: string, { today = TUESDAY, ahead = false, weekStartsOn = 1 } = {}) {
  return recognizeDatePhrase(tokenize(text), 0, { today, weekStartsOn, lookAhead: ahead });
}

describe('spans of days', () => {
  it('reads "from … to …" and "between … and …" as the days from the first through the second', () => {
    expect(read('from march 1 to march 5')).toEqual({ len: 6, spec: { kind: 'explicit', start: '2026-03-01', end: '2026-03-05' } });
    expect(read('between march 1 and march 5')).toEqual({ len: 6, spec: { kind: 'explicit', start: '2026-03-01', end: '2026-03-05' } });
  });

  it('puts a year said only at the end on both days', () => {
    expect(read('jan 5 to jan 10 2025')).toEqual({ len: 6, spec: { kind: 'explicit', start: '2025-01-05', end: '2025-01-10' } });
  });

  it('puts a year said only at the start on both days', () => {
    expect(read('march 1 2025 to march 5')).toEqual({ len: 6, spec: { kind: 'explicit', start: '2025-03-01', end: '2025-03-05' } });
  });

  it('reads a span that starts and ends on the same day as that one day', () => {
    expect(read('march 5 to march 5')).toEqual({ len: 5, spec: { kind: 'explicit', start: '2026-03-05', end: '2026-03-05' } });
  });

  it('refuses a span that ends before it starts, offering the days the other way round', () => {
    expect(read('march 5 to march 1')).toEqual({
      len: 5,
      error: { code: 'bad_range', message: 'The range ends before it starts.', suggestion: 'Try "2026-03-01..2026-03-05".' },
    });
  });

  it("reads days said without a month as this month's where they are gone by, else the month before", () => {
    // Tuesday, Nov 24: Nov 1-15 are gone by; Nov 20-28 are not, so October's.
    expect(read('the 1st to the 15th by channel')).toMatchObject({ len: 5, spec: { kind: 'explicit', start: '2026-11-01', end: '2026-11-15' } });
    expect(read('the 20th to the 28th')).toMatchObject({ spec: { kind: 'explicit', start: '2026-10-20', end: '2026-10-28' } });
  });

  it("reads them, for stays, as this month's where they are still to come, else the month after", () => {
    expect(read('the 25th to the 28th', { ahead: true })).toMatchObject({ spec: { kind: 'explicit', start: '2026-11-25', end: '2026-11-28' } });
    expect(read('the 1st to the 15th', { ahead: true })).toMatchObject({ spec: { kind: 'explicit', start: '2026-12-01', end: '2026-12-15' } });
  });

  it('reads a span over New Year all gone by as the latest for past data, the coming one for stays', () => {
    // Apr 13, 2027: Dec 20, 2026 to Jan 2, 2027 is the last one gone; for stays, Dec 20, 2027 to Jan 2, 2028 is to come.
    const spans = (ahead: boolean) => [
      read('dec 20 - jan 2', { today: '2027-04-13', ahead }),
      read('dec 28 to jan 3', { today: '2027-04-13', ahead }),
    ];
    expect(spans(false)).toEqual([
      { len: 5, spec: { kind: 'explicit', start: '2026-12-20', end: '2027-01-02' } },
      { len: 5, spec: { kind: 'explicit', start: '2026-12-28', end: '2027-01-03' } },
    ]);
    expect(spans(true)).toEqual([
      { len: 5, spec: { kind: 'explicit', start: '2027-12-20', end: '2028-01-02' } },
      { len: 5, spec: { kind: 'explicit', start: '2027-12-28', end: '2028-01-03' } },
    ]);
  });

  it('asks for a month where no month has both days', () => {
    // On Jan 31 the 29th is gone, so, for stays, the month after: February 2027 has neither a 29th nor a 31st.
    expect(read('the 29th to the 31st', { today: '2027-01-31', ahead: true })).toMatchObject({ error: { code: 'bad_date' } });
  });

  it('refuses a span whose first day does not exist, quoting only the span', () => {
    expect(read('feb 30 to march 5 by channel')).toEqual({
      len: 5,
      error: { code: 'bad_date', message: '"feb 30 to march 5" names a day that does not exist.' },
    });
  });

  it('refuses a span whose last day does not exist, quoting only the span', () => {
    expect(read('march 1 to feb 30 by channel')).toEqual({
      len: 5,
      error: { code: 'bad_date', message: '"march 1 to feb 30" names a day that does not exist.' },
    });
  });
});

describe('since …', () => {
  it('reads "since q2" as the start of the second quarter through yesterday for past data', () => {
    expect(read('since q2')).toEqual({ len: 2, spec: { kind: 'explicit', start: '2026-04-01', end: '2026-11-23' } });
  });

  it('reads "since the second quarter" through today ahead, the quarter being the one already started', () => {
    expect(read('since the second quarter', { ahead: true })).toEqual({
      len: 4,
      spec: { kind: 'explicit', start: '2026-04-01', end: '2026-11-24' },
    });
  });

  it('reads "since today" ahead as today alone', () => {
    expect(read('since today', { ahead: true })).toEqual({ len: 2, spec: { kind: 'explicit', start: '2026-11-24', end: '2026-11-24' } });
  });

  it('reads "since today" for past data as today so far', () => {
    expect(read('since Today')).toEqual({ len: 2, spec: { kind: 'explicit', start: '2026-11-24', end: '2026-11-24' } });
  });

  it('refuses a start still to come, quoting only the phrase', () => {
    expect(read('since next month by channel')).toEqual({
      len: 3,
      error: { code: 'future_range', message: '"since next month" has not begun yet.' },
    });
    expect(read('since tomorrow', { ahead: true })).toEqual({
      len: 2,
      error: { code: 'future_range', message: '"since tomorrow" has not begun yet.' },
    });
  });
});

describe('the week of a day', () => {
  it('reads "week of nov 9" and "the week of nov 9" as the Monday-to-Sunday week holding Nov 9', () => {
    expect(read('week of nov 9')).toEqual({ len: 4, spec: { kind: 'explicit', start: '2026-11-09', end: '2026-11-15' } });
    expect(read('the week of nov 9')).toEqual({ len: 5, spec: { kind: 'explicit', start: '2026-11-09', end: '2026-11-15' } });
  });

  it('starts the week on Sunday where weeks start on Sunday', () => {
    expect(read('the week of nov 11', { weekStartsOn: 0 })).toEqual({
      len: 5,
      spec: { kind: 'explicit', start: '2026-11-08', end: '2026-11-14' },
    });
  });
});

describe('weekends: the nights of Friday and Saturday', () => {
  const weekend = (len: number, typed: string, start: string, end: string, words: string) => ({
    len,
    spec: { kind: 'explicit', start, end },
    note: `Read "${typed}" as the nights of Friday and Saturday, ${words}.`,
  });

  it('reads "this weekend" on a Tuesday as the coming one, ahead or not; "weekend" alone for past data as the one just gone', () => {
    expect(read('this weekend', { ahead: true })).toEqual(weekend(2, 'this weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('this weekend')).toEqual(weekend(2, 'this weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('weekend')).toEqual(weekend(1, 'weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
  });

  it('reads "this weekend" from Friday on as the weekend under way, even for past data', () => {
    expect(read('this weekend', { today: FRIDAY })).toEqual(weekend(2, 'this weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('this weekend', { today: SATURDAY })).toEqual(weekend(2, 'this weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('this weekend', { today: SATURDAY, ahead: true })).toEqual(weekend(2, 'this weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
  });

  it('reads "weekend" alone like "this weekend"', () => {
    expect(read('weekend', { ahead: true })).toEqual(weekend(1, 'weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('weekend')).toEqual(weekend(1, 'weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
  });

  it('reads "coming weekend" ahead as the weekend to come', () => {
    expect(read('coming weekend', { ahead: true })).toEqual(weekend(2, 'coming weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
  });

  it('reads "last weekend" and "past weekend" as the one before this weekend, even ahead or on a Saturday', () => {
    expect(read('last weekend', { ahead: true })).toEqual(weekend(2, 'last weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
    expect(read('last weekend', { today: SATURDAY })).toEqual(weekend(2, 'last weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
    expect(read('past weekend', { ahead: true })).toEqual(weekend(2, 'past weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
    expect(read('past weekend', { today: SATURDAY })).toEqual(weekend(2, 'past weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
  });

  it('reads "the weekend" as the coming one ahead and the last one before this weekend for past data', () => {
    expect(read('the weekend', { ahead: true })).toEqual(weekend(2, 'the weekend', '2026-11-27', '2026-11-28', 'Nov 27–28, 2026'));
    expect(read('the weekend', { today: SATURDAY })).toEqual(weekend(2, 'the weekend', '2026-11-20', '2026-11-21', 'Nov 20–21, 2026'));
  });

  it('does not read a weekend after a word that does not say which one', () => {
    expect(read('some weekend')).toBeNull();
  });
});
