/**
 * Subscription schedules, as people type them and as the job scheduler takes them.
 * - Phrases: `every day`, `daily`, `every weekday` (`every business day`), `every monday`,
 *   `every week on monday`, `weekly`, `every month on 1st|15|last day [of the month]`,
 *   `monthly`, and the time of day: `at 09:00`, `at 9am`, `at 5:30 pm`, `at noon` (or a bare
 *   `9am` / `9 p.m.` / `17:30`).
 * - Cron: the scheduler (BullMQ job schedulers, which use cron-parser) takes a standard
 *   5-field cron pattern plus an IANA zone, so the schedule fires at the wall-clock time in
 *   that zone across DST changes.
 */
import { fail, found, joined, phraseOf, type Match, type Token } from './tokens.js';
import { WEEK_DAYS, type Schedule, type WeekDay } from './types.js';
import { WEEKDAY_BY_WORD, ordinalOf } from './words.js';
import { message } from '../messages/index.js';

/** When a subscription repeats, without time of day and zone. */
export type Every = { every: 'day' } | { every: 'weekday' } | { every: 'week'; day: WeekDay } | { every: 'month'; dayOfMonth: number | 'last' };

/** Day used by `every week` / `weekly` without a day: Monday, when weekly reports are read. */
export const DEFAULT_WEEKLY_DAY: WeekDay = 'Monday';
/** Time used when a subscription gives none. */
export const DEFAULT_TIME = '09:00';

const EVERY_HINT = message('grammar.everyHint');

/** Recognise an `every …` clause (or daily/weekly/monthly/weekdays) at tokens[i]. */
export function recognizeEvery(tokens: readonly Token[], i: number): Match<Every> {
  const word = tokens[i]!.text;
  if (word === 'daily') return found(tokens, i, 1, { every: 'day' });
  if (word === 'weekdays' || word === 'workdays') return found(tokens, i, 1, { every: 'weekday' });
  if (word === 'weekly') return weekTail(tokens, i, 1);
  if (word === 'monthly') return monthTail(tokens, i, 1);
  if (word !== 'every' && word !== 'each') return null;
  const next = tokens[i + 1]?.text;
  if (next === undefined) return fail(1, 'bad_schedule', message('grammar.needsHowOften', { word }), EVERY_HINT);
  if (next === 'day' || next === 'daily') return found(tokens, i, 2, { every: 'day' });
  if (['weekday', 'weekdays', 'workday', 'workdays', 'business-day', 'business-days'].includes(next)) {
    return found(tokens, i, 2, { every: 'weekday' });
  }
  if (next === 'business' && /^days?$/.test(tokens[i + 2]?.text ?? '')) return found(tokens, i, 3, { every: 'weekday' });
  if (next === 'week') return weekTail(tokens, i, 2);
  if (next === 'month') return monthTail(tokens, i, 2);
  const day = WEEKDAY_BY_WORD.get(next);
  if (day) return found(tokens, i, 2, { every: 'week', day });
  return fail(2, 'bad_schedule', message('grammar.unknownSchedule', { phrase: `${word} ${next}` }), EVERY_HINT);
}

/** `… [on] <weekday>` after "every week" / "weekly"; Monday when no day follows. */
function weekTail(tokens: readonly Token[], i: number, len: number): Match<Every> {
  const on = tokens[i + len]?.text === 'on' ? 1 : 0;
  const day = WEEKDAY_BY_WORD.get(tokens[i + len + on]?.text ?? '');
  if (day) return found(tokens, i, len + on + 1, { every: 'week', day });
  if (on)
    return fail(
      len + on + 1,
      'bad_schedule',
      message('grammar.needsWeekday', { phrase: phraseOf(tokens, i, len + 2) }),
      message('grammar.tryWords', { words: 'every week on monday' }),
    );
  return found(tokens, i, len, { every: 'week', day: DEFAULT_WEEKLY_DAY });
}

/** `… [on] [the] <1st|15|last day>` after "every month" / "monthly"; the 1st when none follows. */
function monthTail(tokens: readonly Token[], i: number, len: number): Match<Every> {
  let j = i + len;
  if (tokens[j]?.text === 'on') j++;
  if (tokens[j]?.text === 'the') j++;
  const word = tokens[j]?.text ?? '';
  // "every month last year": "last" before a unit is a period's, said after the grouping.
  const period = word === 'last' && /^(week|month|quarter|year)s?$/.test(tokens[j + 1]?.text ?? '');
  if ((word === 'last' && !period) || word === 'last-day' || word === 'end') {
    const end = j + 1 + (word === 'last' && tokens[j + 1]?.text === 'day' ? 1 : 0);
    return found(tokens, i, end + ofTheMonth(tokens, end) - i, { every: 'month', dayOfMonth: 'last' });
  }
  if (word === 'first') {
    const end = j + 1 + (tokens[j + 1]?.text === 'day' ? 1 : 0);
    return found(tokens, i, end + ofTheMonth(tokens, end) - i, { every: 'month', dayOfMonth: 1 });
  }
  const m = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  if (m) {
    const day = Number(m[1]);
    if (day >= 1 && day <= 28) return found(tokens, i, j + 1 + ofTheMonth(tokens, j + 1) - i, { every: 'month', dayOfMonth: day });
    return fail(j + 1 - i, 'bad_schedule', message('grammar.dayNotInEveryMonth', { day: String(day) }), message('grammar.useDay'));
  }
  if (j > i + len)
    return fail(
      j - i,
      'bad_schedule',
      message('grammar.needsMonthDay', { phrase: phraseOf(tokens, i, j - i) }),
      message('grammar.tryWords', { words: 'every month on 1st' }),
    );
  return found(tokens, i, len, { every: 'month', dayOfMonth: 1 });
}

/** "of month", "of the month" at tokens[k], said or not after a day of the month: its words. */
function ofTheMonth(tokens: readonly Token[], k: number): number {
  if (tokens[k]?.text !== 'of') return 0;
  const the = tokens[k + 1]?.text === 'the' ? 1 : 0;
  return tokens[k + 1 + the]?.text === 'month' ? 2 + the : 0;
}

const TIME_RE = /^(\d{1,2})(?:[:.h](\d{2}))?-?(am|pm|a\.m|p\.m)?$/;

/** `HH:mm` for a typed time, 'invalid' for a time-shaped impossibility (25:00), null otherwise. */
function readTime(text: string): string | 'invalid' | null {
  if (text === 'noon' || text === 'midday') return '12:00';
  if (text === 'midnight') return '00:00';
  const m = TIME_RE.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const half = m[3]?.replace('.', '');
  if (minute > 59) return 'invalid';
  if (half) {
    if (hour < 1 || hour > 12) return 'invalid';
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  } else if (hour > 23) {
    return 'invalid';
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const TIME_HINT = message('grammar.timeHint');

/**
 * Recognise a time of day: `at <time>` / `at <time> am|pm`, or a bare time that cannot be
 * anything else (`9am`, `17:30`). A bare number is not a time: it may be a typo for a range.
 */
export function recognizeTime(tokens: readonly Token[], i: number): Match<string> {
  const word = tokens[i]!.text;
  const keyword = word === 'at' ? 1 : 0;
  for (const len of [2, 1]) {
    if (i + keyword + len > tokens.length) continue;
    const text = joined(tokens, i + keyword, len);
    if (!keyword && !/(am|pm|a\.m|p\.m|:\d{2})$/.test(text)) continue;
    const time = readTime(text);
    if (time === null) continue;
    if (time === 'invalid')
      return fail(keyword + len, 'bad_schedule', message('grammar.notATime', { phrase: phraseOf(tokens, i + keyword, len) }), TIME_HINT);
    return found(tokens, i, keyword + len, time);
  }
  if (!keyword) return null;
  const next = tokens[i + 1]?.raw;
  return fail(
    next === undefined ? 1 : 2,
    'bad_schedule',
    next === undefined ? message('grammar.atNeedsTime') : message('grammar.notATime', { phrase: next }),
    TIME_HINT,
  );
}

/** `every Monday at 09:00 (Europe/Berlin)`, `every month on the last day at 17:30 (UTC)`. */
export function formatSchedule(schedule: Schedule): string {
  const when = (() => {
    switch (schedule.every) {
      case 'day':
        return 'every day';
      case 'weekday':
        return 'every weekday';
      case 'week':
        return `every ${schedule.day}`;
      case 'month':
        return schedule.dayOfMonth === 'last' ? 'every month on the last day' : `every month on the ${ordinalOf(schedule.dayOfMonth)}`;
    }
  })();
  return `${when} at ${schedule.time} (${schedule.timeZone})`;
}

/** A cron pattern and the zone it is read in. */
export interface CronSchedule {
  /** Standard 5 fields: minute hour day-of-month month day-of-week (0 = Sunday). */
  pattern: string;
  /** IANA zone the pattern's wall-clock time is in. */
  tz: string;
}

/**
 * The cron form of a schedule: `0 9 * * *` (day), `0 9 * * 1-5` (weekday), `0 9 * * 1`
 * (Monday), `0 9 15 * *` (15th). The last day of the month is `0 9 L * *`: `L` is not in
 * POSIX cron but cron-parser (used by BullMQ) supports it in the day-of-month field, and it
 * is the only pattern that means "the last day" in every month.
 */
export function scheduleToCron(schedule: Schedule): CronSchedule {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const clock = `${minute} ${hour}`;
  const tail = (() => {
    switch (schedule.every) {
      case 'day':
        return '* * *';
      case 'weekday':
        return '* * 1-5';
      case 'week':
        return `* * ${WEEK_DAYS.indexOf(schedule.day)}`;
      case 'month':
        return `${schedule.dayOfMonth === 'last' ? 'L' : schedule.dayOfMonth} * *`;
    }
  })();
  return { pattern: `${clock} ${tail}`, tz: schedule.timeZone };
}
