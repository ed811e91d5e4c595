import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ParseResultSchema,
  ReportQuerySchema,
  describeQuery,
  parseCommand,
  resolveRange,
  scheduleToCron,
  todayIn,
  type ParseContext,
} from '../../src/query/index.js';

/** Words from the grammar itself, so random commands often get deep into the parser. */
const GRAMMAR = [
  'occupancy', 'lookahead', 'pace', 'bookings', 'transactions', 'revenue', 'referrals', 'referral', 'sponsor',
  'signups', 'leads', 'stories', 'photos', 'highlights', 'planners', 'discovery', 'optouts', 'opt-outs',
  'unsubscribes', 'digest', 'today', 'yesterday', 'this', 'last', 'next', 'week', 'month', 'quarter', 'year',
  'weeks', 'days', 'months', 'this-week', 'last-month', 'next-4-weeks', 'last-7-days', 'ytd', 'march', 'mar',
  'dec', 'q1', 'q4', '2026', '2025', '2026-03', '2026-q1', '2026-03-01', '2026-02-30', '..', 'to', '\u2013',
  '2026-03-01..2026-03-31', 'by', 'channel', 'geo', 'country', 'day', 'type', 'condo', 'vacation', 'rental',
  'RVResort', 'property', 'grand-hotel', 'vs', 'previous', 'yoy', 'no-compare', 'week-starts', 'monday', 'delay',
  'top', '5', '0', '400', 'subscribe', 'subscriptions', 'unsubscribe', 'abc-123', 'every', 'weekday', 'on',
  'last', 'the', '1st', '15', '31', 'at', '9am', '17:30', '25:00', 'tz', 'Europe/Berlin', 'Nowhere/Land', 'help',
  '?', '"', '\u201C', ',', '.', '<@U1>', '@bot', '/report', '-', '\u00A0',
];

const junk = fc.string({ maxLength: 8 });
const grammarWord = fc.constantFrom(...GRAMMAR);
/** Commands shaped like real ones: a report, maybe a range, some options, shuffled. */
const shaped = fc
  .tuple(
    fc.constantFrom('occupancy', 'pace', 'bookings', 'revenue', 'referrals', 'signups', 'stories', 'planners', 'optouts', 'digest'),
    fc.option(
      fc.constantFrom('today', 'last week', 'this-month', 'next 4 weeks', 'last-3-months', 'march', 'q1 2026', 'ytd', '2026-03-01 to 2026-03-31', 'last 400 days', 'dec 2025', 'next-2-days'),
    ),
    fc.subarray(['by channel', 'by week', 'type condo', 'property grand-hotel', 'discovery d-1', 'yoy', 'no-compare', 'week-starts monday', 'delay 7', 'top 5', 'tz Asia/Tokyo']),
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
  timeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'Pacific/Auckland', 'America/Los_Angeles', 'America/Santiago', 'Asia/Kathmandu', 'Pacific/Kiritimati'),
  weekStartsOn: fc.constantFrom('Sunday' as const, 'Monday' as const, 'Saturday' as const),
});

const KINDS = ['report', 'subscribe', 'subscriptions', 'unsubscribe', 'help', 'error'];

describe('parseCommand on arbitrary input', () => {
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
          expect(range.start <= range.end).toBe(true);
          expect(range.days).toBeGreaterThan(0);
          expect(range.days).toBeLessThanOrEqual(1100);
          expect(describeQuery(result.query).length).toBeGreaterThan(0);
          // Past-only reports never start after today; canonical ranges read back as themselves.
          if (result.query.report !== 'occupancy') expect(range.start <= todayIn(ctx.now, result.query.timeZone)).toBe(true);
          if (result.kind === 'report') {
            const again = parseCommand(`${result.query.report} ${result.query.range} tz ${result.query.timeZone}`, ctx);
            expect(again.kind === 'report' && again.query.range).toBe(result.query.range);
          }
        }
        if (result.kind === 'subscribe') {
          expect(scheduleToCron(result.schedule).pattern.split(' ')).toHaveLength(5);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
