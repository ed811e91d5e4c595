/**
 * What follows a period and stretches it: a second period it runs to ("memorial day to labor
 * day", "black friday thru cyber monday", "dec 1 to now"), "so far" ("summer so far") and "on"
 * ("christmas eve on"). dates.ts reads the period, then these around it.
 */
import { calendarDate, daysBetween, isRealDate, monthOfDayFrom, monthOfDayUpTo, parts, plusDays } from '../calendar.js';
import type { RangeSpec } from '../canonical.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { recognizeRange, settleRange } from '../range-words.js';
import { textAt as text, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { NOW } from './date-parts.js';
import { boundedBy } from './period-ends.js';
import { joinsSpan, SO_FAR } from './general-words.js';
import { boundsIn, explicit, lastDaySoFar, said, soFarOf, unitOf, type DateUnit, type ReadDate } from './relative-dates.js';

/** A day said by its number alone: "the 26th", "3rd". */
const BARE_DAY = /^(?:the )?\d{1,2}(?:st|nd|rd|th)?$/;

/**
 * "black friday thru cyber monday", "memorial day to labor day": from the first's start to the
 * second's end, the second being the first one after the first's start.
 */
export function spanned(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch, readOne: ReadDate): DateMatch {
  if (!match || 'error' in match) return match;
  const bounded = boundedBy(readOne, tokens, i, s, match);
  if (bounded) return bounded;
  const join = text(tokens, i + match.len);
  // "dec 1 to now", "march - today": from a day gone to today (yesterday, for what is counted so far).
  if (joinsSpan(join)) {
    const gone = NOW.has(text(tokens, i + match.len + 1)) && readOne(tokens, i, { ...s, lookAhead: false });
    const end = lastDaySoFar(s);
    const start = gone && 'spec' in gone ? boundsIn(gone.spec, s).start : null;
    if (start && start <= end) return said(tokens, i, match.len + 2, explicit(start, end));
  }
  // "memorial day to labor day", "june to august": "to" joins two periods; "and", days that follow on ("christmas eve
  // and christmas", "yesterday and today").
  const and = join === 'and';
  // "compare this winter to last winter": after a comparison's verb, "to" is the comparison's.
  const compared = join === 'to' && tokens.slice(0, i).some((t) => /^compar/.test(t.text));
  if ((!joinsSpan(join) && !and) || compared) return match;
  const at = i + match.len + 1;
  // "memorial day through labor day 2029": the first holiday in the year the second is said in.
  const last = /^[a-z]+$/.test(join) ? dateOrRangeAt(tokens, at, s, readOne) : readOne(tokens, at, s);
  const yearSaid = last && 'spec' in last && /\b\d{4}$/.test(typedPhraseOf(tokens, at, last.len)) ? parts(boundsIn(last.spec, s).start).year : null;
  const first = (yearSaid && match.inYear?.(yearSaid)) || match.spec;
  const a = boundsIn(first, s);
  const after = (m: DateMatch) => (m && !('error' in m) && boundsIn(m.spec, s).end >= a.start ? m : null);
  // "from the 3rd to the end of july", "the 28th to march 5": a day of no month said is in the second's, or the month before.
  if (last && 'spec' in last && !match.inYear && BARE_DAY.test(typedPhraseOf(tokens, i, match.len))) {
    const [lastDay, day] = [boundsIn(last.spec, s).end, parts(a.start).day];
    const { year, month } = monthOfDayUpTo(day, lastDay);
    if (isRealDate(year, month, day)) return said(tokens, i, match.len + 1 + last.len, explicit(calendarDate(year, month, day), lastDay));
  }
  // "christmas eve thru the 26th", "dec 20 to the 3rd": after a period, such a day is the first of its number from its start.
  if (last && 'spec' in last && BARE_DAY.test(typedPhraseOf(tokens, at, last.len))) {
    const day = parts(boundsIn(last.spec, s).end).day;
    const { year, month } = monthOfDayFrom(day, a.start);
    const end = isRealDate(year, month, day) ? calendarDate(year, month, day) : null;
    if (end && end >= a.end) return said(tokens, i, match.len + 1 + last.len, explicit(a.start, end));
  }
  const second = after(last) ?? after(readOne(tokens, at, { ...s, today: a.start, lookAhead: true }));
  const b = second && boundsIn(second.spec, s);
  // Joined by "and", days that follow on, or with a weekend between ("black friday and cyber monday").
  if (!second || !b || (and && (b.start <= a.end || b.start > plusDays(a.end, 3)))) return match;
  // "mid june to mid july": the middle of a month at either end is its 15th.
  const middle = (k: number, len: number, day: string) =>
    /^(the )?mid(dle)?\b/i.test(typedPhraseOf(tokens, k, len)) ? calendarDate(parts(day).year, parts(day).month, 15) : day;
  const span = said(tokens, i, match.len + 1 + second.len, explicit(middle(i, match.len, a.start), middle(at, second.len, b.end)));
  // Two holidays are a span of any year by their own rules ("memorial day to labor day this year").
  const [from, to] = [match.inYear, second.inYear];
  if (!span || !from || !to) return span;
  return {
    ...span,
    inYear: (year) => {
      const [start, end] = [from(year), to(year)];
      if (!start || !end) return null;
      const [x, y] = [boundsIn(start, s), boundsIn(end, s)];
      const following = y.end >= x.start ? end : to(year + 1);
      return following ? explicit(x.start, boundsIn(following, s).end) : null;
    },
  };
}

/**
 * "today through march", "last monday thru yesterday", "tomorrow to sunday": a period of the range words (today,
 * next week) runs to the period said after it, from its start to the second's end. "to" joins only from a single
 * day: "from last week to this week" is more often a change than a span; "and", one that follows on ("this week and
 * next week", "last month and this month").
 */
export function runTo(
  tokens: readonly Token[],
  at: number,
  first: RangeSpec,
  s: DateSetting,
  readOne: ReadDate,
): { spec: RangeSpec; len: number } | null {
  const join = text(tokens, at);
  // A dash between spaces parts a message ("lately - last 4 weeks by week?") more often than it joins range words.
  if (!/^[a-z]+$/.test(join) || (!joinsSpan(join) && join !== 'and')) return null;
  const a = boundsIn(first, s);
  if (join === 'to' && a.start !== a.end) return null;
  if (tokens.slice(0, at).some((t) => /^compar/.test(t.text))) return null;
  // "this week and next", "last month and this month": with "and", a period that follows on; two years are set against
  // each other (settle-periods.ts joins them where shown over time).
  if (join === 'and') {
    if (a.start.endsWith('-01-01') && a.end.endsWith('-12-31')) return null;
    const next = dateOrRangeAt(tokens, at + 1, s, readOne);
    const b = next && 'spec' in next ? boundsIn(next.spec, s) : null;
    return b && b.start > a.end && b.start <= plusDays(a.end, 3) ? { spec: explicit(a.start, b.end), len: 1 + next!.len } : null;
  }
  // Of days gone by, the last such day so far ("this year through friday" is to last Friday); ahead, the first after.
  const back = s.lookAhead ? null : dateOrRangeAt(tokens, at + 1, s, readOne);
  const gone = back && 'spec' in back && boundsIn(back.spec, s).end >= a.start ? back : null;
  const second = gone ?? dateOrRangeAt(tokens, at + 1, s, readOne, { ...s, today: a.start, lookAhead: true });
  const end = second && 'spec' in second && boundsIn(second.spec, s).end;
  // To today or yesterday inside the first only checks it ("this week. through yesterday, i assume?"): it stands alone.
  const checks = end && end <= a.end && end >= plusDays(s.today, -1);
  return end && end >= a.start && !checks ? { spec: explicit(a.start, end), len: 1 + second.len } : null;
}

/** Range words at `at` ("yesterday", "next week", "sep-2034"), settled against the real today. */
export function rangeAt(tokens: readonly Token[], at: number, s: DateSetting): { spec: RangeSpec; len: number } | null {
  const range = recognizeRange(tokens, at);
  return range && 'value' in range ? { spec: settleRange(range.value, s.today), len: range.len } : null;
}

/** A period at `at`: a date as `reading` reads it, or range words of the real today. */
function dateOrRangeAt(tokens: readonly Token[], at: number, s: DateSetting, readOne: ReadDate, reading = s): DateMatch {
  return readOne(tokens, at, reading) ?? rangeAt(tokens, at, s);
}

/**
 * "ytd as of end of june", "qtd through june 30", "mtd as of yesterday" (normalise.ts reads "as of" as "through"): of
 * days gone by, a period to date runs to the day said, from the start of the unit that day is in (on July 1, "qtd as of
 * june 30" is the second quarter).
 */
export function toDateAsOf(tokens: readonly Token[], at: number, first: RangeSpec, s: DateSetting, readOne: ReadDate) {
  if (s.lookAhead || first.kind !== 'period' || first.rel !== 'this' || text(tokens, at) !== 'through') return null;
  const day = dateOrRangeAt(tokens, at + 1, s, readOne);
  const end = day && 'spec' in day ? boundsIn(day.spec, s).end : null;
  if (!end || end > s.today) return null;
  const start = unitOf(end, first.unit, s)[0];
  // To yesterday or today, of the period under way, only checks it ("mtd as of yesterday" mid-month).
  const checks = start === boundsIn(first, s).start && end >= plusDays(s.today, -1);
  return { spec: checks ? first : explicit(start, end), len: 1 + day!.len };
}

/** A unit's own words for itself to date, said after one ("june mtd", "q2 quarter to date"). */
const UNIT_TO_DATE: readonly [string, DateUnit][] = [
  ['mtd', 'month'],
  ['month to date', 'month'],
  ['qtd', 'quarter'],
  ['quarter to date', 'quarter'],
  ['ytd', 'year'],
  ['year to date', 'year'],
  ['wtd', 'week'],
  ['week to date', 'week'],
];

/**
 * "summer so far", "the first quarter to date", "june mtd": from the period's start to today (yesterday, for what is
 * counted so far); a period already over, to its end ("june month-to-date" asked in july is june).
 */
export function soFar(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch {
  if (!match || 'error' in match) return match;
  const bounds = boundsIn(match.spec, s);
  // A unit's words only after one of that unit: "june mtd", never "june ytd".
  const ofUnit = ([words, unit]: [string, DateUnit]) =>
    wordsAt(tokens, i + match.len, words) && unitOf(bounds.start, unit, s).join() === [bounds.start, bounds.end].join();
  const unitWords = UNIT_TO_DATE.find(ofUnit)?.[0];
  const words = SO_FAR.find((w) => wordsAt(tokens, i + match.len, w)) ?? unitWords;
  if (!words) return match;
  // ("last august so far" sets this August so far against it: settle-periods.ts.)
  const cut = soFarOf(match.spec, s) ?? (unitWords && bounds.end <= lastDaySoFar(s) ? match.spec : null);
  return cut ? said(tokens, i, match.len + words.split(' ').length, cut) : match;
}

/** "christmas eve on", "the 15th onwards": of days gone by, from the period's start to today (yesterday, for what is counted so far). */
export function onward(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch {
  if (!match || 'error' in match || s.lookAhead) return match;
  const word = text(tokens, i + match.len);
  // "from the 15th on", "from the 15th on, by region": on to today, where nothing of a day follows it.
  const last = i + match.len === tokens.length - 1 || /^[,;.!?]$|^(by|for|at|in|please|pls|vs)$/.test(text(tokens, i + match.len + 1));
  if (!(word === 'onward' || word === 'onwards' || (word === 'on' && last))) return match;
  const [start, end] = [boundsIn(match.spec, s).start, lastDaySoFar(s)];
  return start <= end ? said(tokens, i, match.len + 1, explicit(start, end)) : match;
}

/** "saturday night", "fri and sat nights": the stay nights of a few days said ("june nights" are a count of nights). */
export function nightsOf(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch {
  if (!match || 'error' in match || !/^nights?$/.test(text(tokens, i + match.len))) return match;
  const { start, end } = boundsIn(match.spec, s);
  return daysBetween(start, end) < 7 ? { ...match, len: match.len + 1, night: true } : match;
}
