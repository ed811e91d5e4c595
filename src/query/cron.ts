/**
 * Schedules for people and for the job scheduler. The scheduler (BullMQ job schedulers,
 * which use cron-parser) takes a standard 5-field cron pattern plus an IANA zone, so the
 * schedule fires at the wall-clock time in that zone across DST changes.
 */
import type { Schedule } from './types.js';
import { WEEK_DAYS } from './types.js';

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
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
        return schedule.dayOfMonth === 'last' ? 'every month on the last day' : `every month on the ${ordinal(schedule.dayOfMonth)}`;
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
