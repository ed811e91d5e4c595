/**
 * Periods said beside or around another ("the day after christmas", "the week before
 * thanksgiving", "between christmas and new year's"), the one under way said without "this"
 * ("for the year", "all month"), the holiday season, and "how is … looking" about dates that
 * read both ways, through `understand`. Today is Thursday, Dec 31, 2026 (New Year's Eve) unless
 * a test says otherwise; weeks start on Sunday. Christmas 2026 is a Friday, Thanksgiving Thu
 * Nov 26; every range below is worked out by hand from those.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const NEW_YEARS_EVE = new Date('2026-12-31T22:45:00Z');

function reading(text: string, now = NEW_YEARS_EVE): string {
  return compactReading(understand(text, { now, timeZone: 'UTC', weekStartsOn: 'Sunday', names: sandboxNames() }).result);
}

describe('days beside a period', () => {
  it.each([
    // Christmas is Fri Dec 25: the day after is Sat Dec 26.
    ['signups the day after christmas', 'signups 2026-12-26..2026-12-26'],
    // The seven days up to Christmas: Fri Dec 18 to Thu Dec 24.
    ['referrals the week before christmas', 'referrals 2026-12-18..2026-12-24'],
    ['bookings 3 days before christmas', 'bookings 2026-12-22..2026-12-24'],
    // The week after Thanksgiving's (Thu Nov 26, in the week of Sun Nov 22): Sun Nov 29 to Sat Dec 5, as a calendar shows it.
    ['signups the week after thanksgiving', 'signups 2026-11-29..2026-12-05'],
    // Two weeks after it are still the fourteen days from the day after.
    ['signups the 2 weeks after thanksgiving', 'signups 2026-11-27..2026-12-10'],
    // The weekend after Thanksgiving, as days of bookings: Friday to Sunday.
    ['bookings the weekend after thanksgiving', 'bookings 2026-11-27..2026-11-29'],
    // Stay nights: the Friday and Saturday before Christmas 2026 (a Friday) are Dec 18 and 19, twelve days before Dec 31;
    // the next ones are a year away.
    ['occupancy the weekend before christmas', 'occupancy 2026-12-18..2026-12-19'],
    // With its year: the Friday and Saturday before Christmas 2027 (a Saturday) are Dec 17 and 18.
    ['occupancy the weekend before christmas 2027', 'occupancy 2027-12-17..2027-12-18'],
    // Not a period beside another: "the week before last" is two weeks back (Sun Dec 13 to Sat Dec 19).
    ['stories the week before last', 'stories 2026-12-13..2026-12-19'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a weekday beside a holiday: the nearest such day on that side, never the holiday itself', () => {
  // Friday, Oct 27, 2028. Halloween 2028 is a Tuesday; Memorial Day 2028 (May 29) is past, the coming one Mon May 28, 2029;
  // Thanksgiving 2027 was Thu Nov 25; Christmas 2027 a Saturday; Labor Day 2028 Mon Sep 4.
  const FRIDAY = new Date('2028-10-27T09:05:00Z');
  it.each([
    // The Friday before Tuesday Oct 31 is today, Oct 27 (not the Friday after, Nov 3).
    ['occupancy the friday before halloween', 'occupancy 2028-10-27..2028-10-27'],
    // A Monday holiday: the Monday after is a week on, Jun 4, 2029.
    ['occupancy the monday after memorial day', 'occupancy 2029-06-04..2029-06-04'],
    ['occupancy the saturday before labor day', 'occupancy 2028-09-02..2028-09-02'],
    // Past-only reports: the Christmas to come has no Sunday before it yet, so last year's: Sun Dec 19, 2027.
    ['bookings the sunday before christmas', 'bookings 2027-12-19..2027-12-19'],
    // Next Tuesday is Oct 31, the one after it Nov 7; last Friday was Oct 20, the one before it Oct 13.
    ['how full are we the tuesday after next?', 'occupancy 2028-11-07..2028-11-07'],
    ['signups the friday before last', 'signups 2028-10-13..2028-10-13'],
    // "The fourth" beside days is July's: Tuesday Jul 4, 2028 and the day either side; the ten days after it.
    ['how did referrals do over the three days around the fourth', 'referrals 2028-07-03..2028-07-05'],
    ['stories the 10 days after the fourth', 'stories 2028-07-05..2028-07-14'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, FRIDAY)).toBe(expected);
  });
});

describe('between two holidays', () => {
  it('reads the second as the one after the first: Christmas to New Year, to date', () => {
    // Dec 25 to New Year's Day 2027 (what has not happened yet is left out when the report runs).
    expect(reading("bookings between christmas and new year's")).toBe('bookings 2026-12-25..2027-01-01');
    // Stays: the span under way on Dec 31, Christmas 2026 to New Year's Day 2027.
    expect(reading('occupancy between christmas and new years day')).toBe('occupancy 2026-12-25..2027-01-01');
  });
});

describe('a span between two holidays said with a dash, "thru" or "from … to"', () => {
  // On Cyber Monday 2027 (Nov 29): Black Friday (Nov 26) to today, the days so far of what has happened.
  const CYBER_MONDAY = new Date('2027-11-29T06:10:00Z');
  it.each([
    ['refs black friday thru cyber monday', 'referrals 2027-11-26..2027-11-29'],
    ['refs from black friday to cyber monday', 'referrals 2027-11-26..2027-11-29'],
    // Memorial Day 2027 is Mon May 31, Labor Day Mon Sep 6.
    ['memorial day - labor day bookings', 'bookings 2027-05-31..2027-09-06'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, CYBER_MONDAY)).toBe(expected);
  });

  it('the weekend before last is two hotel weekends back', () => {
    // The latest Saturday night over is Nov 27; the one before, Fri Nov 19 and Sat Nov 20 (Friday to Sunday for days).
    expect(reading('occupancy the weekend before last', CYBER_MONDAY)).toBe('occupancy 2027-11-19..2027-11-20');
    expect(reading('signups the weekend before last', CYBER_MONDAY)).toBe('signups 2027-11-19..2027-11-21');
  });
});

describe('a comparison with the last period and no period before it', () => {
  it('is the one under way against the last', () => {
    expect(reading('signups vs last week')).toBe('signups this-week vs previous');
    expect(reading('did our referral revenue go up or down vs last month')).toBe('referrals this-month vs previous');
  });

  it('between two names, the period is where they are compared', () => {
    expect(reading('compare harbor view and seaside grand signups last month')).toBe(
      'signups last-month by property property harbor-view-inn property seaside-grand-resort',
    );
  });
});

describe('holiday weekends by the weekday the holiday falls on', () => {
  // Jul 5, 2028: the 4th of July 2028 was a Tuesday, its long weekend Friday Jun 30 to the Tuesday (the Monday taken off).
  const JULY_5 = new Date('2028-07-05T12:00:00Z');
  it('a Tuesday makes a long weekend from the Friday before', () => {
    expect(reading('how many bkgs did we take over the 4th of july weekend', JULY_5)).toBe(
      'bookings 2028-06-30..2028-07-04 vs 2027-07-02..2027-07-05',
    );
  });

  it('a Wednesday makes none: which weekend is asked, not guessed', () => {
    // St. Patrick's Day 2027 is Wednesday Mar 17.
    const result = understand("occ for st patrick's weekend?", {
      now: new Date('2027-03-14T19:05:00Z'),
      timeZone: 'UTC',
      names: sandboxNames(),
    }).result;
    expect(result).toMatchObject({ kind: 'error', error: { code: 'bad_date' } });
    expect(result.kind === 'error' ? result.error.message : '').toBe(
      '"st patrick weekend" falls mid-week (Mar 17, 2027), so it has no weekend of its own: say the weekend before or after.',
    );
  });
});

describe('"so far" after a period', () => {
  const JULY_5 = new Date('2028-07-05T12:00:00Z');
  it('cuts it at today for stays, at yesterday for what is counted', () => {
    // Summer is Jun 1 to Aug 31.
    expect(reading('occupancy summer so far vs last summer', JULY_5)).toBe('occupancy 2028-06-01..2028-07-05 vs last-year');
    expect(reading('signups summer so far', JULY_5)).toBe('signups 2028-06-01..2028-07-04');
  });
});

describe('a period compared with the same one in a year said', () => {
  it('is the one a year after it, even for stays ahead', () => {
    // On Jul 5, 2028 "january" for stays alone is January 2029 (January 2028 ended 156 days before, January 2029
    // starts in 180); "april" against April 2027 is April 2028. Against the month before it, too.
    const JULY_5 = new Date('2028-07-05T12:00:00Z');
    expect(reading('occupancy january', JULY_5)).toBe('occupancy 2029-01');
    expect(reading('room nights sold for april, compared to april 2027', JULY_5)).toBe('occupancy 2028-04 vs last-year focus bookedNights');
    expect(reading('occupancy april vs march', JULY_5)).toMatch(/^occupancy 2028-04 vs /);
  });

  it('is the one just over when it ended within six weeks', () => {
    // June 2028 ended 5 days before Jul 5.
    expect(reading('occupancy june', new Date('2028-07-05T12:00:00Z'))).toBe('occupancy 2028-06');
  });
});

describe('this past weekend', () => {
  it('on a Sunday evening is the one ending today; "last weekend" the one before', () => {
    const SUNDAY = new Date('2027-03-14T19:05:00Z');
    expect(reading('bookings this past weekend', SUNDAY)).toBe('bookings 2027-03-12..2027-03-14');
    expect(reading('bookings last weekend', SUNDAY)).toBe('bookings 2027-03-05..2027-03-07');
  });
});

describe('the period under way, said without "this"', () => {
  it.each([
    ['refs for the year', 'referrals this-year'],
    ['signups all year', 'signups this-year'],
    ['full year referral revenue by channel', 'referrals this-year by channel'],
    ['signups for the month', 'signups this-month'],
    ['occupancy for the whole month', 'occupancy this-month'],
    // "the month of january" is January, not this month.
    ['occupancy the month of january', 'occupancy 2027-01'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('the holidays', () => {
  it('are Christmas Eve to New Year’s Day, compared with the same days a year before', () => {
    expect(reading('occupancy over the holidays')).toBe('occupancy 2026-12-24..2027-01-01 vs 2025-12-24..2026-01-01');
    expect(reading('signups over the holidays')).toBe('signups 2026-12-24..2027-01-01 vs 2025-12-24..2026-01-01');
  });

  it('are the coming ones within two months, and not guessed months away', () => {
    expect(reading('are we fuller over the holidays?', new Date('2027-10-29T15:20:00Z'))).toBe(
      'occupancy 2027-12-24..2028-01-01 vs 2026-12-24..2027-01-01',
    );
    // Months away, which holidays is asked: their dates, with no button to guess them.
    expect(reading('bookings over the holidays', new Date('2027-08-01T23:30:00Z'))).toBe('clarify ');
  });

  it('give way to the dates said beside them', () => {
    expect(reading("how'd referrals do over the holidays? dec 18 - jan 3", new Date('2027-03-01T10:30:00Z'))).toBe(
      'referrals 2026-12-18..2027-01-03',
    );
  });

  it("a school break is not guessed: its dates are asked, as an event's are", () => {
    expect(understand("how's spring break looking?", { now: NEW_YEARS_EVE, timeZone: 'UTC' }).result).toEqual({
      kind: 'clarify',
      question: 'Which dates do you mean by "spring break"? Ask again with them, as in "occupancy mar 8-15".',
      options: [],
    });
    // A month's vacation or break is a school's too ("feb vacation rentals" are rentals).
    expect(reading('why did bookings sag over April vacation?', NEW_YEARS_EVE)).toBe('clarify ');
    expect(reading('signups over february vacation week', NEW_YEARS_EVE)).toBe('clarify ');
    expect(reading('occ for the rest of feb, vacation rentals', new Date('2031-02-14T10:00:00Z'))).toBe(
      'occupancy 2031-02-14..2031-02-28 type VacationRental',
    );
  });
});

describe('"how is … looking" about a day that reads both ways', () => {
  // On Jun 1, 2027, with no report named: the coming day, on the books.
  const JUNE = new Date('2027-06-01T08:30:00Z');
  it.each([
    ['how is new years eve looking', 'occupancy 2027-12-31..2027-12-31 vs 2026-12-31..2026-12-31'],
    ['how is july 4th looking', 'occupancy 2027-07-04..2027-07-04 vs 2026-07-04..2026-07-04'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, JUNE)).toBe(expected);
  });

  it('in the past tense is the one gone, asked about', () => {
    expect(reading('how did july 4th look', JUNE)).toMatch(/^clarify/);
  });
});

describe('the long weekend, said without its holiday', () => {
  // Friday May 28, 2027: Memorial Day weekend (Mon May 31) is under way, Friday to the Monday.
  const MEMORIAL_FRIDAY = new Date('2027-05-28T17:45:00Z');
  it.each([
    ['occupancy by property type for the holiday weekend', 'occupancy 2027-05-28..2027-05-31 by property-type'],
    ['how are the condos looking for the long weekend', 'occupancy 2027-05-28..2027-05-31 type Condotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, MEMORIAL_FRIDAY)).toBe(expected);
  });

  it('is asked about where no public holiday makes one near today', () => {
    // Sunday Mar 14, 2027: Presidents' Day (Feb 15) is four weeks gone, Memorial Day (May 31) eleven weeks off.
    const result = understand('how are the condos looking for the long weekend', { now: new Date('2027-03-14T19:05:00Z'), timeZone: 'UTC' }).result;
    expect(result).toMatchObject({
      kind: 'error',
      error: { message: 'No public holiday makes a long weekend near today, so I can\'t tell which "long weekend" is meant: name the holiday.' },
    });
  });

  it('is the coming one for stays, within two months', () => {
    // Tuesday Feb 2, 2027: Presidents' Day is Mon Feb 15, its weekend Fri Feb 12 to the Monday.
    expect(reading('nights available for the 3-day weekend', new Date('2027-02-02T09:05:00Z'))).toBe(
      'occupancy 2027-02-12..2027-02-15 focus availableNights',
    );
  });
});

describe('a holiday with "last year" after it', () => {
  it('is that year’s holiday by the same rule', () => {
    // Memorial Day 2026 was Mon May 25: its weekend Fri May 22 to the Monday.
    expect(reading('bookings during memorial day weekend last year', new Date('2027-05-28T17:45:00Z'))).toBe('bookings 2026-05-22..2026-05-25');
  });

  it('"presidents weekend" is Presidents’ Day’s', () => {
    expect(reading('how are the condos doing for presidents weekend', new Date('2027-02-02T09:05:00Z'))).toMatch(
      /^occupancy 2027-02-12\.\.2027-02-15 .*type Condotel$/,
    );
  });
});

describe('to today', () => {
  const FEB_2 = new Date('2027-02-02T09:05:00Z');
  it('"dec 1 to now" starts on the day gone, stays or not', () => {
    expect(reading('signups dec 1 to now', FEB_2)).toBe('signups 2026-12-01..2027-02-01');
    expect(reading('ski season so far (Dec 1 to now) - occupancy by month', FEB_2)).toBe('occupancy 2026-12-01..2027-02-02 by month');
  });

  it('"to date" anywhere cuts the period said at today for stays', () => {
    expect(reading('Q1 occupancy to date', FEB_2)).toBe('occupancy 2027-01-01..2027-02-02');
  });

  it('"how are … looking" for a month under way is the books', () => {
    expect(reading('How are vacation rentals looking for February?', FEB_2)).toBe('occupancy 2027-02 type VacationRental');
  });
});

describe('on the last day of Q2 2027 (Wednesday June 30)', () => {
  const JUNE_30 = new Date('2027-06-30T16:00:00Z');
  it.each([
    // The second week of a month is its days 8 to 14.
    ['RevPAR for the 2nd week of July', 'occupancy 2027-07-08..2027-07-14 focus revpar'],
    ['select service bookings 2nd week of june', 'bookings 2027-06-08..2027-06-14 type SelectServiceHotel'],
    // "The 4th" within a month of July 4th is the holiday (a Sunday in 2027: its weekend Friday to the observed Monday),
    // compared with 2026's (a Saturday, observed Friday Jul 3: Friday to Sunday).
    ["how's the 4th weekend booking up vs last year", 'occupancy 2027-07-02..2027-07-05 vs 2026-07-03..2026-07-05'],
    // A year written '26.
    ["RV park bookings in June vs June '26", 'bookings 2027-06 vs last-year type RVResort'],
    // Compared with a quarter said without a year: the one before, not one ahead.
    ['avg daily rate for the limited-service hotels Q2 vs Q1', 'occupancy 2027-q2 vs previous type SelectServiceHotel focus adr'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, JUNE_30)).toBe(expected);
  });

  it('"the 4th" far from July is a day of the month, but its week is July\'s', () => {
    // Dec 4, 2026 gone and Sunday Jan 4, 2027 to come are both the 4th of a month: which is asked. The week of the 4th
    // is Independence Day's, Sun Jul 4 to Sat Jul 10, 2027, compared with the week holding Jul 4, 2026 (Sun Jun 28 to
    // Sat Jul 4).
    expect(reading('occupancy on the 4th')).toBe('clarify occupancy|occupancy');
    expect(reading('occupancy the week of the 4th')).toBe('occupancy 2027-07-04..2027-07-10 vs 2026-06-28..2026-07-04');
  });

  it('the rest of the year, of what has happened, is refused as dates ahead', () => {
    expect(reading('referral revenue for the rest of the year', new Date('2026-11-02T08:15:00Z'))).toBe('error future_range');
    expect(reading('occupancy for the rest of the year', new Date('2026-11-02T08:15:00Z'))).toBe('occupancy 2026-11-02..2026-12-31');
  });
});
