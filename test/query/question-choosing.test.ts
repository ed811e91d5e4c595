/**
 * How a question's words choose what to answer where a word alone does not settle it: a stay
 * night is the books', "will" of a report of what happened is a forecast, a question with only a
 * grouping or a comparison is asked back, a word that begins one name and is another's is asked
 * about, a holiday just over is the one meant even for stays, and the lodging reports say why
 * they cannot show one property. Through `understand`, at Monday Nov 29, 2027 06:10 UTC (the
 * Monday after Thanksgiving, Thu Nov 25) unless a test says otherwise; weeks from Sunday.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const MONDAY = new Date('2027-11-29T06:10:00Z');

function read(text: string, now = MONDAY) {
  return understand(text, { now, timeZone: 'UTC', weekStartsOn: 'Sunday', names: sandboxNames() }).result;
}
const reading = (text: string, now = MONDAY) => compactReading(read(text, now));

describe('a stay night', () => {
  it('is the books, unless the report is named', () => {
    expect(reading('how many rooms did we sell last night')).toBe('occupancy 2027-11-28..2027-11-28 focus bookedNights');
    expect(reading('occ tonite')).toBe('occupancy 2027-11-29..2027-11-29');
    expect(reading('how many bookings did we get last night')).toBe('bookings 2027-11-28..2027-11-28');
  });
});

describe('the length of a stay', () => {
  it('of arrivals, stays or dates ahead is the books’; of bookings made, the bookings’; of a past period alone, asked, as nights are', () => {
    // The coming January: Nov 29, 2027 is past January 2027's start, so arrivals look ahead to 2028.
    expect(reading('average length of stay for january arrivals')).toBe('occupancy 2028-01 focus avgStay');
    expect(reading('alos for stays next month')).toBe('occupancy next-month focus avgStay');
    expect(reading('avg length of stay on bookings made last week')).toBe('bookings last-week focus avgStay');
    expect(reading('alos next month')).toBe('occupancy next-month focus avgStay');
    expect(reading('avg los last month')).toBe('clarify occupancy|bookings');
  });
});

describe('a report’s verb as an adjective', () => {
  it('"referring" is the referrals’', () => {
    expect(reading('top 10 referring cities, last 90 days')).toBe('referrals last-90-days by geo top 10');
  });
});

describe('the future tense of a report of what has happened', () => {
  it('is a forecast, refused with what the service holds', () => {
    const result = read('how many new bookings will come in during january');
    expect(result).toMatchObject({ kind: 'error', error: { code: 'unknown_topic' } });
    expect(result.kind === 'error' ? result.error.message : '').toMatch(/^The reporting service holds nothing on forecasts; it has bookings/);
  });

  it('is only polite in "will you"', () => {
    expect(reading('will you show me signups last week')).toBe('signups last-week');
  });
});

describe('only a grouping or a comparison, no report', () => {
  it.each([
    ['show me the trend by week', / by week/],
    ['can you compare to last year', / vs last-year/],
  ])('%s is asked back, each reading keeping it', (question, kept) => {
    const result = read(question);
    if (result.kind !== 'clarify') expect.fail(`${question}: ${compactReading(result)}`);
    expect(result.options.length).toBeGreaterThan(1);
    for (const option of result.options) expect(option.command).toMatch(kept);
  });
});

describe('a word that is one name and begins another', () => {
  it('asks which, where the report takes both', () => {
    // "lakes": the Lakes & Pines discovery, or the beginning of Lakeshore RV Resort; opt-outs take either.
    const result = read('opt outs for the lakes in october');
    if (result.kind !== 'clarify') expect.fail(compactReading(result));
    expect(result.options.map((o) => o.label)).toEqual(['Lakes & Pines', 'Lakeshore RV Resort']);
  });

  it('is the one the report takes where that name holds the word, else asked about', () => {
    const planners = read('planners for lakes last month');
    expect(planners.kind === 'report' ? [planners.query.report, planners.query.discoveries] : planners).toEqual([
      'planners',
      ['9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94'],
    ]);
    // Where the one it takes only begins with the word, and the other holds it, which is asked (question-two-kinds-of-names).
    expect(reading('signups at lakes last month')).toBe('clarify signups|signups');
  });
});

describe('a holiday said without a year, of stays', () => {
  it('is the one just over when it is much nearer than the next', () => {
    // Thanksgiving week 2027 (Sun Nov 21 to Sat Nov 27) ended two days ago; the next one is a year off. Compared with
    // Thanksgiving week 2026 (Thu Nov 26): Sun Nov 22 to Sat Nov 28.
    expect(reading('ADR yoy for thanksgiving week')).toBe('occupancy 2027-11-21..2027-11-27 vs 2026-11-22..2026-11-28 focus adr');
  });

  it('is the coming one when the question looks ahead', () => {
    expect(reading('how is thanksgiving looking')).toBe('occupancy 2028-11-23..2028-11-23 vs 2027-11-25..2027-11-25');
    expect(reading('thanksgiving room revenue booked so far')).toMatch(/^occupancy 2028-11-23\.\.2028-11-23/);
  });
});

describe('one property, of the lodging reports', () => {
  it('is refused saying they report all members together, with the breakdown they have', () => {
    expect(read('occupancy at harbor view inn next month')).toMatchObject({
      kind: 'error',
      error: {
        code: 'bad_option',
        message:
          'The service reports occupancy for all member properties together, or for one property type, never for one property: "property harbor-view-inn" works only with signups, stories and optouts.',
        suggestion: 'Try "/report occupancy by property-type".',
      },
    });
  });
});

describe('how people write words', () => {
  it('reads a figure key as its words, two names joined by a plus, and money as revenue', () => {
    expect(reading('referralRevenue by channel last week')).toBe('referrals last-week by channel');
    const optouts = read('opt outs for lakes+pines yesterday');
    expect(optouts.kind === 'report' ? optouts.query.discoveries : optouts).toEqual(['9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94']);
    expect(reading('how much money did we make last week')).toMatch(/^clarify occupancy\|bookings\|referrals/);
  });
});

describe('a question about everything', () => {
  it('is the digest when "overall" or "everything" is said; asked about otherwise, unless a figure is said', () => {
    expect(reading('how did we do last month overall')).toBe('digest last-month');
    expect(reading('how did everything go last month')).toBe('digest last-month');
    expect(reading('how did we do last month')).toBe('clarify digest|bookings|referrals|signups');
    expect(reading('how did we do on revenue in october')).toMatch(/^clarify occupancy\|bookings\|referrals/);
    expect(reading('how did we do last month on signups')).toBe('signups last-month');
  });
});

describe('asking for a report without naming one', () => {
  it.each(['show me the report', "what's the trend?", 'and for the rv resort?'])('%s asks which', (question) => {
    expect(read(question).kind).toBe('clarify');
  });

  it('help is still help', () => {
    expect(read('what can you do').kind).toBe('help');
  });
});

describe('on New Year’s Day, 00:20', () => {
  const NEW_YEAR = new Date('2028-01-01T00:20:00Z');
  it.each([
    // "The year" of what has happened, on its first day: the one just over.
    ['how did referral revenue end up for the year?', 'referrals last-year'],
    // "Full year" before a year said is that year, Jan 1 to Dec 31, 2027.
    ['full year 2027 occupancy by month', 'occupancy 2027 by month'],
    // "Year-end summary" is no period; the report named outright wins over the summary.
    ['For my year-end summary, could you give me total signups for 2027 broken down by region, please?', 'signups 2027 by region'],
    // Christmas Eve (Fri Dec 24, 2027) and the night after: one span.
    ['What was occupancy on Christmas Eve and Christmas night?', 'occupancy 2027-12-24..2027-12-25'],
    // Bookings on the books for dates ahead are the look-ahead's.
    ['How many bookings do we have on the books for January?', 'occupancy 2028-01'],
    ['what was our best month for bookings in 2027', 'bookings 2027 by month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, NEW_YEAR)).toBe(expected);
  });

  it('refuses a place the report can neither filter by nor show, and the weather', () => {
    expect(read('occupancy in Portland next week', NEW_YEAR)).toMatchObject({
      kind: 'error',
      error: { message: 'The service gives occupancy for all members together: it can\'t be narrowed to "Portland".' },
    });
    expect(read('did the snowstorm hurt NYE occupancy?', NEW_YEAR)).toMatchObject({ kind: 'error', error: { code: 'unknown_topic' } });
  });
});

describe('on Labor Day 2027', () => {
  const LABOR_DAY = new Date('2027-09-06T13:30:00Z');
  it('reads a word one letter from a report and its plural, and the holiday that is today', () => {
    expect(reading('bookins last 7 days pls', LABOR_DAY)).toBe('bookings last-7-days');
    expect(reading('How many signups did we get on Labor Day itself?', LABOR_DAY)).toMatch(/^signups 2027-09-06\.\.2027-09-06/);
  });
});

describe('on Thursday 2027-10-14', () => {
  const OCT_14 = new Date('2027-10-14T11:20:00Z');
  it.each([
    // A percentage beside a figure is the asker's yardstick; the report shows the figure.
    ['is it true that full service hotels ran above 80% occupancy in September?', 'occupancy 2027-09 type FullServiceHotel'],
    // "Recap" names the summary, but a figure of another report said beside it is what is asked.
    ['the fall recap: total booking revenue from Labor Day through Columbus Day', 'bookings 2027-09-06..2027-10-11'],
    // Black Friday 2026 (Nov 27) and Cyber Monday (Nov 30), a weekend between: one span.
    ['how many bookings came in on black friday and cyber monday last year?', 'bookings 2026-11-27..2026-11-30'],
    ['which kind of property is filling up best in november?', 'occupancy 2027-11 by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, OCT_14)).toBe(expected);
  });

  it('a report named by a word another report holds as a figure is that other where only it takes the name said', () => {
    const result = read('coastal-escapes reservations ytd', OCT_14);
    expect(result.kind === 'report' ? [result.query.report, result.query.discoveries] : result).toEqual([
      'planners',
      ['0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83'],
    ]);
  });
});

describe('labels and breakdowns beside what they name', () => {
  const OCT_14 = new Date('2027-10-14T11:20:00Z');
  it('several names with a breakdown by them are filtered and shown apart', () => {
    expect(reading('signups for harbor view, maple street and seaside grand last month, split by property', OCT_14)).toBe(
      'signups last-month by property property harbor-view-inn property maple-street-suites property seaside-grand-resort',
    );
    // One name beside the breakdown's word only says what the name is.
    expect(reading('signups at the harbor view property last month', OCT_14)).toBe('signups last-month property harbor-view-inn');
  });

  it('a holiday inside the weekend said names it; a school break is the dates beside it', () => {
    // The long weekend just had: Fri Oct 8 to Columbus Day, Mon Oct 11, 2027.
    expect(reading('occ % for the long weekend we just had (indigenous peoples day)', OCT_14)).toBe('occupancy 2027-10-08..2027-10-11');
    expect(reading('spring break (mar 11-19) bookings vs last year', new Date('2028-04-15T21:40:00Z'))).toBe(
      'bookings 2028-03-11..2028-03-19 vs last-year',
    );
  });

  it('"every friday in september" is the days of the period, not a schedule', () => {
    expect(reading('every Friday in September — what was occupancy?', OCT_14)).toBe('occupancy 2027-09 by day');
    expect(reading('signups every monday', OCT_14)).toBe('error bad_schedule');
  });
});

describe("a report named and another's figure joined to it", () => {
  it.each([
    // Both are asked about, each report a button: neither is dropped without a word.
    ['bookings and referral revenue last month', 'clarify bookings|referrals'],
    ['ADR and signups for january', 'clarify signups|occupancy'],
    ['occupancy & referral revenue next month', 'clarify occupancy|referrals'],
    // "the" between them, or "vs": one question of both all the same (held-out sets FT and GL).
    ['the occupancy and the referral revenue for December', 'clarify occupancy|referrals'],
    ['bookings vs referral revenue last week', 'clarify bookings|referrals'],
    ['signups versus opt-outs last month', 'clarify signups|optouts'],
    // …or "also", "then", "maybe" after the join (held-out set HV).
    ['can you pull august occupancy and also referral revenue for july', 'clarify occupancy|referrals'],
    ['occupancy and then the referral revenue next month', 'clarify occupancy|referrals'],
    ['bookings plus maybe referral revenue last week', 'clarify bookings|referrals'],
    // Guards: a figure said of the report named, and a figure both could hold, are the report's.
    ['ADR on bookings made last week', 'bookings last-week focus adrBooked'],
    ['bookings and nights last week', 'bookings last-week focus nights'],
    ['referral revenue vs referral transactions last month', 'referrals last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
