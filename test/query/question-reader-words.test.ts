/**
 * The question reader's own small word lists and early returns (question.ts, through
 * `understand`): a time grouping said as an adverb for a report without groupings ("moorings
 * weekly" is last week), the words after which the next one is a value as typed and never a
 * typo to fix (`property referal` stays an id, not the referrals report), the words that put a
 * question on the books ("upcoming", "tonight", "otb": "revenue" is then room revenue ahead) or
 * in the past ("what had occupancy been in october"), and what `understand` keeps of the strict
 * grammar: help and listings, refusals that are not about words (too long, no clock), markup
 * only, and a whole command typed again in a thread. Expected readings are written by hand for
 * Tuesday, Nov 24, 2026, UTC (weeks from Sunday).
 */
import { describe, expect, it } from 'vitest';
import { understand, type ParseResult, type ReportQuery } from '../../src/query/index.js';
import { registerReport, type ReportDefinition } from '../../src/reports/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

const NOW = new Date('2026-11-24T15:00:00Z');

/** The compact reading, with the discovery ids the corpus's form leaves out, and the notes. */
const readingOf = (text: string, previous?: ReportQuery): { reading: string; notes: string[] } => {
  const { result, notes } = understand(text, { now: NOW, timeZone: 'UTC', names: NAMES }, previous);
  const discoveries = result.kind === 'report' ? result.query.discoveries.map((d) => ` discovery ${d}`).join('') : '';
  return { reading: compactReading(result) + discoveries, notes };
};

const errorOf = (result: ParseResult): { code: string; message: string; suggestion?: string } => {
  if (result.kind !== 'error') expect.fail(`not refused: ${compactReading(result)}`);
  return { code: result.error.code, message: result.error.message, suggestion: result.error.suggestion };
};

describe('a time grouping said of a report without groupings is its latest whole period', () => {
  it('"moorings weekly", for a report whose default is yesterday, is last week, and says so', () => {
    const moorings: ReportDefinition = {
      kind: 'moorings',
      aliases: [],
      title: 'Moorings',
      subject: 'moorings have',
      blurb: 'boats moored at the harbour',
      defaultRange: 'yesterday',
      lookAhead: false,
      options: [],
      examples: [],
      metrics: [],
      run: () => Promise.reject(new Error('never run: only read')),
    };
    const unregister = registerReport(moorings);
    try {
      expect(readingOf('moorings weekly')).toEqual({ reading: 'moorings last-week', notes: ['Read "weekly" as last week.'] });
      expect(readingOf('the weekly moorings')).toEqual({ reading: 'moorings last-week', notes: ['Read "weekly" as last week.'] });
      // Its own default said as an adverb needs no reading said back.
      expect(readingOf('moorings daily')).toEqual({ reading: 'moorings yesterday', notes: [] });
    } finally {
      unregister();
    }
  });
});

describe('after a word that takes a value, the next word is the value as typed, never a typo', () => {
  it.each([
    ['signups last week property referal', 'signups last-week property referal'],
    ['signups last week properties referal', 'signups last-week property referal'],
    ['signups last week prop referal', 'signups last-week property referal'],
    ['planners last week discovery referal', 'planners last-week discovery referal'],
    ['planners last week discoveries referal', 'planners last-week discovery referal'],
  ])('%s -> %s, with no spelling note', (question, reading) => {
    expect(readingOf(question)).toEqual({ reading, notes: [] });
  });

  it.each(['tz', 'timezone', 'time-zone', 'zone'])('"%s referal" is refused as a zone, not read as referrals', (keyword) => {
    const { result, notes } = understand(`signups last week ${keyword} referal`, { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(errorOf(result)).toEqual({
      code: 'bad_timezone',
      message: '"referal" is not a time zone I know.',
      suggestion: 'Use an IANA name such as "Europe/Berlin" or "America/New_York".',
    });
    expect(notes).toEqual([]);
  });

  it('"type referal" is refused as a property type', () => {
    const { result, notes } = understand('bookings last week type referal', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(errorOf(result)).toEqual({
      code: 'bad_option',
      message: '"referal" is not a property type.',
      suggestion: 'Use one of: FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort.',
    });
    expect(notes).toEqual([]);
  });

  it('"delay referal" is refused as a number of days', () => {
    const { result, notes } = understand('referrals last week delay referal', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(errorOf(result)).toEqual({
      code: 'bad_option',
      message: '"delay" takes a number of days from 0 to 365.',
      suggestion: 'Try "delay 15".',
    });
    expect(notes).toEqual([]);
  });

  it('"top referal" is refused as a count, not read as a second report', () => {
    const { result, notes } = understand('signups last week top referal', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(errorOf(result)).toEqual({
      code: 'bad_option',
      message: '"top" takes a number of rows from 1 to 25.',
      suggestion: 'Try "top 10".',
    });
    expect(notes).toEqual([]);
  });
});

describe('words that put the question on the books: "revenue" is then room revenue ahead', () => {
  it.each([
    ['revenue for the coming month', 'occupancy next-month focus roomRevenue'],
    ['revenue tomorrow', 'occupancy 2026-11-25..2026-11-25 focus roomRevenue'],
    ['revenue going forward', 'occupancy next-4-weeks focus roomRevenue'],
    ['revenue for tonight', 'occupancy 2026-11-24..2026-11-24 focus roomRevenue'],
    ['revenue books', 'bookings last-week'],
    ['revenue otb', 'occupancy next-4-weeks focus roomRevenue'],
    ['revenue will be', 'occupancy next-4-weeks focus roomRevenue'],
  ])('%s -> %s', (question, reading) => {
    // What a date was read as is said where a phrase needs it ("tonight"); the reading is what is asked here.
    expect(readingOf(question).reading).toBe(reading);
  });

  it('without such a word, "revenue" beside "referral revenue" is asked about: each report with a revenue', () => {
    expect(readingOf('revenue and referral revenue')).toEqual({ reading: 'clarify occupancy|bookings|referrals|planners', notes: [] });
  });

  it.each(['revenue and referral revenue upcoming', 'future revenue and referral revenue', 'revenue and referral revenue ahead'])(
    '%s: room revenue ahead and referral revenue are two reports, asked about',
    (question) => {
      const { result, notes } = understand(question, { now: NOW, timeZone: 'UTC', names: NAMES });
      expect(result).toEqual({
        kind: 'clarify',
        question: 'Which did you mean: Occupancy or Referrals?',
        options: [
          { label: 'Occupancy', command: 'occupancy' },
          { label: 'Referrals', command: 'referrals' },
        ],
      });
      expect(notes).toEqual([]);
    },
  );
});

describe('words that put a look-ahead question in the past: its month is the latest one', () => {
  it.each([
    ['what was revpar in october', 'occupancy 2026-10 focus revpar'],
    ['what were room rates in october', 'occupancy 2026-10 focus adr'],
    ['how did occupancy do in october', 'occupancy 2026-10'],
    ['what occupancy had we in october', 'occupancy 2026-10'],
  ])('%s -> %s', (question, reading) => {
    expect(readingOf(question)).toEqual({ reading, notes: ['Read "october" as Oct 2026, the latest one.'] });
  });

  it('in the present it is the coming one, unless the last one ended much nearer today', () => {
    // On Nov 24, 2026: March 2026 ended 238 days before, March 2027 starts in 97: the coming one.
    expect(readingOf('what is revpar in march')).toEqual({
      reading: 'occupancy 2027-03 focus revpar',
      notes: ['Read "march" as Mar 2027, the coming one.'],
    });
    // September 2026 ended 55 days before, September 2027 starts in 281; October ended 24 days before.
    expect(readingOf('what is revpar in september').reading).toBe('occupancy 2026-09 focus revpar');
    expect(readingOf('what is revpar in october').reading).toBe('occupancy 2026-10 focus revpar');
  });

  it('a place followed by a property word is where a property is, which the data does not say: which property is asked', () => {
    const { result } = understand('signups at the portland hotel this month', { now: NOW, timeZone: 'UTC', names: NAMES });
    const commands = result.kind === 'clarify' ? result.options.map((o) => o.command) : [];
    expect(commands.length).toBeGreaterThan(1);
    for (const command of commands) expect(command).toMatch(/^signups this month property [a-z-]+$/);
    // Without a property word, Portland is where leads come from.
    const from = understand('signups from portland this month', { now: NOW, timeZone: 'UTC', names: NAMES }).result;
    expect(from.kind === 'report' ? from.query.breakdown : from).toBe('city');
  });

  it('with no report named, a word outside the vocabulary is a question about something else: refused, not asked', () => {
    for (const text of ['did the pats win last night', 'xylophone figures in december']) {
      const { result } = understand(text, { now: NOW, timeZone: 'UTC', names: NAMES });
      expect(result.kind === 'error' ? result.error.code : result.kind).toBe('missing_report');
    }
    const { result } = understand('what was the count for last week?', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'clarify' ? result.options.every((o) => o.command.endsWith(' last week')) : result).toBe(true);
  });

  it('with no report named, a month alone asks which report, each option reading it as the latest one', () => {
    const { result } = understand('in december', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(result.kind).toBe('clarify');
    const options = result.kind === 'clarify' ? result.options.map((o) => o.command) : [];
    expect(options.length).toBeGreaterThan(1);
    for (const command of options) expect(command).toMatch(/^[a-z]+ 2025-12$/);
  });
});

describe('what understand keeps of the strict grammar', () => {
  it("a listing stays the grammar's, with nothing to say", () => {
    expect(understand('subscriptions', { now: NOW, timeZone: 'UTC', names: NAMES })).toEqual({ result: { kind: 'subscriptions' }, notes: [] });
  });

  it('a command too long is refused as too long, even when its words read', () => {
    const text = `referrals last month${' '.repeat(1000)}`;
    expect(understand(text, { now: NOW, timeZone: 'UTC', names: NAMES })).toEqual({
      result: {
        kind: 'error',
        error: {
          code: 'too_long',
          message: 'That command is 1,020 characters long; I read commands of up to 1,000.',
          suggestion: 'Try a short one, such as "/report referrals last-month".',
        },
      },
      notes: [],
    });
  });

  it('with no valid time zone, the question is not read in UTC instead', () => {
    const { result, notes } = understand('referrals last month', { now: NOW, timeZone: 'Mars/Olympus', names: NAMES });
    expect(errorOf(result)).toEqual({ code: 'internal', message: 'The bot has no valid clock or time zone configured.', suggestion: undefined });
    expect(notes).toEqual([]);
  });

  it('nothing but markup is refused, not answered with help', () => {
    expect(understand('<img src=x onerror=alert(1)>', { now: NOW, timeZone: 'UTC', names: NAMES })).toEqual({
      result: {
        kind: 'error',
        error: { code: 'unknown_word', message: 'I could not read a command in that.', suggestion: 'Try "/report referrals last-month".' },
      },
      notes: [],
    });
  });

  // In a thread this took the strict grammar's reading: "occupancy december" was last December
  // there, and the coming one anywhere else.
  it('a whole command typed again in a thread is a new request, read as it is anywhere else', () => {
    const before = understand('signups last week', { now: NOW, timeZone: 'UTC', names: NAMES }).result;
    if (before.kind !== 'report') expect.fail('signups last week did not read');
    const alone = { reading: 'occupancy 2026-12', notes: ['Read "december" as Dec 2026, the coming one.'] };
    expect(readingOf('occupancy december')).toEqual(alone);
    expect(readingOf('occupancy december', before.query)).toEqual(alone);
    expect(understand('referrals october', { now: NOW, timeZone: 'UTC', names: NAMES }, before.query)).toEqual({
      result: {
        kind: 'report',
        // A command as the grammar writes it: its month is the latest, as the report's title says.
        query: { report: 'referrals', range: '2026-10', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
      },
      notes: [],
    });
  });
  it('a question in a thread that names its own report is read as a question, not refused as a command', () => {
    const before = understand('signups last week', { now: NOW, timeZone: 'UTC', names: NAMES }).result;
    if (before.kind !== 'report') expect.fail('signups last week did not read');
    expect(readingOf('how did referrals do last month?', before.query)).toEqual({ reading: 'referrals last-month', notes: [] });
    // Referral revenue is the referrals' headline: asking for it asks for the report, no figure put first.
    expect(readingOf('what was our referral revenue last month?', before.query)).toEqual({ reading: 'referrals last-month', notes: [] });
  });
});

describe('schedules and property types said in a question', () => {
  it('"noon" without "at" is not a time', () => {
    const { result, notes } = understand('signups last week noon', { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(errorOf(result)).toEqual({ code: 'unknown_word', message: 'I don\'t understand "noon".', suggestion: undefined });
    expect(notes).toEqual([]);
  });

  it.each([
    ['bookings last week type full service hotel', 'bookings last-week type FullServiceHotel'],
    ['bookings last week type select service', 'bookings last-week type SelectServiceHotel'],
    ['bookings type condo last week', 'bookings last-week type Condotel'],
  ])('%s -> %s: the type after "type" is read once', (question, reading) => {
    expect(readingOf(question)).toEqual({ reading, notes: [] });
  });
});

// Each of these was refused before the tests above found it.
describe('the words this file found refused', () => {
  it.each([
    ['upcoming revenue', 'occupancy next-4-weeks focus roomRevenue'],
    ['future revenue', 'occupancy next-4-weeks focus roomRevenue'],
    ['revenue ahead', 'occupancy next-4-weeks focus roomRevenue'],
    ['revenue looking forward', 'occupancy next-4-weeks focus roomRevenue'],
    ['revenue for the month ahead', 'occupancy next-month focus roomRevenue'],
    // The seven days from Tuesday, Nov 24.
    ['occupancy for the week ahead', 'occupancy 2026-11-24..2026-11-30'],
    ['occupancy for the quarter ahead', 'occupancy next-quarter'],
    ['revenue for the upcoming month', 'occupancy next-month focus roomRevenue'],
  ])('a word that puts the question ahead has said so: %s -> %s', (question, reading) => {
    expect(readingOf(question).reading).toBe(reading);
  });

  it.each(['bookings of the condo type last week', 'bookings for condo type properties last week', 'bookings last week condo types'])(
    'a type said before "type": %s',
    (question) => {
      expect(readingOf(question)).toEqual({ reading: 'bookings last-week type Condotel', notes: [] });
    },
  );

  it('"9 am" is a time, for subscriptions, not a number of days', () => {
    expect(errorOf(understand('signups last week 9 am', { now: NOW, timeZone: 'UTC', names: NAMES }).result)).toEqual({
      code: 'bad_schedule',
      message: '"9 am" is for subscriptions.',
      suggestion: 'Try "/report subscribe signups last week 9 am every monday".',
    });
  });

  it('a clarifying question offers the reports without the word that put it ahead', () => {
    expect(understand('future revenue and referral revenue', { now: NOW, timeZone: 'UTC', names: NAMES }).result).toEqual({
      kind: 'clarify',
      question: 'Which did you mean: Occupancy or Referrals?',
      options: [
        { label: 'Occupancy', command: 'occupancy' },
        { label: 'Referrals', command: 'referrals' },
      ],
    });
  });
});

// Found by test/query/question-reader.test.ts: both were read wrongly before.
describe('the words question-reader.test.ts found misread', () => {
  it('"discoveries" before a filler word is the breakdown ranked, not a filter by the id "for"', () => {
    expect(readingOf('top 5 discoveries for planners')).toEqual({ reading: 'planners last-week by discovery top 5', notes: [] });
  });

  it('"or" between reports keeps the rest of the question in every reading offered', () => {
    expect(understand('referrals, signups or stories last month', { now: NOW, timeZone: 'UTC', names: NAMES }).result).toEqual({
      kind: 'clarify',
      question: 'Which did you mean: Referrals, Signups or Guest photo stories?',
      options: [
        { label: 'Referrals', command: 'referrals last month' },
        { label: 'Signups', command: 'signups last month' },
        { label: 'Guest photo stories', command: 'stories last month' },
      ],
    });
  });
});

describe('a type after a breakdown by type', () => {
  // It said 'I don't understand "condo"': the type was not read after a "type" the breakdown had taken.
  it.each(['bookings by type condo', 'bookings by property type condo'])('%s is a conflict between the two, named', (question) => {
    expect(errorOf(understand(question, { now: NOW, timeZone: 'UTC', names: NAMES }).result)).toEqual({
      code: 'conflict',
      message: 'Pick one: "type condotel" (one property type) or "by property type" (every type).',
      suggestion: undefined,
    });
  });
});

describe('a word of a name where a name goes ("at the resort") is that name, or a question back where two hold it', () => {
  // The sample data: Seaside Grand Resort and Lakeshore RV Resort, Harbor View Inn, Pine Hollow Cottages
  // (a property) and Lakes & Pines (a discovery; signups cannot be filtered by one, planners only by one).
  it.each([
    ['signups at the inn last week', 'signups last-week property harbor-view-inn'],
    ['stories for the grand last month', 'stories last-month property seaside-grand-resort'],
    // Pine Hollow holds "pines" only in part, Lakes & Pines whole: whether Pine Hollow is meant is asked.
    ['signups at pines last week', 'clarify signups|signups'],
    ['planners for pines last week', 'planners last-week discovery 9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94'],
    ['which inn got the most signups last week', 'signups last-week by property'],
    // Opening the question before a report that filters by name; before one that does not, a word of the sentence.
    ['inn stories last week', 'stories last-week property harbor-view-inn'],
    ['resort referrals last month', 'referrals last-month'],
    // A property type's word that is a word of one property's name, for a report that filters by property only.
    ['opt outs at the cottages last month', 'optouts last-month property pine-hollow-cottages'],
    ['stories at the condotel last week', 'stories last-week property dune-crest-condotel'],
    // Where the report filters by type, the type it stays.
    ['bookings at the cottages last week', 'bookings last-week type VacationRental'],
  ])('%s', (question, reading) => {
    expect(readingOf(question).reading).toBe(reading);
  });

  it.each([
    ['signups for the resort last week', ['Seaside Grand Resort', 'Lakeshore RV Resort']],
    ['optouts for pines last week', ['Pine Hollow Cottages', 'Lakes & Pines']],
    ['resort signups last month', ['Seaside Grand Resort', 'Lakeshore RV Resort']],
  ])('%s', (question, labels) => {
    const { result } = understand(question, { now: NOW, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'clarify' && result.options.map((o) => o.label)).toEqual(labels);
  });
});

describe('a weekend is stay nights for occupancy and days for what happens on days', () => {
  // Sunday, Nov 29, 2026: this weekend began Friday Nov 27.
  const SUNDAY = new Date('2026-11-29T15:00:00Z');
  it.each([
    ['bookings this weekend', 'bookings 2026-11-27..2026-11-29'],
    ['signups over the weekend', 'signups 2026-11-27..2026-11-29'],
    ['signups last weekend', 'signups 2026-11-20..2026-11-22'],
    ['how was occupancy this weekend', 'occupancy 2026-11-27..2026-11-28'],
    ['occupancy this weekend', 'occupancy 2026-12-04..2026-12-05'],
  ])('on a Sunday, %s', (question, reading) => {
    expect(compactReading(understand(question, { now: SUNDAY, timeZone: 'UTC', names: NAMES }).result)).toBe(reading);
  });
});

describe('periods said from today, and shorthand for periods', () => {
  // Tuesday, Feb 29, 2028: a leap day, so a year back has no such day.
  const LEAP_DAY = new Date('2028-02-29T16:10:00Z');
  it.each([
    ['what was occupancy on this day last year?', 'occupancy 2027-02-28..2027-02-28'],
    ['stories today last year', 'stories 2027-02-28..2027-02-28'],
    ['occupancy from now through the end of next month', 'occupancy 2028-02-29..2028-03-31'],
    ['occupancy between now and easter', 'occupancy 2028-02-29..2028-04-16'],
    ['occupancy until labor day', 'occupancy 2028-02-29..2028-09-04'],
    ['referral transactions lw compared to the prior week', 'referrals last-week vs previous focus referralTransactions'],
    ['top 3 cities for refs lm', 'referrals last-month by geo top 3'],
    ['referal revenue for last feb', 'referrals 2027-02-01..2027-02-28'],
  ])('%s', (question, reading) => {
    expect(compactReading(understand(question, { now: LEAP_DAY, timeZone: 'UTC', names: NAMES }).result)).toBe(reading);
  });

  it.each(["who's working the front desk tmrw", 'how many rooms are out of order at maple street right now'])(
    '%s is refused as not held',
    (question) => {
      expect(errorOf(understand(question, { now: LEAP_DAY, timeZone: 'UTC', names: NAMES }).result).code).toBe('unknown_topic');
    },
  );
});
