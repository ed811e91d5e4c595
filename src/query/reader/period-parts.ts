/**
 * A part of a period said by its place in it: "the first two weeks of june", "2nd half of june",
 * "the back half of the year", "the last third of january", "early july", "mid-march", "the end
 * of may", "the 2nd week of june", "the last full week of september", "the last weekend of may", "the penultimate week
 * of march".
 * Each reads the period it is part of with the whole date reader (handed in) and cuts its days.
 */
import { daysInclusive, parts, plusDays, plusMonths, weekdayOf, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, type Token } from '../tokens.js';
import { explicit, periodAt, said, unitOf, type ReadDate } from './relative-dates.js';
import { joinsSpan } from './general-words.js';

/** Whole months from a period's start to its end's month (a period that is not whole months is caught by the caller). */
const monthsIn = (p: { start: CalendarDate; end: CalendarDate }): number => {
  const [a, b] = [parts(p.start), parts(p.end)];
  return (b.year - a.year) * 12 + b.month - a.month + 1;
};

const FIRST = new Set(['first', '1st', 'opening', 'front']);
/** Ordinals of a week after the first ("the 2nd week of june"): "second" of halves is the latter, of weeks the second. */
const ORDINALS: Readonly<Record<string, number>> = { second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };
const SECOND = new Set(['second', '2nd', 'last', 'final', 'back', 'latter']);
/** Thirds of a month as hotels say them: early (1st–10th), mid (11th–20th), late (21st to the end); of longer periods, in months. */
const THIRDS: Readonly<Record<string, number>> = { early: 0, beginning: 0, start: 0, mid: 1, middle: 1, late: 2, end: 2 };

/**
 * "the first two weeks of june", "first week of april", "the last 10 days of march", "2nd half
 * of june", "the back half of the year", "early july", "mid-march", "the end of may": part of
 * the period that follows.
 */
export function readPartOf(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const at = i + the;
  const which = text(tokens, at);
  const third = readThird(read, tokens, i, s);
  if (third !== undefined) return third;
  // "early july", "mid march", "late june", "the beginning of may".
  if (THIRDS[which] !== undefined) {
    const of = text(tokens, at + 1) === 'of' ? 1 : 0;
    if ((which === 'beginning' || which === 'start' || which === 'end' || which === 'middle') && !of) return null;
    // "mid june to mid july": the part of the one period after it, which a span then joins to the next.
    const join = tokens.findIndex((t, k) => k > at + 1 + of && joinsSpan(t.text));
    const whole = periodAt(read, join < 0 ? tokens : tokens.slice(0, join), at + 1 + of, s);
    if (!whole || parts(whole.start).day !== 1) return null;
    const len = the + 1 + of + whole.len;
    const third = THIRDS[which]!;
    if (daysInclusive(whole.start, whole.end) <= 31) {
      const start = plusDays(whole.start, 10 * third);
      return said(tokens, i, len, explicit(start, third === 2 ? whole.end : plusDays(start, 9)));
    }
    // Of a period of whole months (a quarter, a season, a year), in months: its beginning or end is its first or last
    // month; early or late, its first or last quarter ("late last year": October to December); mid, its middle month(s).
    const n = monthsIn(whole);
    if (n < 3 || plusDays(whole.end, 1) !== plusMonths(whole.start, n)) return null;
    const edge = ['beginning', 'start', 'end'].includes(which) ? 1 : Math.ceil(n / 4);
    const [from, months] = third === 0 ? [0, edge] : third === 2 ? [n - edge, edge] : [Math.floor((n - 1) / 2), 2 - (n % 2)];
    return said(tokens, i, len, explicit(plusMonths(whole.start, from), plusDays(plusMonths(whole.start, from + months), -1)));
  }
  const full = readFullWeek(read, tokens, i, s);
  if (full !== undefined) return full;
  // "the 2nd week of june", "third week of july": that week of the month, its days 8 to 14 and so on.
  const nth = ORDINALS[which];
  if (nth && text(tokens, at + 1) === 'week' && text(tokens, at + 2) === 'of') {
    const whole = periodAt(read, tokens, at + 3, s);
    const start = whole && plusDays(whole.start, 7 * (nth - 1));
    return whole && start && plusDays(start, 6) <= whole.end ? said(tokens, i, at + 3 - i + whole.len, explicit(start, plusDays(start, 6))) : null;
  }
  // "the penultimate week of march": the one before the last.
  const back = which === 'penultimate' ? 1 : 0;
  if (!FIRST.has(which) && !SECOND.has(which) && !back) return null;
  const n = /^\d{1,2}$/.test(text(tokens, at + 1)) ? Number(text(tokens, at + 1)) : 1;
  const unitAt = at + 1 + (n === 1 && !/^\d/.test(text(tokens, at + 1)) ? 0 : 1);
  const unit = text(tokens, unitAt).replace(/s$/, '');
  // "the first four months", with no period after it: of this year.
  const ofYear = FIRST.has(which) && unit === 'month' && n > 1 && text(tokens, unitAt + 1) !== 'of';
  if (!['half', 'week', 'day', 'fortnight', 'month'].includes(unit) || (text(tokens, unitAt + 1) !== 'of' && !ofYear)) return null;
  const year = parts(s.today).year;
  const whole = ofYear ? { start: `${year}-01-01`, end: `${year}-12-31` } : periodAt(read, tokens, unitAt + 2, s);
  if (!whole) return null;
  const len = 'len' in whole ? unitAt + 2 - i + whole.len : unitAt + 1 - i;
  // "the first 4 months of 2028", "the last two months of the year": whole months.
  if (unit === 'month') {
    if (n >= monthsIn(whole) || parts(whole.start).day !== 1) return null;
    const [start, end] = FIRST.has(which)
      ? [whole.start, plusDays(plusMonths(whole.start, n), -1)]
      : [plusMonths(plusDays(whole.end, 1), -n * (1 + back)), plusDays(plusMonths(plusDays(whole.end, 1), -n * back), -1)];
    return said(tokens, i, len, explicit(start, end));
  }
  const total = daysInclusive(whole.start, whole.end);
  // Half of a year or quarter is its months halved (January to June); of a month, its days (1st to 15th of 31).
  const months = parts(whole.start).day === 1 && plusDays(whole.end, 1) === plusMonths(whole.start, monthsIn(whole)) ? monthsIn(whole) : 0;
  const halfDays = months >= 2 && months % 2 === 0 ? daysInclusive(whole.start, plusMonths(whole.start, months / 2)) - 1 : Math.floor(total / 2);
  const days = unit === 'half' ? halfDays : n * { week: 7, day: 1, fortnight: 14 }[unit as 'week' | 'day' | 'fortnight'];
  if (n < 1 || days * (1 + back) >= total || (back && unit === 'half')) return null;
  const first = FIRST.has(which);
  // A second half is what the first leaves; the last N days end with the period.
  const [start, end] = first
    ? [whole.start, plusDays(whole.start, days - 1)]
    : unit === 'half'
      ? [plusDays(whole.start, days), whole.end]
      : [plusDays(whole.end, 1 - days * (1 + back)), plusDays(whole.end, -days * back)];
  return said(tokens, i, len, explicit(start, end));
}

/**
 * "the first full week of june", "the last full week of september", "the 2nd full week of may": a calendar week wholly
 * inside the period, counted from its first whole week or back from its last. Undefined where no full week is said.
 */
function readFullWeek(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch | undefined {
  const at = i + (text(tokens, i) === 'the' ? 1 : 0);
  const which = text(tokens, at);
  const last = ['last', 'final', 'penultimate'].includes(which);
  const nth = FIRST.has(which) ? 1 : (ORDINALS[which] ?? (last ? 1 : 0));
  if (!nth || !['full', 'whole'].includes(text(tokens, at + 1)) || text(tokens, at + 2) !== 'week' || !['of', 'in'].includes(text(tokens, at + 3)))
    return undefined;
  const whole = periodAt(read, tokens, at + 4, s);
  if (!whole) return null;
  const [firstWeek, lastWeek] = [unitOf(whole.start, 'week', s), unitOf(whole.end, 'week', s)];
  const firstStart = firstWeek[0] === whole.start ? whole.start : plusDays(firstWeek[0], 7);
  const lastStart = lastWeek[1] === whole.end ? lastWeek[0] : plusDays(lastWeek[0], -7);
  const start = last ? plusDays(lastStart, which === 'penultimate' ? -7 : 0) : plusDays(firstStart, 7 * (nth - 1));
  if (start < whole.start || plusDays(start, 6) > whole.end) return null;
  return said(tokens, i, at + 4 - i + whole.len, explicit(start, plusDays(start, 6)));
}

/**
 * "the last third of january", "the first third of the quarter", "the middle third of 2030": a month's days 1–10,
 * 11–20 and 21 to its end (as "early", "mid" and "late" are); whole months in threes (a quarter's, a year's: January to
 * April), its months; any other period, its days in three (the last third longest). Undefined where no third is said.
 */
function readThird(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch | undefined {
  const at = i + (text(tokens, i) === 'the' ? 1 : 0);
  const which = text(tokens, at);
  const place = ['second', '2nd', 'middle'].includes(which) ? 1 : FIRST.has(which) ? 0 : SECOND.has(which) ? 2 : -1;
  if (place < 0 || text(tokens, at + 1) !== 'third' || text(tokens, at + 2) !== 'of') return undefined;
  const whole = periodAt(read, tokens, at + 3, s);
  if (!whole) return null;
  const len = at + 3 - i + whole.len;
  const n = monthsIn(whole);
  const wholeMonths = parts(whole.start).day === 1 && plusDays(whole.end, 1) === plusMonths(whole.start, n);
  if (wholeMonths && n % 3 === 0) {
    const start = plusMonths(whole.start, (n / 3) * place);
    return said(tokens, i, len, explicit(start, plusDays(plusMonths(start, n / 3), -1)));
  }
  const size = wholeMonths && n === 1 ? 10 : Math.floor(daysInclusive(whole.start, whole.end) / 3);
  const start = plusDays(whole.start, size * place);
  return said(tokens, i, len, explicit(start, place === 2 ? whole.end : plusDays(start, size - 1)));
}

/**
 * "the first weekend of june", "the 2nd weekend in july", "the last weekend of may": the weekend of that month's first,
 * second or last Saturday (Friday and Saturday nights; to Sunday, of what happens on days).
 */
export function readWeekendOfMonth(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const at = i + (text(tokens, i) === 'the' ? 1 : 0);
  const which = text(tokens, at);
  const nth = FIRST.has(which) ? 1 : (ORDINALS[which] ?? (['last', 'final'].includes(which) ? -1 : which === 'penultimate' ? -2 : 0));
  if (nth === 0 || text(tokens, at + 1) !== 'weekend' || !['of', 'in'].includes(text(tokens, at + 2))) return null;
  const month = periodAt(read, tokens, at + 3, s);
  if (!month || month.start.slice(8) !== '01' || daysInclusive(month.start, month.end) > 31) return null;
  const firstSaturday = plusDays(month.start, (6 - weekdayOf(month.start) + 7) % 7);
  const lastSaturday = plusDays(month.end, -((weekdayOf(month.end) + 1) % 7));
  const saturday = nth > 0 ? plusDays(firstSaturday, 7 * (nth - 1)) : plusDays(lastSaturday, 7 * (nth + 1));
  if (saturday > month.end) return null;
  return said(tokens, i, at + 3 - i + month.len, explicit(plusDays(saturday, -1), s.weekendDays ? plusDays(saturday, 1) : saturday));
}
