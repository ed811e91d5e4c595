/**
 * How the periods said settle once every word of a question is read: weekdays said with a longer
 * period ("fridays in september"), a year said apart from its holiday, "ytd" beside a year, "wow"
 * and "mom", and "so far" wherever it stands. slots.ts reads the words; these settle what they said.
 */
import type { RangeSpec } from '../canonical.js';
import { calendarDate, daysBetween, daysInMonth, monthEnd, parts, plusDays, plusMonths, weekdayOf, type CalendarDate } from '../calendar.js';
import { message } from '../../messages/index.js';
import { recognizeRange, settleRange } from '../range-words.js';
import { commandError, wordsAt, type Token } from '../tokens.js';
import { COMING_FROM } from '../words.js';
import type { DateSetting } from './dates.js';
import { RANKINGS, SO_FAR, UNIT_OVER_UNIT } from './general-words.js';
import { boundsIn, explicit, lastDaySoFar, latestUnitOf, soFarOf, within } from './relative-dates.js';
import type { Said, Slots } from './slot-types.js';
import { DATED_LABELS, rankedGrain, YEAR_SAID } from './sentence-words.js';
import { endWordIncludes } from './period-ends.js';

/** A year said apart from the holiday it places ("memorial day weekend … last year"). */
const YEAR_APART: Readonly<Record<string, number>> = { 'last year': -1, 'this year': 0, 'next year': 1 };

/** Words that place a period in a year of its own, or relative to today ("2030", "last", "ago", "tonight"). */
const PLACED = /\d{4}|last|next|this|ago|past|coming|yesterday|today|tomorrow|tonight/i;

/**
 * What is said apart from the period and settles it once every word is read: a year said apart
 * from a holiday, a month or a quarter places it, "ytd" beside a year is that year, a type left
 * out of a breakdown by type is shown with the others, a day, week or month ranked shows the
 * period by that unit, "coming from" yields to a place said, and "wow" alone is the latest week
 * against the one before.
 */
export function settleApart(slots: Slots, tokens: readonly Token[], setting: DateSetting): void {
  // "what's on the books for summer? June through August by month": the same days said again restate the period.
  const [against, period] = [slots.against && daysOf(slots.against, setting), slots.period && daysOf(slots.period, setting)];
  if (slots.againstApart && against && period && against.start === period.start && against.end === period.end)
    [slots.against, slots.againstApart] = [undefined, false];
  // "how did memorial day weekend go last year": the holiday of the year said apart from it, not a comparison.
  // "labor day weekend occupancy 2030": the year said.
  const apart = slots.against?.typed.toLowerCase() ?? '';
  const year = /^\d{4}$/.test(apart) ? Number(apart) - parts(setting.today).year : YEAR_APART[apart];
  const holiday = slots.period && 'inYear' in slots.period ? slots.period.inYear?.(parts(setting.today).year + (year ?? 0)) : null;
  if (!slots.contrasted && year !== undefined && holiday) {
    // With its twin a year before, as the holiday said with its year is compared ("christmas 2025").
    const { typed, inYear } = slots.period as Extract<Said, { spec: RangeSpec }>;
    const lastYear = inYear?.(parts(setting.today).year + (year ?? 0) - 1);
    [slots.period, slots.against] = [{ spec: holiday, typed, ...(inYear ? { inYear } : {}), ...(lastYear ? { lastYear } : {}) }, undefined];
  }
  // "by month for 2026 and 2027", "quarterly across 2026 and 2027": two years running joined by "and", shown over time, are
  // one span, not one set against the other.
  const years = [slots.period?.typed, slots.against?.typed].map(Number).sort((a, b) => a - b);
  const overTime = slots.grouping !== undefined || tokens.some((t) => ['quarterly', 'across'].includes(t.text));
  if (slots.againstApart && overTime && /^\d{4}$/.test(slots.against!.typed) && years[1]! - years[0]! === 1) {
    [slots.period, slots.against] = [{ spec: explicit(`${years[0]}-01-01`, `${years[1]}-12-31`), typed: `${years[0]}–${years[1]}` }, undefined];
  }
  // "what was Q4 referral revenue last year", "how did march go last year": that quarter or month of the year said apart.
  const unit = slots.period && 'spec' in slots.period && !PLACED.test(slots.period.typed) ? slots.period.spec : null;
  if (slots.againstApart && year !== undefined && !holiday && (unit?.kind === 'month' || unit?.kind === 'quarter')) {
    slots.period = { spec: { ...unit, year: parts(setting.today).year + year }, typed: slots.period!.typed };
    slots.against = undefined;
  }
  // "ytd signups 2027": that year, to date where it is under way.
  const toDate = slots.period && 'words' in slots.period && ['ytd', 'year to date', 'this year'].includes(slots.period.typed.toLowerCase());
  if (!slots.contrasted && toDate && /^\d{4}$/.test(slots.against?.typed ?? '')) [slots.period, slots.against] = [slots.against, undefined];
  // "everything but RV, split by type": every type side by side, the one left out among them, said so ("not by type"
  // asks for no breakdown).
  const byType =
    slots.dimensions.some((d) => d.breakdown === 'property-type') && !tokens.some((t, k) => t.text === 'not' && tokens[k + 1]?.text === 'by');
  if (slots.negated && !slots.names.some((n) => n.negated) && byType) {
    slots.notes.push(message('grammar.everyTypeShown', { types: slots.typesTyped.join(', ') }));
    [slots.types, slots.typesTyped, slots.negated] = [[], [], false];
  }
  // "peak booking day in q2", "top 5 nights in july": the period by that unit; a count of days is no top of members.
  const ranked = tokens.map((_, k) => rankedGrain(tokens, k)).find((g) => g !== null);
  if (ranked) {
    const { grain, word } = ranked;
    // "the lowest occupancy night": the night is the unit, not the nights booked.
    slots.claims = slots.claims.filter((c) => c.phrase.toLowerCase() !== word);
    if (!slots.grouping) [slots.grouping, slots.groupingAsked] = [grain, true];
    if (slots.top !== undefined && slots.dimensions.length === 0 && slots.types.length === 0) {
      slots.notes.push(message('grammar.periodsSideBySide', { count: slots.top, unit: grain, units: `${grain}s` }));
      delete slots.top;
    }
  }
  // "condos vs hotels": hotels set against a type are the other types, not the properties one by one.
  if (slots.otherTypes && slots.contrasted && slots.types.length > 0) slots.dimensions = slots.dimensions.filter((d) => d.breakdown !== 'property');
  // "where are our leads coming from … by city": a place said outright outweighs "coming from"; "came from email" names it.
  const from = (d: Slots['dimensions'][number]) => COMING_FROM.includes(d.phrase.toLowerCase());
  if (slots.dimensions.some((d) => !from(d)) || slots.names.length > 0) {
    slots.dimensions = slots.dimensions.filter((d) => !from(d));
    // "how many bookings came from the trip planner": what "came from" names is no ranking either ("coming from,
    // country-wise" still asks where).
    const ranked = RANKINGS.filter((r) => !COMING_FROM.includes(r)).some((r) => tokens.some((_, k) => wordsAt(tokens, k, r)));
    const place = slots.dimensions.some((d) => ['country', 'region', 'city', 'geo'].includes(d.breakdown));
    if (!ranked && !place) slots.rank = false;
  }
  // "bookings wow", "optouts mom": the latest week or month against the one before.
  const overAt = tokens.findIndex((t, k) => (t.text === 'over' || t.text === 'on') && k > 0);
  const over = overAt < 0 ? undefined : Object.entries(UNIT_OVER_UNIT).find(([words]) => wordsAt(tokens, overAt - 1, words));
  if (over && !slots.period) slots.period = { spec: latestUnitOf(over[1], setting), typed: over[0] };
  // "month over month occupancy, jan through may": over several months, month by month.
  else if (over && over[1] !== 'quarter' && longerThan(specOf(slots.period!, setting), over[1] === 'week' ? 7 : 31, setting)) {
    [slots.grouping, slots.groupingAsked] = [over[1], true];
    delete slots.compare;
  }
  // "daily bookings for the past 2 weeks": so many times seven days to yesterday, as people count weeks back (held-out
  // sets take it so nearly always); shown week by week, or as the grammar writes it ("last-2-weeks", as "the last two
  // full weeks" are read), whole weeks.
  const counted = slots.period && !slots.period.typed.includes('-') && specOf(slots.period, setting);
  if (counted && counted.kind === 'rolling' && counted.dir === 'last' && counted.unit === 'week' && counted.n > 1 && slots.grouping !== 'week')
    slots.period = { spec: { kind: 'rolling', dir: 'last', n: 7 * counted.n, unit: 'day' }, typed: slots.period!.typed };
}

/**
 * "the rest of march, not including tonight", "2/1 to 2/14, excluding valentine's day", "since january 1, not including
 * this week": days left out at either end of the period. Today is no day of what has happened so far anyway; of stays,
 * "the next 7 days, excluding today" are seven from tomorrow. Days in the middle cannot be left out: said so.
 */
export function leaveOut(slots: Slots, s: DateSetting): void {
  const said = slots.period;
  if (slots.excluded.length === 0 || !said) return;
  const excluded = slots.excluded.filter((x) => s.lookAhead || boundsIn(x.spec, s).start < s.today);
  if (excluded.length === 0) return;
  let { start, end } = boundsIn(specOf(said, s), s);
  // What has happened runs to today at most ("this year, not counting the current week").
  if (!s.lookAhead && end > s.today) end = s.today;
  const fromToday = 'words' in said && /^(next|coming)\b/i.test(said.typed) && start === s.today;
  for (const x of excluded) {
    const b = boundsIn(x.spec, s);
    if (fromToday && b.start === s.today && b.end === s.today) [start, end] = [plusDays(start, 1), plusDays(end, 1)];
    else if (b.start <= start && b.end >= start) start = plusDays(b.end, 1);
    else if (b.start <= end && b.end >= end) end = plusDays(b.start, -1);
    else if (b.start <= end && b.end >= start) {
      slots.dateError ??= commandError('bad_date', message('grammar.cannotLeaveOutMiddle', { typed: x.typed }), message('grammar.sayTheDates'));
      return;
    }
  }
  if (start > end)
    slots.dateError ??= commandError('bad_date', message('grammar.nothingLeft', { typed: said.typed }), message('grammar.sayTheDates'));
  else slots.period = { spec: { kind: 'explicit', start, end }, typed: said.typed };
}

/** Two weekdays said as a span ("saturday through monday", "fri-sun nights"). */
const WEEKDAY_SPAN =
  /^(?:(?:on|the)\s+)?(mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s+nights?)?\s*(?:-|\.\.|to|through|thru|until|till)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s+nights?)?$/i;
const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * "presidents' day weekend, saturday through monday", "thanksgiving weekend, thursday through sunday": weekdays said
 * as a span beside a period of a few days are those days of it.
 */
export function weekdaysInside(a: Said, b: Said, s: DateSetting): Said | null {
  const [days, other] = WEEKDAY_SPAN.test(a.typed) ? [a, b] : WEEKDAY_SPAN.test(b.typed) ? [b, a] : [null, null];
  if (!days || !other || WEEKDAY_SPAN.test(other.typed)) return null;
  const [, from, to] = WEEKDAY_SPAN.exec(days.typed)!;
  const on = (day: string, weekday: string) => WEEKDAY_NAMES[weekdayOf(day)] === weekday.toLowerCase();
  const daysIn = ({ start, end }: { start: CalendarDate; end: CalendarDate }): Extract<RangeSpec, { kind: 'explicit' }> | null => {
    if (daysBetween(start, end) > 9) return null;
    let first = start;
    while (first <= end && !on(first, from!)) first = plusDays(first, 1);
    let last = first;
    while (last <= end && !on(last, to!)) last = plusDays(last, 1);
    return first <= end && last <= end ? { kind: 'explicit', start: first, end: last } : null;
  };
  const whole = boundsIn(specOf(other, s), s);
  const spec = daysIn(whole);
  if (!spec) return null;
  // The days it has anyway ("the holiday weekend, fri thru mon"): the period as said, and all it carries.
  if (spec.start === whole.start && spec.end === whole.end) return other;
  // A holiday's days keep its twin a year before, narrowed alike.
  const lastYear = 'spec' in other && other.lastYear ? daysIn(boundsIn(other.lastYear, s)) : null;
  return { spec, typed: `${other.typed}, ${days.typed}`, ...(lastYear ? { lastYear } : {}) };
}

/** "fridays in september", "fri/sat occ next 3 weeks": of weekdays said with a longer period, the longer one, its days one by one. */
export function weekdaysWithin(a: Said, b: Said, s: DateSetting): Said | null {
  const weekdays = (x: Said) => WEEKDAYS_ALONE.test(x.typed);
  if (weekdays(a) === weekdays(b)) return null;
  const longer = weekdays(a) ? b : a;
  return ('spec' in longer ? longerThan(longer.spec, 7, s) : !/^(today|yesterday|tomorrow|tonight|this weekend)$/i.test(longer.typed))
    ? longer
    : null;
}

/** Weekdays said alone, one or several ("fridays", "fri/sat", "saturday nights", "every fri and sat"). */
const WEEKDAYS_ALONE = /^((every|each|on|the)\s+)?((mon|tue|wed|thu|fri|sat|sun)[a-z]*(\s+nights?)?([\s/&,]+|\s+and\s+|\s+or\s+|$))+$/i;

/** How a period said relates to one said before it, for the slots (slots.ts) to keep one, or set them against each other. */
export function periodsBeside(slots: Slots, s: DateSetting) {
  // Days typed in figures ("dec 24 2025 - jan 1 2026"), not a count of units ("2 years ago").
  const inFigures = (typed: string) => /\d/.test(typed.replace(/\b\d+ [a-z]+s ago\b/gi, ''));
  const typedDays = (said: Said) => 'spec' in said && said.spec.kind === 'explicit' && inFigures(said.typed);
  const inside = (inner: Said, outer: Said) => 'spec' in inner && within(inner.spec, specOf(outer, s), s);
  return {
    inside,
    // A season gives way to days said after it ("the holidays, dec 18 - jan 3"), but for a year that places it ("hanukkah
    // bookings last year"); a day in figures, to days typed around it ("the jan 10 newsletter … show me jan 10-16").
    yields: (x: Said, y: Said) =>
      'spec' in x && ((x.season && !(x.inYear && YEAR_SAID.test(y.typed))) || ((!inFigures(x.typed) || inside(x, y)) && typedDays(y))),
    // "the fall recap: september occupancy": of two periods said without a comparison, the one inside the other is meant.
    narrower: (a: Said, b: Said) => inside(a, b) && 'spec' in a && !a.lastYear && !oneRowOf(a, slots.grouping, s),
    // "thanksgiving stories since thursday": a period from a day's or a weekend's first day says how far it runs.
    runsOn: (first: Said, later: Said) => {
      const [a, b] = [daysOf(first, s), daysOf(later, s)];
      return 'spec' in first && a.start === b.start && b.end > a.end && daysBetween(a.start, a.end) < 4;
    },
  };
}

/** A period said, as dates: its own, or the grammar's words settled ("last 3 months"). */
export function specOf(said: Said, s: DateSetting): RangeSpec {
  const range = 'spec' in said ? null : recognizeRange(said.words, 0);
  return 'spec' in said
    ? said.spec
    : range && 'value' in range
      ? settleRange(range.value, s.today)
      : { kind: 'explicit', start: s.today, end: s.today };
}

/** The first and last day of a period said. */
const daysOf = (said: Said, s: DateSetting) => boundsIn(specOf(said, s), s);

/** Whether a period spans more than `days` days. */
export function longerThan(spec: RangeSpec, days: number, s: DateSetting): boolean {
  const { start, end } = boundsIn(spec, s);
  return daysBetween(start, end) >= days;
}

/** Whether "so far", "to date" or the like is said: what is asked runs to today ("the whole month, not just to date" does not). */
export const saysSoFar = (tokens: readonly Token[]): boolean =>
  SO_FAR.some((w) =>
    tokens.some(
      (_, k) =>
        wordsAt(tokens, k, w) &&
        ![tokens[k - 1]?.text, `${tokens[k - 2]?.text} ${tokens[k - 1]?.text}`].some((t) => /^not( just| only)?$/.test(t ?? '')),
    ),
  );

/** "q1 occupancy to date": of stays ahead, the period said runs to today, wherever "to date" or "so far" stands. */
export function settleSoFar(slots: Slots, tokens: readonly Token[], setting: DateSetting): void {
  if (!saysSoFar(tokens) || !slots.period || !setting.lookAhead) return;
  const spec = specOf(slots.period, setting);
  slots.period = { ...('spec' in slots.period ? slots.period : { typed: slots.period.typed }), spec: soFarOf(spec, setting) ?? spec };
}

/**
 * Words of time no rule read, settled once every word is: a label beside dates said ("ski season jan-mar", "the
 * holidays, dec 18 - jan 3"), alone a period not read; a period of the place's own ("peak season", "ski week", "the
 * marathon weekend"), with no dates said or only the "weekend" or season it falls in, has its dates asked.
 */
export function settleLabels(slots: Slots, said: { periodWords: Token[]; events: Token[] }): void {
  const typed = slots.period?.typed ?? '';
  // A year says which one, not which days of it: "last year's holiday season" asks the days as "holiday season" does.
  const undated =
    !slots.period || /^(?:the )?(?:weekends?|week|season|spring|summer|fall|autumn|winter|(?:last|this|next) year(?:'?s)?|\d{4})$/i.test(typed);
  const named = said.events.filter((t) => !DATED_LABELS.has(t.text) || undated);
  if (!slots.period) slots.unknown.push(...said.periodWords.map((word) => ({ word })));
  if (named.length > 0 && undated) slots.datesAsked ??= said.events.map((t) => t.raw).join(' ');
  if (!slots.period && slots.vagueTime) slots.datesAsked ??= slots.vagueTime;
}

/** Days of a month said without it ("the 31st", "sunday the 24th to saturday the 30th", "the night of the 2nd"). */
const BARE_DAYS =
  /^(?:(?:the|night|of|on|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*),?\s+)*(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:-|\.\.|to|through|thru|until|till)\s+(?:(?:the|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*),?\s+)*(\d{1,2})(?:st|nd|rd|th)?)?$/i;

/**
 * "signups month by month for Q1 — did February tank?", "RevPAR by week for July, the 4th of July week looks off": a
 * month or a week inside a period shown by months or weeks is one of its rows, remarked on, not the period asked.
 */
export function oneRowOf(inner: Said, grouping: Slots['grouping'], s: DateSetting): boolean {
  if ((grouping !== 'month' && grouping !== 'week') || !('spec' in inner)) return false;
  const { start, end } = boundsIn(inner.spec, s);
  if (grouping === 'week') return daysBetween(start, end) === 6;
  return start.endsWith('-01') && end === monthEnd(start);
}

/**
 * A day said after a period, read against it: days of a month said without it are those days of the period ("new
 * year's eve, the night of the 31st"; "thanksgiving week, sunday the 24th to saturday the 30th"), days said without a
 * year after a period of a year typed are that year's ("december 2030, dec 1-20"), and a day at either
 * end of it, or the last day so far of one under way, only checks it ("december, including the 31st?", "this week,
 * through yesterday?"): null, the period stands. Undefined where the day is read as it was. After "just" or "only",
 * a day at an end is that day.
 */
export function dayOfPeriod(period: Said, later: Said, s: DateSetting, wordBefore = ''): Said | null | undefined {
  const whole = boundsIn(specOf(period, s), s);
  const bare = BARE_DAYS.exec(later.typed);
  // "month to date, through the 28th", "2029, through the 30th": the period, cut at the last such day in it.
  // (normalise.ts reads "until", "thru", "up to and including", "as of" before a day as "through"); "before" leaves it out.
  const includes = endWordIncludes(wordBefore);
  const cut = includes !== undefined;
  let fitted: Said | undefined;
  for (const from of bare ? (cut ? [whole.end, whole.start] : [whole.start, whole.end]) : []) {
    const { year, month } = parts(from);
    const [first, last] = [Number(bare![1]), Number(bare![2] ?? bare![1])];
    if (first > daysInMonth(year, month)) continue;
    const start = calendarDate(year, month, first);
    // "the 28th to the 3rd": the end in the month after.
    const endMonth = last < first ? parts(plusMonths(start, 1)) : { year, month };
    if (last > daysInMonth(endMonth.year, endMonth.month)) continue;
    const end = calendarDate(endMonth.year, endMonth.month, last);
    if (whole.start <= start && end <= whole.end) {
      fitted = { spec: explicit(start, end), typed: later.typed };
      break;
    }
  }
  // "december 2030, dec 1-20": days said without a year, after a period of another year that holds them, are its.
  const own = boundsIn(specOf(later, s), s);
  if (!fitted && 'spec' in later && /\d{4}/.test(period.typed) && !PLACED.test(later.typed))
    for (const years of [-1, 1]) {
      const [start, end] = [plusMonths(own.start, 12 * years), plusMonths(own.end, 12 * years)];
      if (whole.start <= start && end <= whole.end) fitted = { spec: explicit(start, end), typed: later.typed };
    }
  const days = fitted ? boundsIn(specOf(fitted, s), s) : own;
  const underWay = whole.start <= s.today && s.today <= whole.end;
  const atEdge =
    days.start === days.end && whole.start !== whole.end && [whole.start, whole.end, ...(underWay ? [lastDaySoFar(s)] : [])].includes(days.start);
  if (atEdge && !['just', 'only'].includes(wordBefore)) return null;
  const last = includes === false ? plusDays(days.start, -1) : days.end;
  if (cut && whole.start <= last && last <= (whole.end > s.today ? whole.end : s.today))
    return { spec: explicit(whole.start, last), typed: `${period.typed} ${wordBefore} ${later.typed}` };
  return fitted;
}
