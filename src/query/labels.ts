/**
 * Human words for ranges and queries, said through the message catalogue (`range.*`; property
 * types and breakdowns by src/catalogue/words.ts), in the reader's locale where one is given.
 * Date spans follow the usual English style with an en dash: closed up within one month
 * (`Oct 1–31, 2026`), spaced across months or years (`Nov 15 – Dec 12, 2026`,
 * `Dec 28, 2025 – Jan 3, 2026`); src/render/locale.ts writes them in the reader's conventions.
 */
import { formatDay, parts, type CalendarDate } from './calendar.js';
import { formatRangeSpec, type RangeSpec } from './canonical.js';
import { BREAKDOWNS, PROPERTY_TYPES, type Breakdown, type PeriodStatus, type PropertyType } from './types.js';
import { message, type SayMessage } from '../messages/index.js';
import { breakdownWord, made, propertyTypeWord } from '../catalogue/words.js';

const EN_DASH = '\u2013';

/** `Oct 1–31, 2026`, `Nov 15 – Dec 12, 2026`, `Dec 28, 2025 – Jan 3, 2026`, or `Nov 20, 2026`. */
export function spanLabel(start: CalendarDate, end: CalendarDate): string {
  const a = parts(start);
  const b = parts(end);
  if (start === end) return formatDay(start, 'MMM d, yyyy');
  if (a.year !== b.year) return `${formatDay(start, 'MMM d, yyyy')} ${EN_DASH} ${formatDay(end, 'MMM d, yyyy')}`;
  if (a.month !== b.month) return `${formatDay(start, 'MMM d')} ${EN_DASH} ${formatDay(end, 'MMM d, yyyy')}`;
  return `${formatDay(start, 'MMM d')}${EN_DASH}${b.day}, ${b.year}`;
}

const MONTH_PATTERN = 'MMM yyyy';

/**
 * The range in words, lower case where it is a phrase: `last month`, `next 4 weeks`, `Oct 2026`,
 * in `locale`'s language through `say` (the app's catalogue unless a test brings its own).
 */
export function rangeWords(spec: RangeSpec, locale?: string, say: SayMessage = message): string {
  switch (spec.kind) {
    case 'day':
      return say('range.day', { which: spec.which }, locale);
    case 'period':
      return say('range.period', { rel: spec.rel, unit: spec.unit }, locale);
    case 'rolling':
      return say('range.rolling', { dir: spec.dir, n: String(spec.n), count: spec.n, unit: spec.unit }, locale);
    case 'year':
      return String(spec.year);
    case 'month':
      return formatDay(formatRangeSpec(spec) + '-01', MONTH_PATTERN);
    case 'quarter':
      // Strings: a year is not a number to group (`2,026`).
      return say('range.quarter', { quarter: String(spec.quarter), year: String(spec.year) }, locale);
    case 'explicit':
      return spanLabel(spec.start, spec.end);
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `Month to date`, `November 2026 to date`; null for explicit dates, which are their own name. */
function toDateName(spec: RangeSpec, start: CalendarDate, locale: string | undefined, say: SayMessage): string | null {
  switch (spec.kind) {
    case 'period':
      return say('range.unitToDate', { unit: spec.unit }, locale);
    case 'month':
      return say('range.nameToDate', { name: formatDay(start, 'MMMM yyyy') }, locale);
    case 'explicit':
      return null;
    default:
      return say('range.nameToDate', { name: capitalize(rangeWords(spec, locale, say)) }, locale);
  }
}

/**
 * Label for a resolved range: its name, a middle dot, then the dates
 * (`Last month · Oct 1–31, 2026`, `Q1 2026 · Jan 1 – Mar 31, 2026`); explicit ranges are
 * just their dates (`Mar 1–31, 2026`). A period cut to date says so
 * (`Month to date · Nov 1–21, 2026`, `Nov 10–21, 2026 · to date`), and today says it is so far.
 */
export function rangeLabel(
  spec: RangeSpec,
  start: CalendarDate,
  end: CalendarDate,
  status: PeriodStatus = 'past',
  locale?: string,
  say: SayMessage = message,
): string {
  if (status === 'today') {
    const name = spec.kind === 'day' ? null : toDateName(spec, start, locale, say);
    const dates = spanLabel(start, start);
    return name === null ? say('range.todaySoFar', { dates }, locale) : say('range.beganToday', { name, dates }, locale);
  }
  if (status === 'to-date') {
    const dates = spanLabel(start, end);
    const name = toDateName(spec, start, locale, say);
    return name === null ? say('range.datesToDate', { dates }, locale) : say('range.named', { name, dates }, locale);
  }
  const dates = spanLabel(start, end);
  if (spec.kind === 'explicit') return dates;
  const name = spec.kind === 'month' ? formatDay(start, 'MMMM yyyy') : capitalize(rangeWords(spec, locale, say));
  return say('range.named', { name, dates }, locale);
}

/** Property types in words, plural, as a filter reads (the catalogue's `type.*`, in the default locale). */
export const PROPERTY_TYPE_WORDS = Object.fromEntries(PROPERTY_TYPES.map((t) => [t, made(propertyTypeWord(t))])) as Record<PropertyType, string>;

/** What a breakdown is by, in words, as a title (`Signups by country`) and help read it (the catalogue's `breakdown.*`). */
export const BREAKDOWN_NAMES = Object.fromEntries(BREAKDOWNS.map((b) => [b, made(breakdownWord(b))])) as Record<Breakdown, string>;
