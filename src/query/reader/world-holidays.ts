/**
 * Days of faiths and cultures that a country's calendar may leave out, by the rules of date-holidays
 * (its Hebrew, Islamic, Chinese and Julian calendars and Easter's reckoning): guests keep them
 * wherever the hotel is. A day of the Hebrew or Islamic calendar begins at the sunset before it;
 * the day read is its own date, as calendars print it. A day the library holds no rule for
 * (Diwali, whose date differs by region) is not guessed: the reader says it does not know it.
 */
import Holidays from 'date-holidays';
import type { CalendarDate } from '../calendar.js';

/** Each day by its name, and its rule; `P8D`, a run of days (Hanukkah's eight). */
const WORLD_DAYS: Readonly<Record<string, string>> = {
  'lunar new year': 'chinese 01-0-01',
  hanukkah: '25 Kislev P8D',
  'rosh hashanah': '1 Tishrei P2D',
  'yom kippur': '10 Tishrei',
  passover: '15 Nisan P8D',
  ramadan: '1 Ramadan P30D',
  'eid al fitr': '1 Shawwal',
  'eid al adha': '10 Dhu al-Hijjah',
  'orthodox christmas': 'julian 12-25',
  'orthodox easter': 'orthodox',
  'good friday': 'easter -2',
  'mardi gras': 'easter -47',
  'ash wednesday': 'easter -46',
  'palm sunday': 'easter -7',
  kwanzaa: '12-26 P7D',
  'day of the dead': '11-02',
  // Source markets' days off that move by a rule of their own: the Netherlands' King's Day, Japan's Golden Week.
  "king's day": '04-27 if sunday then previous saturday',
  'golden week': '04-29 P7D',
};

/** Other names people type for them. */
export const WORLD_DAY_ALIASES: Readonly<Record<string, string>> = {
  'chinese new year': 'lunar new year',
  chanukah: 'hanukkah',
  hanukah: 'hanukkah',
  'rosh hashana': 'rosh hashanah',
  pesach: 'passover',
  'eid ul fitr': 'eid al fitr',
  'eid ul adha': 'eid al adha',
  'fat tuesday': 'mardi gras',
  koningsdag: "king's day",
};

/** The names, as typed (holidays.ts keys them as it keys every name). */
export const WORLD_DAY_NAMES: readonly string[] = [...Object.keys(WORLD_DAYS), ...Object.keys(WORLD_DAY_ALIASES)];

let calendar: Holidays | undefined;

/** Each world day of `year` by its name as typed: its first day, and its last where it runs longer. */
export function worldDaysOf(year: number): [string, { day: CalendarDate; last?: CalendarDate; run?: true }][] {
  if (!calendar) {
    calendar = new Holidays();
    for (const [name, rule] of Object.entries(WORLD_DAYS)) calendar.setHoliday(rule, { name: { en: name }, type: 'observance' });
  }
  return calendar.getHolidays(year, 'en').map((h) => {
    const day = h.date.slice(0, 10);
    // The day before the end's instant is the last (an evening's end is that date's, midnight's the day before).
    const last = new Date(h.end.getTime() - 1).toISOString().slice(0, 10);
    return [h.name, last > day ? { day, last, run: true } : { day }];
  });
}
