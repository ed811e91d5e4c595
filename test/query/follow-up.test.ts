/**
 * Follow-ups (src/query/follow-up.ts) read whole: what a message did not say is carried over
 * from the previous query (comparison, breakdown, grouping, top, delay, property type, time
 * zone, first day of the week, properties, discoveries), what the new report cannot honour is
 * left out and said, and "last year" alone is the year-on-year view of the same period. The corpus
 * (questions.test.ts) shows readings compactly; here every field of the query is checked.
 */
import { describe, expect, it } from 'vitest';
import { carriedOver } from '../../src/query/follow-up.js';
import { understand, type ReportQuery, type Understanding } from '../../src/query/index.js';
import { readDraft } from '../../src/query/report-command.js';
import { tokenize } from '../../src/query/tokens.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

/** Tuesday, Nov 24 2026: last week (weeks start on Sunday) is Nov 15-21, last month October. */
const NOW = new Date('2026-11-24T15:00:00Z');

/** The first message read on its own, then the second as a reply in the same thread. */
function thread(first: string, then: string): Understanding {
  const before = understand(first, { now: NOW, timeZone: 'UTC', names: NAMES }).result;
  if (before.kind !== 'report') expect.fail(`${first} did not read as a report`);
  return understand(then, { now: NOW, timeZone: 'UTC', names: NAMES }, before.query);
}

/** The query a reading made, or a failure naming what it was instead. */
function queryOf(u: Understanding) {
  if (u.result.kind !== 'report') expect.fail(`read as ${JSON.stringify(u.result)}`);
  return u.result.query;
}

const plain = { timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] };

describe('what a follow-up carries over from the previous query', () => {
  it('keeps the comparison when the reply only adds a breakdown', () => {
    const u = thread('referrals last month vs last year', 'by channel');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'last-month', compare: 'last-year', breakdown: 'channel' });
    // Nothing was left out, so nothing is said.
    expect(u.notes).toEqual([]);
  });

  it('keeps the grouping by week when the reply only adds a comparison', () => {
    const u = thread('referrals last month by week', 'vs last year');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'last-month', compare: 'last-year', grouping: 'Week' });
    expect(u.notes).toEqual([]);
  });

  it('keeps the attribution delay on the same report', () => {
    const u = thread('referrals last month delay 30', 'by channel');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'last-month', breakdown: 'channel', delay: 30 });
    expect(u.notes).toEqual([]);
  });

  it('keeps the time zone and the first day of the week the previous query was asked with', () => {
    const u = thread('referrals last month tz Europe/Paris week-starts monday', 'by channel');
    expect(queryOf(u)).toEqual({
      ...plain,
      report: 'referrals',
      range: 'last-month',
      timeZone: 'Europe/Paris',
      weekStartsOn: 'Monday',
      breakdown: 'channel',
    });
  });

  it('takes the time zone and first day of the week the reply says over the previous ones', () => {
    const u = thread('referrals last month tz Europe/Paris week-starts monday', 'by channel tz Asia/Tokyo week-starts saturday');
    expect(queryOf(u)).toEqual({
      ...plain,
      report: 'referrals',
      range: 'last-month',
      timeZone: 'Asia/Tokyo',
      weekStartsOn: 'Saturday',
      breakdown: 'channel',
    });
  });

  it('keeps the property when the reply does not name one', () => {
    const u = thread('signups last week property harbor-view-inn', 'by week');
    expect(queryOf(u)).toEqual({ ...plain, report: 'signups', range: 'last-week', grouping: 'Week', properties: ['harbor-view-inn'] });
  });

  it('replaces the property when the reply names another, rather than adding it', () => {
    const u = thread('signups last week property harbor-view-inn', 'only sea-breeze');
    expect(queryOf(u)).toEqual({ ...plain, report: 'signups', range: 'last-week', properties: ['sea-breeze'] });
  });

  it('keeps the discovery when the reply does not name one', () => {
    const u = thread('optouts last week discovery abc', 'by week');
    expect(queryOf(u)).toEqual({ ...plain, report: 'optouts', range: 'last-week', grouping: 'Week', discoveries: ['abc'] });
  });

  it('replaces the discovery when the reply names another, rather than adding it', () => {
    // "discovery xyz" alone is a command naming the planners (the grammar reads "discovery" as theirs); "and for" makes it a reply.
    const u = thread('optouts last week discovery abc', 'and for discovery xyz');
    expect(queryOf(u)).toEqual({ ...plain, report: 'optouts', range: 'last-week', discoveries: ['xyz'] });
  });

  it('is a new question, carrying nothing, when it names a report without a word of change', () => {
    // "referrals this year" has no "same", "also", "what about"...: the breakdown is not kept.
    const u = thread('referrals last month by channel', 'referrals this year');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'this-year' });
    expect(u.notes).toEqual([]);
  });
});

describe('what the new report cannot honour is left out and said', () => {
  it('leaves out the delay for signups', () => {
    const u = thread('referrals last month delay 30', 'same for signups');
    expect(queryOf(u)).toEqual({ ...plain, report: 'signups', range: 'last-month' });
    expect(u.notes).toEqual(['Left out delay 30: signups has no such option.']);
  });

  it('leaves out the top N for the digest', () => {
    const u = thread('referrals last month top 3', 'and the digest?');
    expect(queryOf(u)).toEqual({ ...plain, report: 'digest', range: 'last-month' });
    expect(u.notes).toEqual(['Left out top 3: digest has no such option.']);
  });

  it('leaves out the property type for signups', () => {
    const u = thread('bookings last month type condo', 'same for signups');
    expect(queryOf(u)).toEqual({ ...plain, report: 'signups', range: 'last-month' });
    expect(u.notes).toEqual(['Left out type Condotel: signups has no such option.']);
  });

  it('leaves out the property for referrals', () => {
    const u = thread('signups last week property harbor-view-inn', 'same for referrals');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'last-week' });
    expect(u.notes).toEqual(['Left out property harbor-view-inn: referrals has no such option.']);
  });

  it('leaves out the discovery for referrals', () => {
    const u = thread('optouts last week discovery abc', 'same for referrals');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'last-week' });
    expect(u.notes).toEqual(['Left out discovery abc: referrals has no such option.']);
  });

  it('names a grouping in lower case, and several left-out options in one sentence', () => {
    const u = thread('referrals last month top 3 by week', 'same for digest');
    expect(queryOf(u)).toEqual({ ...plain, report: 'digest', range: 'last-month' });
    expect(u.notes).toEqual(['Left out by week, top 3: digest has no such option.']);
  });
});

describe('"last year" alone is the year-on-year view: the same period, against the same period last year', () => {
  it('keeps a month and compares it with the same month last year', () => {
    const u = thread('referrals in september', 'what about last year?');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: '2026-09', compare: 'last-year' });
    expect(u.notes).toEqual(['Read "last year" as Sep 2026 against the same period last year.']);
  });

  it('keeps last week, compared with its weekdays a year before', () => {
    const u = thread('signups last week', 'what about last year?');
    expect(queryOf(u)).toEqual({ ...plain, report: 'signups', range: 'last-week', compare: 'last-year' });
    expect(u.notes).toEqual(['Read "last year" as last week against the same period last year.']);
  });

  it('keeps a year, against the year before', () => {
    const u = thread('referrals in 2025', 'what about last year?');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: '2025', compare: 'last-year' });
  });

  it('gives the previous range back unchanged, and the comparison as the grammar writes it', () => {
    // carriedOver's own answer: the range is spliced into the reply as a canonical range.
    const previous: ReportQuery = { report: 'referrals', range: '2026-09', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] };
    const said = readDraft(tokenize('last year'));
    if ('code' in said) expect.fail(`"last year" did not read: ${said.code}`);
    const carried = carriedOver(previous, said, 'referrals');
    expect(carried.range).toBe('2026-09');
    expect(carried.tokens.slice(0, 2).map((t) => t.text)).toEqual(['vs', 'last-year']);
  });

  it('"last year" with a comparison said is that year, not the previous period', () => {
    const u = thread('referrals last month', 'last year vs the year before');
    expect(queryOf(u)).toMatchObject({ report: 'referrals', range: 'last-year', compare: 'last-year' });
  });

  it('reads "this year" as this year, not as a period moved back', () => {
    const u = thread('referrals last month', 'and this year?');
    expect(queryOf(u)).toEqual({ ...plain, report: 'referrals', range: 'this-year' });
    expect(u.notes).toEqual([]);
  });
});
