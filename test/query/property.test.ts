import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ParseResultSchema,
  ReportQuerySchema,
  comparisonOf,
  describeQuery,
  isPastOnly,
  parseCommand,
  resolveRange,
  scheduleToCron,
  shiftRange,
  type ParseContext,
  type ReportQuery,
  type ResolvedRange,
} from '../../src/query/index.js';
import { propertyRuns } from '../helpers/property-runs.js';

// Day arithmetic done independently of the code under test: UTC milliseconds, and Intl for
// which calendar day an instant is in a zone.
const DAY_MS = 86_400_000;
const ms = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const addDays = (day: string, n: number): string => new Date(ms(day) + n * DAY_MS).toISOString().slice(0, 10);
const span = (start: string, end: string): number => Math.round((ms(end) - ms(start)) / DAY_MS) + 1;
const localDay = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
const isMonthStart = (day: string): boolean => day.endsWith('-01');
const isMonthEnd = (day: string): boolean => addDays(day, 1).endsWith('-01');
const monthsIn = (start: string, end: string): number =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;

/** Where the whole period before start..fullEnd begins: as many whole months, or as many days, earlier. */
/** Two to four days, one of them a Saturday. */
function isWeekend(start: string, end: string): boolean {
  const days = span(start, end);
  return days >= 2 && days <= 4 && Array.from({ length: days }, (_, d) => new Date(`${addDays(start, d)}T00:00:00Z`).getUTCDay()).includes(6);
}

function previousStart(start: string, fullEnd: string): string {
  if (isMonthStart(start) && isMonthEnd(fullEnd)) {
    const index = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 - monthsIn(start, fullEnd);
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  }
  // A weekend (two to four days with a Saturday) goes back a week; any other run, its own length.
  return addDays(start, isWeekend(start, fullEnd) ? -7 : -span(start, fullEnd));
}

/** Where the same period a year earlier begins: the same months, or 364 days (52 weeks) earlier. */
function yearAgoStart(start: string, fullEnd: string): string {
  if (isMonthStart(start) && isMonthEnd(fullEnd)) return `${String(Number(start.slice(0, 4)) - 1).padStart(4, '0')}${start.slice(4)}`;
  return addDays(start, -364);
}

/** What must hold of a resolved period for a query at `now`. */
function checkPeriod(query: ReportQuery, range: ResolvedRange, now: Date): void {
  const today = localDay(now, query.timeZone);
  const yesterday = addDays(today, -1);
  // Every period holds a day: one that begins today is today so far.
  expect(range.days).toBeGreaterThanOrEqual(1);
  expect(range.days).toBeLessThanOrEqual(1100);
  expect(range.end <= range.fullEnd).toBe(true);
  expect(range.start <= range.end).toBe(true);
  expect(range.days).toBe(span(range.start, range.end));
  if (isPastOnly(query.report)) {
    expect(range.start <= today).toBe(true);
    expect(['past', 'to-date', 'today']).toContain(range.status);
    if (range.status === 'today') {
      expect([range.start, range.end]).toEqual([today, today]);
      expect(range.fullEnd >= today).toBe(true);
    } else {
      expect(range.end <= yesterday).toBe(true);
    }
    if (range.status === 'to-date') {
      expect(range.end).toBe(yesterday);
      expect(range.fullEnd >= today).toBe(true);
    }
    if (range.status === 'past') expect(range.fullEnd).toBe(range.end);
  } else {
    expect(['past', 'ahead']).toContain(range.status);
    expect(range.fullEnd).toBe(range.end);
    expect(range.status === 'ahead').toBe(range.end >= today);
  }
}

/** What must hold of the comparisons of a resolved period, both kinds. */
function checkComparisons(range: ResolvedRange): void {
  const fullDays = span(range.start, range.fullEnd);
  for (const compare of ['previous', 'last-year'] as const) {
    const found = comparisonOf(range, compare);
    if (range.status === 'today') {
      expect(found.comparison).toBeNull();
      continue;
    }
    if (range.days === 0) {
      expect(found).toEqual({ comparison: null, reason: null });
      continue;
    }
    const c = found.comparison;
    const expectedStart = compare === 'previous' ? previousStart(range.start, range.fullEnd) : yearAgoStart(range.start, range.fullEnd);
    if (c === null) {
      // Only the 1970 floor, or a year-ago stretch that would overlap a period of more than 364
      // days (not whole months), keeps a complete period from being compared.
      const reason = 'reason' in found ? found.reason : null;
      if (expectedStart < '1970-01-01') expect(reason).toMatch(/^Not compared: .* starts before 1970\.$/);
      else {
        expect(compare === 'last-year' && fullDays > 364 && !(isMonthStart(range.start) && isMonthEnd(range.fullEnd))).toBe(true);
        expect(reason).toBe('Not compared with last year: the period is longer than a year. Try "vs previous".');
      }
      continue;
    }
    expect(c.start).toBe(expectedStart);
    expect(c.kind).toBe(compare);
    expect(c.status).toBe('past');
    expect(c.start >= '1970-01-01').toBe(true);
    expect(c.start <= c.end && c.end <= c.fullEnd).toBe(true);
    expect(c.days).toBe(span(c.start, c.end));
    expect(c.start < range.start).toBe(true);
    if (compare === 'previous') {
      // The period just before, or a week before for two to six days: it never overlaps this one.
      expect(c.fullEnd < range.start).toBe(true);
      if (!isWeekend(range.start, range.fullEnd)) expect(c.fullEnd).toBe(addDays(range.start, -1));
    } else if (c.shift === 'days') {
      expect(c.start).toBe(addDays(range.start, -364));
      expect(c.fullEnd).toBe(addDays(range.fullEnd, -364));
    }
    if (c.shift === 'months') {
      expect(isMonthStart(range.start) && isMonthEnd(range.fullEnd)).toBe(true);
      expect(isMonthStart(c.start) && isMonthEnd(c.fullEnd)).toBe(true);
      expect(monthsIn(c.start, c.fullEnd)).toBe(monthsIn(range.start, range.fullEnd));
    } else {
      expect(span(c.start, c.fullEnd)).toBe(fullDays);
    }
    // A year-ago period can overlap only a period longer than the shift.
    if (fullDays <= 364 && !(c.shift === 'months' && monthsIn(range.start, range.fullEnd) > 12)) expect(c.end < range.start).toBe(true);
    if (range.status === 'to-date') {
      // Like for like: the same number of elapsed days, clipped to the comparison period.
      expect(c.days).toBe(Math.min(range.days, span(c.start, c.fullEnd)));
    } else {
      expect(c.end).toBe(c.fullEnd);
    }
  }
}

/** Words from the grammar itself, so random commands often get deep into the parser. */
const GRAMMAR = [
  'occupancy',
  'lookahead',
  'pace',
  'bookings',
  'transactions',
  'revenue',
  'referrals',
  'referral',
  'sponsor',
  'signups',
  'leads',
  'stories',
  'photos',
  'highlights',
  'planners',
  'discovery',
  'optouts',
  'opt-outs',
  'unsubscribes',
  'digest',
  'today',
  'yesterday',
  'this',
  'last',
  'next',
  'week',
  'month',
  'quarter',
  'year',
  'weeks',
  'days',
  'months',
  'this-week',
  'last-month',
  'next-4-weeks',
  'last-7-days',
  'ytd',
  'march',
  'mar',
  'dec',
  'q1',
  'q4',
  '2026',
  '2025',
  '2026-03',
  '2026-q1',
  '2026-03-01',
  '2026-02-30',
  '..',
  'to',
  '\u2013',
  '2026-03-01..2026-03-31',
  'by',
  'channel',
  'geo',
  'country',
  'day',
  'type',
  'condo',
  'vacation',
  'rental',
  'RVResort',
  'property',
  'grand-hotel',
  'vs',
  'previous',
  'yoy',
  'no-compare',
  'week-starts',
  'monday',
  'delay',
  'top',
  '5',
  '0',
  '400',
  'subscribe',
  'subscriptions',
  'unsubscribe',
  'abc-123',
  'every',
  'weekday',
  'on',
  'last',
  'the',
  '1st',
  '15',
  '31',
  'at',
  '9am',
  '17:30',
  '25:00',
  'tz',
  'Europe/Berlin',
  'Nowhere/Land',
  'help',
  '?',
  '"',
  '\u201C',
  ',',
  '.',
  '<@U1>',
  '@bot',
  '/report',
  '-',
  '\u00A0',
];

const junk = fc.string({ maxLength: 8 });
const grammarWord = fc.constantFrom(...GRAMMAR);
/** Commands shaped like real ones: a report, maybe a range, some options, shuffled. */
const shaped = fc
  .tuple(
    fc.constantFrom('occupancy', 'pace', 'bookings', 'revenue', 'referrals', 'signups', 'stories', 'planners', 'optouts', 'digest'),
    fc.option(
      fc.constantFrom(
        'today',
        'last week',
        'this-month',
        'next 4 weeks',
        'last-3-months',
        'march',
        'q1 2026',
        'ytd',
        '2026-03-01 to 2026-03-31',
        'last 400 days',
        'dec 2025',
        'next-2-days',
      ),
    ),
    fc.subarray([
      'by channel',
      'by week',
      'type condo',
      'property grand-hotel',
      'discovery d-1',
      'yoy',
      'no-compare',
      'week-starts monday',
      'delay 7',
      'top 5',
      'tz Asia/Tokyo',
    ]),
    fc.option(fc.constantFrom('subscribe every monday at 9am', 'subscribe every month on last day', 'subscribe daily')),
  )
  .chain(([report, range, options, schedule]) =>
    fc.shuffledSubarray([report, range ?? '', schedule ?? '', ...options], { minLength: 1 }).map((parts) => parts.join(' ')),
  );

const command = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: shaped },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.oneof({ weight: 4, arbitrary: grammarWord }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.nat(3000).map(String) }), {
        maxLength: 12,
      })
      .chain((words) => fc.constantFrom(' ', '-', '  ', ', ').map((sep) => words.join(sep))),
  },
);
const context: fc.Arbitrary<ParseContext> = fc.record({
  now: fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true }),
  timeZone: fc.constantFrom(
    'UTC',
    'Europe/Berlin',
    'Pacific/Auckland',
    'America/Los_Angeles',
    'America/Santiago',
    'Asia/Kathmandu',
    'Pacific/Kiritimati',
  ),
  weekStartsOn: fc.constantFrom('Sunday' as const, 'Monday' as const, 'Saturday' as const),
});

/**
 * Each property takes 3-8 s alone, but under StrykerJS's instrumentation (every mutant of
 * ranges.ts and calendar.ts switchable, coverage counted per test) on this shared 2-core
 * machine the second one took over 20 s and failed the mutation run's initial test run.
 */
const PROPERTY_TIMEOUT_MS = 120_000;

const KINDS = ['report', 'subscribe', 'subscriptions', 'unsubscribe', 'help', 'error'];

describe('parseCommand on arbitrary input', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('never throws and always returns a valid ParseResult', () => {
    fc.assert(
      fc.property(command, context, (text, ctx) => {
        const result = parseCommand(text, ctx);
        expect(KINDS).toContain(result.kind);
        expect(ParseResultSchema.safeParse(result).success).toBe(true);
        if (result.kind === 'error') {
          expect(result.error.code).not.toBe('internal');
          expect(result.error.message.length).toBeGreaterThan(0);
        }
        if (result.kind === 'report' || result.kind === 'subscribe') {
          expect(ReportQuerySchema.safeParse(result.query).success).toBe(true);
          const range = resolveRange(result.query, ctx.now);
          checkPeriod(result.query, range, ctx.now);
          checkComparisons(range);
          expect(describeQuery(result.query).length).toBeGreaterThan(0);
          // Canonical ranges read back as themselves.
          if (result.kind === 'report') {
            const again = parseCommand(`${result.query.report} ${result.query.range} tz ${result.query.timeZone}`, ctx);
            expect(again.kind === 'report' && again.query.range).toBe(result.query.range);
          }
        }
        if (result.kind === 'subscribe') {
          expect(scheduleToCron(result.schedule).pattern.split(' ')).toHaveLength(5);
        }
      }),
      { numRuns: propertyRuns() },
    );
  });
});

/** Every range word, typed as people type them. */
const RANGE_WORDS = [
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'next-week',
  'this-month',
  'last-month',
  'next-month',
  'this-quarter',
  'last-quarter',
  'next-quarter',
  'this-year',
  'last-year',
  'next-year',
  'ytd',
  'mtd',
  'qtd',
  'wtd',
  'last-7-days',
  'last-366-days',
  'last-4-weeks',
  'last-3-months',
  'next-7-days',
  'next-4-weeks',
  'next-3-months',
  'march',
  'december',
  'q1',
  'q4',
  '2026',
  '1970',
  '1971',
  '2026-03',
  '2026-q4',
  '2026-11-21',
  '2026-11-10..2026-11-30',
  '1970-01-01..1973-01-04',
  '2025-11-21..2026-11-21',
];

describe('periods at any instant', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  // From 1971: with a clock in 1970, "march" settles to March 1969, which the parser refuses
  // (see parse.test.ts); here every word must resolve.
  const instant = fc.record({
    now: fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true }),
    timeZone: fc.constantFrom(
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Pacific/Auckland',
      'Pacific/Kiritimati',
      'America/Santiago',
      'Pacific/Pago_Pago',
    ),
    weekStartsOn: fc.constantFrom('Sunday' as const, 'Monday' as const, 'Saturday' as const),
  });
  // Instants near the interesting days: month ends and starts, leap days, DST switches.
  const near = fc
    .tuple(
      fc.constantFrom(
        '2026-11-01',
        '2026-12-01',
        '2026-12-31',
        '2027-01-01',
        '2028-02-29',
        '2028-03-01',
        '2026-03-29',
        '2026-03-31',
        '1971-01-02',
        '1971-03-01',
      ),
      fc.integer({ min: -36, max: 36 }),
    )
    .map(([day, hours]) => new Date(ms(day) + hours * 3_600_000));

  it('past-only periods end by yesterday (unless today so far), comparisons are like for like, shifts step back whole', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          instant,
          fc.record({ now: near, timeZone: instant.map((i) => i.timeZone), weekStartsOn: fc.constantFrom('Sunday' as const, 'Monday' as const) }),
        ),
        fc.constantFrom('bookings', 'occupancy', 'referrals', 'digest'),
        fc.constantFrom(...RANGE_WORDS),
        fc.boolean(),
        ({ now, timeZone, weekStartsOn }, report, word, subscribe) => {
          const ctx: ParseContext = { now, timeZone, weekStartsOn };
          const result = parseCommand(subscribe ? `subscribe ${report} ${word} every day` : `${report} ${word}`, ctx);
          if (result.kind === 'error') {
            // Refusals here are about time only: the future, no complete day yet, a fixed range already over.
            expect(['future_range', 'past_range', 'bad_date', 'bad_range']).toContain(result.error.code);
            if (result.error.code === 'future_range') expect(report).not.toBe('occupancy');
            return;
          }
          expect(['report', 'subscribe']).toContain(result.kind);
          if (result.kind !== 'report' && result.kind !== 'subscribe') return;
          const range = resolveRange(result.query, now);
          checkPeriod(result.query, range, now);
          checkComparisons(range);
          const shifted = shiftRange(result.query, now);
          const start = range.start;
          const wouldStart = previousStart(start, range.fullEnd);
          // No button only when the whole period before would start before 1970.
          expect(shifted === null).toBe(wouldStart < '1970-01-01');
          if (shifted === null) return;
          const m = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(shifted.range);
          expect(m).not.toBeNull();
          const [, a, b] = m!;
          // The whole period just before, whatever was cut to date: it ends the day before the period starts.
          expect(b).toBe(isWeekend(start, range.fullEnd) ? addDays(range.fullEnd, -7) : addDays(start, -1));
          expect(a! >= '1970-01-01').toBe(true);
          expect(a).toBe(wouldStart);
          if (isMonthStart(start) && isMonthEnd(range.fullEnd)) {
            expect(isMonthStart(a!) && isMonthEnd(b!)).toBe(true);
            expect(monthsIn(a!, b!)).toBe(monthsIn(start, range.fullEnd));
          } else {
            expect(span(a!, b!)).toBe(span(start, range.fullEnd));
          }
          expect({ ...shifted, range: result.query.range }).toEqual(result.query);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
