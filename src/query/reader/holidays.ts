/**
 * Holidays by name, with their dates from date-holidays (the deployment's country, US unless
 * HOLIDAY_COUNTRY says otherwise; observed days included), and the three ways hotels ask about
 * them, one rule each: the day itself ("occupancy on christmas day"), its weekend ("memorial
 * day weekend": the long weekend the holiday or its observed day makes), and "over" it ("over
 * thanksgiving": its weekend where it has one, else the night before to the night after). "The
 * week of X" and "since X" are the date rules' own, with the holiday as their day. Names are
 * the library's, plus the ones people type for them (ALIASES).
 */
import Holidays from 'date-holidays';
import { calendarDate, daysBetween, isRealDate, parts, plusDays, weekdayOf, type CalendarDate } from '../calendar.js';
import type { Token } from '../tokens.js';
import { singular } from './english.js';
import { WORLD_DAY_ALIASES, WORLD_DAY_NAMES, worldDaysOf } from './world-holidays.js';

/**
 * Names people type for a holiday the library names otherwise, or days it does not hold: a day
 * after a holiday it does, or a season of `days` from one ("the holidays": Christmas Eve to New
 * Year's Day), or a date of the calendar by its name (leap day, in the years that have one), or
 * the first of a weekday from a day of a month (the third Monday of April is the Monday from the
 * 15th), for days guests keep that the country's calendar leaves out: a state's, a neighbour's.
 */
type Alias =
  | string
  | { of: string; plusDays: number; days?: number }
  | { month: number; day: number; public?: true }
  | { month: number; weekday: number; from: number; public?: true };
/** "The holidays": Christmas Eve to New Year's Day. */
const HOLIDAY_SEASON: Alias = { of: 'christmas eve', plusDays: 0, days: 9 };
const ALIASES: Readonly<Record<string, Alias>> = {
  christmas: 'christmas day',
  xmas: 'christmas day',
  'christmas eve': 'christmas eve',
  'new year eve': 'new year eve',
  'new year': 'new year day',
  nye: 'new year eve',
  thanksgiving: 'thanksgiving day',
  // The library's English says Labour Day.
  'labor day': 'labour day',
  '4th of july': 'independence day',
  'fourth of july': 'independence day',
  'july 4th': 'independence day',
  'july fourth': 'independence day',
  // Alone, a day of any month: the holiday only in its season (holiday-dates.ts).
  '4th': 'independence day',
  fourth: 'independence day',
  mlk: 'martin luther king jr day',
  'mlk day': 'martin luther king jr day',
  'martin luther king day': 'martin luther king jr day',
  'martin luther king': 'martin luther king jr day',
  'presidents day': 'washington birthday',
  'president day': 'washington birthday',
  valentine: 'valentine day',
  'valentine day': 'valentine day',
  'indigenous people day': 'columbus day',
  'indigenous peoples day': 'columbus day',
  easter: 'easter sunday',
  'mother day': 'mother day',
  'father day': 'father day',
  'st patrick day': 'st patrick day',
  'saint patrick day': 'st patrick day',
  'patrick day': 'st patrick day',
  'st patrick': 'st patrick day',
  'black friday': 'day after thanksgiving day',
  // Said before "weekend": "presidents weekend", "memorial weekend".
  president: 'washington birthday',
  memorial: 'memorial day',
  labor: 'labour day',
  columbus: 'columbus day',
  'cyber monday': { of: 'thanksgiving day', plusDays: 4 },
  'small business saturday': { of: 'thanksgiving day', plusDays: 2 },
  holidays: HOLIDAY_SEASON,
  'holiday season': HOLIDAY_SEASON,
  'festive season': HOLIDAY_SEASON,
  'christmas holidays': HOLIDAY_SEASON,
  'xmas holidays': HOLIDAY_SEASON,
  'christmas break': HOLIDAY_SEASON,
  'christmas period': HOLIDAY_SEASON,
  'winter break': HOLIDAY_SEASON,
  'festive period': HOLIDAY_SEASON,
  'holiday period': HOLIDAY_SEASON,
  'boxing day': { month: 12, day: 26 },
  // Source markets' national days on a fixed date, as an international sales team names them.
  'australia day': { month: 1, day: 26 },
  'anzac day': { month: 4, day: 25 },
  'bastille day': { month: 7, day: 14 },
  'german unity day': { month: 10, day: 3 },
  // Canada's days off, for guests and staff from across the border (a deployment in Canada has them from the library).
  'canada day': { month: 7, day: 1 },
  'victoria day': { month: 5, weekday: 1, from: 18, public: true },
  victoria: { month: 5, weekday: 1, from: 18, public: true },
  'may 2 4': { month: 5, weekday: 1, from: 18, public: true },
  'civic holiday': { month: 8, weekday: 1, from: 1, public: true },
  civic: { month: 8, weekday: 1, from: 1, public: true },
  'family day': { month: 2, weekday: 1, from: 15, public: true },
  'saint jean baptiste': { month: 6, day: 24, public: true },
  'st jean baptiste': { month: 6, day: 24, public: true },
  'saint jean': { month: 6, day: 24, public: true },
  'st jean': { month: 6, day: 24, public: true },
  'fete nationale': { month: 6, day: 24, public: true },
  'remembrance day': { month: 11, day: 11 },
  // The UK's bank holidays that fall on a Monday by rule, for British guests and teams.
  'early may bank holiday': { month: 5, weekday: 1, from: 1, public: true },
  'may day bank holiday': { month: 5, weekday: 1, from: 1, public: true },
  'spring bank holiday': { month: 5, weekday: 1, from: 25, public: true },
  'late may bank holiday': { month: 5, weekday: 1, from: 25, public: true },
  'august bank holiday': { month: 8, weekday: 1, from: 25, public: true },
  'summer bank holiday': { month: 8, weekday: 1, from: 25, public: true },
  'late august bank holiday': { month: 8, weekday: 1, from: 25, public: true },
  'american thanksgiving': 'thanksgiving day',
  'us thanksgiving': 'thanksgiving day',
  'easter monday': { of: 'easter sunday', plusDays: 1 },
  'groundhog day': { month: 2, day: 2 },
  'cinco de mayo': { month: 5, day: 5 },
  // Maine's and Massachusetts' day off (the Boston Marathon's), the third Monday of April.
  'patriots day': { month: 4, weekday: 1, from: 15, public: true },
  'patriot day': { month: 4, weekday: 1, from: 15, public: true },
  'canadian thanksgiving': { month: 10, weekday: 1, from: 8, public: true },
  // Every year's, the Tuesday after the first Monday of November (the library holds only some years').
  'election day': { month: 11, weekday: 2, from: 2 },
  'super bowl sunday': { month: 2, weekday: 0, from: 8 },
  'super bowl': { month: 2, weekday: 0, from: 8 },
  'leap day': { month: 2, day: 29 },
  ...WORLD_DAY_ALIASES,
};

/**
 * A holiday's name as typed words are matched: lower case, singular, no apostrophes or dots (the
 * aliases' and the library's alike). "Holidays" stays plural: the season, where "holiday" is any one.
 */
function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/\(.*\)/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => (w === 'holidays' ? w : singular(w)))
    .join(' ');
}

/** The words of the holidays' names people type ("martin", "luther", "independence"): known words, never misspellings. */
export const HOLIDAY_WORDS: readonly string[] = [
  ...new Set(
    Object.entries(ALIASES)
      .flatMap(([name, alias]) => [name, typeof alias === 'string' ? alias : ''])
      .concat(WORLD_DAY_NAMES)
      .flatMap((name) => name.split(' '))
      .filter((w) => /^[a-z]{3,}$/.test(w)),
  ),
];

/**
 * A holiday's day; `observed`, where the law moves it off a weekend; `last`, a season's last day; `run`, where those
 * are a festival's days (Hanukkah's eight); `public`, a day off by law.
 */
export interface Held {
  day: CalendarDate;
  observed?: CalendarDate;
  last?: CalendarDate;
  run?: true;
  public?: boolean;
}

interface Year {
  /** Each holiday, by name key. */
  days: Map<string, Held>;
}

/** ALIASES, keyed and valued as names are matched. */
const aliases: ReadonlyMap<string, Alias> = new Map(
  Object.entries(ALIASES).map(([typed, name]) => [
    key(typed),
    typeof name === 'string' ? key(name) : 'of' in name ? { ...name, of: key(name.of) } : name,
  ]),
);

/** The world days' names, keyed. */
const WORLD_KEYS: ReadonlySet<string> = new Set(WORLD_DAY_NAMES.map(key));

const years = new Map<string, Year>();
let calendars: Map<string, Holidays> | undefined;

function yearOf(country: string, year: number): Year {
  const id = `${country}:${year}`;
  const kept = years.get(id);
  if (kept) return kept;
  calendars ??= new Map();
  let hd = calendars.get(country);
  if (!hd) calendars.set(country, (hd = new Holidays(country)));
  const days = new Map<string, Held>();
  for (const h of hd.getHolidays(year, 'en')) {
    const day = h.date.slice(0, 10);
    const name = key(h.name);
    if (h.substitute) {
      const entry = days.get(name);
      if (entry) entry.observed = day;
      else days.set(name, { day, observed: day });
    } else days.set(name, { ...days.get(name), day, ...(h.type === 'public' ? { public: true } : {}) });
  }
  // Days of faiths and cultures the country's calendar leaves out (of two in one year, Eid's, the later).
  const own = new Set(days.keys());
  for (const [name, held] of worldDaysOf(year)) if (!own.has(key(name))) days.set(key(name), held);
  const entry = { days };
  years.set(id, entry);
  return entry;
}

/** Whether the holiday falls within `days` of `today`, this year's, last year's or next year's. */
export function nearHoliday(country: string, name: string, today: CalendarDate, days: number): boolean {
  const year = parts(today).year;
  return [year - 1, year, year + 1].some((y) => {
    const h = holidayIn(country, name, y);
    return h !== null && Math.abs(daysBetween(h.day, today)) <= days;
  });
}

/** Whether a holiday falls on one weekday every year (0 Sunday: Easter; 1 Monday: Memorial Day), as two years running say. */
export function alwaysOn(country: string, name: string, weekday: number): boolean {
  return [2027, 2028].every((y) => {
    const h = holidayIn(country, name, y);
    return h !== null && weekdayOf(h.day) === weekday;
  });
}

/** Whether date-holidays has a calendar for the country `code` (ISO 3166, upper case). */
export function isHolidayCountry(code: string): boolean {
  return code in new Holidays().getCountries();
}

/** The holiday's day and observed day in `year`, or null where the country has no such holiday. */
export function holidayIn(country: string, name: string, year: number): Held | null {
  const alias = aliases.get(name) ?? name;
  if (typeof alias === 'object' && 'weekday' in alias) {
    const from = calendarDate(year, alias.month, alias.from);
    return { day: plusDays(from, (alias.weekday - weekdayOf(from) + 7) % 7), ...(alias.public ? { public: true } : {}) };
  }
  if (typeof alias === 'object' && 'month' in alias) {
    return isRealDate(year, alias.month, alias.day)
      ? { day: calendarDate(year, alias.month, alias.day), ...(alias.public ? { public: true } : {}) }
      : null;
  }
  if (typeof alias === 'object') {
    const base = holidayIn(country, alias.of, year);
    if (!base) return null;
    const day = plusDays(base.day, alias.plusDays);
    return alias.days ? { day, last: plusDays(day, alias.days - 1) } : { day };
  }
  return yearOf(country, year).days.get(alias) ?? null;
}

/**
 * A holiday of the country's calendar one or two days before `day` (Christmas Eve before
 * Christmas, Good Friday before Easter): where "over" the holiday starts.
 */
export function eveOf(country: string, day: CalendarDate): CalendarDate | null {
  // The country's own days: a festival of another calendar (Ramadan) begun the day before is no eve.
  const held = [...yearOf(country, parts(day).year).days, ...yearOf(country, parts(day).year - 1).days]
    .filter(([name]) => !WORLD_KEYS.has(name))
    .map(([, h]) => h.day);
  return [plusDays(day, -1), plusDays(day, -2)].find((d) => held.includes(d)) ?? null;
}

/**
 * The long weekend a holiday makes, as stay nights: from the Friday before (the holiday itself
 * when it is a Thursday or Friday) to the Sunday after, or to the Monday a Monday holiday or
 * observed day adds, or to a Tuesday holiday (the Monday taken off between). A day that is no
 * day off makes no long weekend: on a Tuesday its weekend is the one before, on a Thursday the
 * one after. Null for a Wednesday, which makes no weekend of its own.
 */
export function longWeekend(h: Held): [CalendarDate, CalendarDate] | null {
  const day = h.observed && weekdayOf(h.observed) === 1 ? h.observed : h.day;
  const wd = weekdayOf(day);
  // A day that is no day off (Halloween, St Patrick's) on a Tuesday or a Thursday: the weekend nearest it, without it.
  if (!h.public && wd === 2) return [plusDays(day, -4), plusDays(day, -2)];
  if (!h.public && wd === 4) return [plusDays(day, 1), plusDays(day, 3)];
  if (wd === 1 || wd === 2) return [plusDays(day, -2 - wd), day];
  if (wd === 4 || wd === 5) return [day, plusDays(day, 7 - wd)];
  if (wd === 6) return [plusDays(day, -1), h.observed && weekdayOf(h.observed) === 1 ? h.observed : plusDays(day, 1)];
  if (wd === 0) return [plusDays(day, -2), h.observed && weekdayOf(h.observed) === 1 ? h.observed : day];
  return null;
}

/** The long weekends the holidays `of` each year make, last year's to next year's, in order. */
function longWeekendsAround(today: CalendarDate, of: (year: number) => Held[]): [CalendarDate, CalendarDate][] {
  const year = parts(today).year;
  return [year - 1, year, year + 1]
    .flatMap((y) => of(y).map((h) => longWeekend(h)))
    .filter((w): w is [CalendarDate, CalendarDate] => w !== null)
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * "The long weekend", "the holiday weekend": the one a public holiday makes that is under way,
 * else the coming one within two months (of stays ahead) or the latest within two weeks gone.
 */
export function nearestLongWeekend(country: string, today: CalendarDate, lookAhead: boolean): [CalendarDate, CalendarDate] | null {
  const spans = longWeekendsAround(today, (y) => [...yearOf(country, y).days.values()].filter((h) => h.public));
  const now = spans.find(([start, end]) => start <= today && today <= end);
  const coming = spans.find(([start]) => start > today && daysBetween(today, start) <= 60);
  const gone = [...spans].reverse().find(([, end]) => end < today && daysBetween(end, today) <= 14);
  return now ?? (lookAhead ? (coming ?? gone) : (gone ?? coming)) ?? null;
}

/**
 * "The august long weekend", "the may long weekend": the long weekend of a public holiday in that month, the country's
 * own before a neighbour's (the Civic Holiday, where the country has none in August); the coming one of stays ahead,
 * else the latest begun.
 */
export function monthLongWeekend(country: string, month: number, today: CalendarDate, lookAhead: boolean): [CalendarDate, CalendarDate] | null {
  const inMonth = (h: Held | null): h is Held => h !== null && h.public === true && parts(h.day).month === month;
  const own = longWeekendsAround(today, (y) => [...yearOf(country, y).days.values()].filter(inMonth));
  const spans =
    own.length > 0 ? own : longWeekendsAround(today, (y) => [...aliases.keys()].map((name) => holidayIn(country, name, y)).filter(inMonth));
  return (lookAhead ? spans.find(([, end]) => end >= today) : [...spans].reverse().find(([start]) => start <= today)) ?? null;
}

/** The longest holiday name starting at `tokens[i]`, and how many tokens it took. */
export function holidayNameAt(tokens: readonly Token[], i: number, country: string): { name: string; len: number } | null {
  // Most words begin no holiday's name: asked at every word of every question, that is known before any name is made.
  if (!firstWordsOf(country).has(key(tokens[i]?.text ?? ''))) return null;
  for (let len = Math.min(6, tokens.length - i); len >= 1; len--) {
    // A dash or a sign is no word of a name ("memorial day - labor day").
    if (!/[\p{L}\p{N}]/u.test(tokens[i + len - 1]!.text)) continue;
    const name = key(
      tokens
        .slice(i, i + len)
        .map((t) => t.text)
        .join(' '),
    );
    if (aliases.has(name) || knownNames(country).has(name)) return { name, len };
  }
  return null;
}

const firstWords = new Map<string, Set<string>>();
/** The first words of every holiday name and alias of `country`, keyed as names are. */
function firstWordsOf(country: string): Set<string> {
  let kept = firstWords.get(country);
  if (!kept) firstWords.set(country, (kept = new Set([...knownNames(country), ...aliases.keys()].map((name) => name.split(' ')[0]!))));
  return kept;
}

const names = new Map<string, Set<string>>();
/** Every holiday name the library has for `country` in two years (a leap year among them), as keys. */
function knownNames(country: string): Set<string> {
  let kept = names.get(country);
  if (!kept) names.set(country, (kept = new Set([...yearOf(country, 2027).days.keys(), ...yearOf(country, 2028).days.keys()])));
  return kept;
}

/** The year of a holiday said without one (the coming one ahead, not over yet, else the latest begun, today's included), and its days. */
export function settleHoliday(
  country: string,
  name: string,
  today: CalendarDate,
  lookAhead: boolean,
  span: (h: Held) => [CalendarDate, CalendarDate],
): { year: number; days: [CalendarDate, CalendarDate] } | null {
  const now = parts(today).year;
  const settled = (offsets: number[]) => {
    const held = offsets.flatMap((n) => {
      const h = holidayIn(country, name, now + n);
      return h ? [{ year: now + n, days: span(h) }] : [];
    });
    return lookAhead ? (held.find(({ days }) => days[1] >= today) ?? null) : ([...held].reverse().find(({ days }) => days[0] <= today) ?? null);
  };
  // Leap day comes once in four years: further years only where the near ones have none.
  return settled([-1, 0, 1]) ?? settled([-4, -3, -2, 2, 3, 4]);
}
