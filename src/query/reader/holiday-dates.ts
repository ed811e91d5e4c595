/**
 * Holidays in a question, read as days: the day itself, its weekend, "over" it, the week of it,
 * a season ("the holidays"), and "the long weekend" without its name. The names and dates are
 * holidays.ts's (date-holidays); these are the rules hotels read them by. dates.ts tries them
 * first in its table.
 */
import { daysBetween, weekdayOf, plusDays, type CalendarDate } from '../calendar.js';
import { rangeWords } from '../labels.js';
import { schoolBreak, SCHOOL_BREAKS, type DateMatch, type DateSetting } from '../question-dates.js';
import { commandError, textAt as text, typedPhraseOf, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import {
  eveOf,
  holidayIn,
  holidayNameAt,
  alwaysOn,
  longWeekend,
  monthLongWeekend,
  nearestLongWeekend,
  nearHoliday,
  settleHoliday,
  type Held,
} from './holidays.js';
import { MONTH_BY_WORD } from '../words.js';
import { joinsSpan } from './general-words.js';
import { explicit, said, unitOf } from './relative-dates.js';

/** Feasts whose weekend custom makes long though they are no day off here: Easter's, with Good Friday and Easter Monday. */
const LONG_BY_CUSTOM = ['easter'];

/** Words before a day that make it the anchor of days beside it ("the week after the 4th"). */
const ANCHORING = new Set(['before', 'after', 'around', 'following', 'surrounding']);

/** "christmas", "memorial day weekend", "over thanksgiving", "the week of the 4th of july", "christmas 2025". */
export function readHoliday(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const country = s.country ?? 'US';
  // "on the 4th of july": the day's own preposition, read here before chrono reads the words as a date.
  const on = text(tokens, i) === 'on' ? 1 : 0;
  const the = text(tokens, i + on) === 'the' ? 1 : 0;
  const lead = ['over', 'around'].includes(text(tokens, i))
    ? 'over'
    : text(tokens, i + on + the) === 'week' && text(tokens, i + on + the + 1) === 'of'
      ? 'week'
      : null;
  // "the 4th of july weekend": an article before the name itself.
  const lead0 =
    lead === 'over'
      ? text(tokens, i + 1) === 'the'
        ? 2
        : 1
      : lead === 'week'
        ? on + the + 2 + (text(tokens, i + on + the + 2) === 'the' ? 1 : 0)
        : on + the;
  // "the 2028 holidays", "2027 thanksgiving": the year said before the name.
  const yearBefore = /^\d{4}$/.test(text(tokens, i + lead0)) ? Number(text(tokens, i + lead0)) : undefined;
  const leadLen = lead0 + (yearBefore === undefined ? 0 : 1);
  const found = holidayNameAt(tokens, i + leadLen, country);
  if (!found) return null;
  // "the 4th" is July's within a month of it ("how's the 4th looking" in June), "over" it, the week of it or days beside
  // it ("the friday before the 4th"), capitalised ("the Fourth") or with a year ("the 4th this year"); else the 4th of a month.
  const after = i + leadLen + found.len;
  const yearSaid =
    /^\d{4}$/.test(text(tokens, after)) || (['this', 'last', 'next'].includes(text(tokens, after)) && text(tokens, after + 1) === 'year');
  // "from the fourth through labor day": a span to another holiday.
  const toHoliday = joinsSpan(text(tokens, after)) && holidayNameAt(tokens, after + 1, country) !== null;
  const anchor = lead !== null || ANCHORING.has(text(tokens, i - 1)) || toHoliday;
  const named = anchor || yearSaid || /^\p{Lu}/u.test(tokens[after - 1]!.raw) || nearHoliday(country, found.name, s.today, 31);
  if (['4th', 'fourth'].includes(found.name) && !named) return null;
  // "easter break", "the easter holidays": a school's break named by the holiday, whose dates are the school's.
  if (SCHOOL_BREAKS.has(text(tokens, after)) || text(tokens, after) === 'holidays') return schoolBreak(tokens, i + lead0, after + 1 - i - lead0);
  let len = leadLen + found.len;
  // "christmas night": the holiday's stay night.
  const night = text(tokens, i + len) === 'night';
  if (night) len++;
  // "filling up for memorial day": of stays ahead, booked for a holiday that is a Monday every year is for the long
  // weekend it makes (New Year's Day on a Monday is still its night).
  // "over black friday thru cyber monday": the days from one to the other, not around the first.
  const spanFollows = ['through', 'to', 'until', 'till', '-', '..'].includes(text(tokens, i + len));
  // "memorial day itself", "mlk day only": the day, not the weekend it makes.
  const alone = ['itself', 'only'].includes(text(tokens, i + len)) ? 1 : 0;
  len += alone;
  const forStays = s.lookAhead && lead === null && on === 0 && !night && !alone && text(tokens, i - 1) === 'for';
  // "the civic holiday long weekend", "easter long weekend": its weekend.
  const long = text(tokens, i + len) === 'long' && /^weekends?$/.test(text(tokens, i + len + 1)) ? 1 : 0;
  len += long;
  const weekend = /^weekends?$/.test(text(tokens, i + len));
  // "xmas week", "over thanksgiving week": the week it falls in, as "the week of xmas".
  // "thanksgiving week by property type" is its week; "thanksgiving week by week", weeks.
  const week =
    !weekend && lead !== 'week' && text(tokens, i + len) === 'week' && !(text(tokens, i + len + 1) === 'by' && text(tokens, i + len + 2) === 'week');
  if (weekend || week) len++;
  const yearAfter = /^\d{4}$/.test(text(tokens, i + len)) ? Number(text(tokens, i + len)) : undefined;
  if (yearAfter !== undefined) len++;
  const year = yearAfter ?? yearBefore;
  // A weekend of stays is two nights, unless said to be long or long by custom.
  const twoNights = s.lookAhead && !long && !LONG_BY_CUSTOM.some((n) => found.name.includes(n));
  const span = (h: Held): [CalendarDate, CalendarDate] => {
    // A season ("the holidays") is its days, over it or not.
    if (h.last && !weekend && !week && lead !== 'week') return [h.day, h.last];
    if (weekend) {
      const weekendOf = longWeekend(h);
      if (!weekendOf) return [h.day, h.day];
      // Of stays, the weekend of a day that is no day off is a weekend's two nights ("halloween weekend", a Friday), and
      // its eve's where it is a Monday.
      return twoNights && !h.public ? [weekendOf[0], weekdayOf(h.day) === 1 ? plusDays(h.day, -1) : plusDays(weekendOf[0], 1)] : weekendOf;
    }
    if (lead === 'week' || week) return unitOf(h.day, 'week', s);
    // Of stays ahead, a feast that is always a Sunday, named without its day ("how's easter looking", not "easter
    // sunday"), is its weekend: the nights people come for are Friday's and Saturday's.
    // (Not where a span runs from it: "from easter to memorial day" starts on the Sunday.)
    if (s.lookAhead && lead === null && !spanFollows && !found.name.endsWith('day') && alwaysOn(country, found.name, 0))
      return longWeekend(h) ?? [h.day, h.day];
    if (forStays && alwaysOn(country, found.name, 1)) return longWeekend(h) ?? [h.day, h.day];
    // "Over" a holiday is from its eve where the calendar has one (Christmas Eve) to the night after; a Sunday's
    // (Easter, Mother's Day) is its weekend from Friday to the Monday; a Monday's or Thursday's, the long weekend it
    // makes; any other, the night before to the night after.
    // A day that is no day off and no Sunday feast ("over valentine's", "over halloween") is that day; "around" it, its neighbours too.
    if (text(tokens, i) === 'over' && !spanFollows && !h.public && weekdayOf(h.day) !== 0) return [h.day, h.day];
    const eve = lead === 'over' && !spanFollows ? (weekdayOf(h.day) === 0 ? plusDays(h.day, -2) : eveOf(country, h.day)) : null;
    if (eve) return [eve, plusDays(h.day, 1)];
    if (lead === 'over' && !spanFollows)
      return ([1, 2, 4].includes(weekdayOf(h.observed ?? h.day)) && longWeekend(h)) || [plusDays(h.day, -1), plusDays(h.day, 1)];
    return [h.day, h.day];
  };
  const inYear = year === undefined ? null : holidayIn(country, found.name, year);
  const settled = year === undefined ? settleHoliday(country, found.name, s.today, s.lookAhead, span) : inYear && { year, days: span(inYear) };
  // A season ("the holidays") read back that is months gone, with the coming one near, is the coming one.
  const other = year === undefined && !s.lookAhead && settled?.days ? settleHoliday(country, found.name, s.today, true, span) : null;
  const coming = other && holidayIn(country, found.name, other.year);
  const held = coming?.last && !coming.run && awayFrom(settled!.days, s.today) > awayFrom(other!.days, s.today) ? other : settled;
  if (!held) return null;
  const { days } = held;
  // "st patrick's weekend" on a Wednesday: the weekend before and the one after are as near; which is not guessed.
  const { day, last, run } = holidayIn(country, found.name, held.year)!;
  if (weekend && days[0] === day && days[1] === day)
    return {
      len,
      error: commandError(
        'bad_date',
        message('grammar.midweekHoliday', { typed: typedPhraseOf(tokens, i + on, len - on), day: rangeWords(explicit(day, day)) }),
        message('grammar.sayTheDates'),
      ),
    };
  // A season said without a year ("the holidays") is the one under way or near; months off, people mean either (a
  // festival's run of days, Hanukkah's, is the coming or the latest one, as a holiday's day is).
  const season = last !== undefined;
  if (season && !run && year === undefined && !yearSaid && awayFrom(days, s.today) > 60 && !(days[0] <= s.today && s.today <= days[1])) return null;
  // The same holiday a year before, by the same rule: Memorial Day weekend against last year's, not the same weekdays.
  const before = holidayIn(country, found.name, held.year - 1);
  // Said back without its "on": Read "the 4th of july" as Jul 4, 2027.
  const match = { ...said(tokens, i + on, len - on, explicit(days[0], days[1]))!, len };
  const seasonal = season ? { season: true } : {};
  // "memorial day weekend last year": the holiday of that year by the same rule, not these days a year back.
  const ofYear = (y: number) => {
    const h = holidayIn(country, found.name, y);
    return h && explicit(...span(h));
  };
  // A weekend last year's holiday did not make (mid-week then) is compared as any days are: the same weekdays.
  const lastDays = before && span(before);
  const lastYear = lastDays && !(weekend && lastDays[0] === lastDays[1]) ? { lastYear: explicit(...lastDays) } : {};
  return { ...match, ...seasonal, inYear: ofYear, ...lastYear };
}

/** How many days from today the nearer end of `days` is. */
const awayFrom = ([start, end]: readonly [CalendarDate, CalendarDate], today: CalendarDate): number =>
  Math.min(Math.abs(daysBetween(start, today)), Math.abs(daysBetween(end, today)));

/** "the long weekend", "the holiday weekend", "the 3 day weekend": the one a public holiday makes, nearest today. */
export function readLongWeekend(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = ['the', 'this'].includes(text(tokens, i)) ? 1 : 0;
  // "the august long weekend": the one of a holiday in that month.
  const month = MONTH_BY_WORD.get(text(tokens, i + the));
  const at = i + the + (month === undefined ? 0 : 1);
  const word = text(tokens, at);
  const kind = ['long', 'holiday', '3-day', 'three-day'].includes(word) ? 1 : word === '3' && text(tokens, at + 1) === 'day' ? 2 : 0;
  if (!kind || text(tokens, at + kind) !== 'weekend') return null;
  const country = s.country ?? 'US';
  const span = month === undefined ? nearestLongWeekend(country, s.today, s.lookAhead) : monthLongWeekend(country, month, s.today, s.lookAhead);
  const len = at - i + kind + 1;
  if (span) return said(tokens, i, len, explicit(...span));
  return {
    len,
    error: commandError(
      'bad_date',
      message('grammar.noLongWeekend', { typed: typedPhraseOf(tokens, i + the, len - the) }),
      message('grammar.sayTheDates'),
    ),
  };
}
