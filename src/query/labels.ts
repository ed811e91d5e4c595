/**
 * Human words for ranges and queries. Date spans follow the usual English style with an en
 * dash: closed up within one month (`Oct 1–31, 2026`), spaced across months or years
 * (`Nov 15 – Dec 12, 2026`, `Dec 28, 2025 – Jan 3, 2026`).
 */
import { formatDay, parts, type CalendarDate } from './calendar.js';
import { formatRangeSpec, type RangeSpec } from './canonical.js';
import type { Breakdown, PeriodStatus, PropertyType } from './types.js';
import { message } from '../messages/index.js';

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

/** The range in words, lower case where it is a phrase: `last month`, `next 4 weeks`, `Oct 2026`. */
export function rangeWords(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'day':
      return spec.which;
    case 'period':
      return message('range.period', { rel: spec.rel, unit: spec.unit });
    case 'rolling':
      return message('range.rolling', { dir: spec.dir, n: String(spec.n), count: spec.n, unit: spec.unit });
    case 'year':
      return String(spec.year);
    case 'month':
      return formatDay(formatRangeSpec(spec) + '-01', MONTH_PATTERN);
    case 'quarter':
      return `Q${spec.quarter} ${spec.year}`;
    case 'explicit':
      return spanLabel(spec.start, spec.end);
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `Month to date`, `November 2026 to date`; null for explicit dates, which are their own name. */
function toDateName(spec: RangeSpec, start: CalendarDate): string | null {
  switch (spec.kind) {
    case 'period':
      return `${capitalize(spec.unit)} to date`;
    case 'month':
      return `${formatDay(start, 'MMMM yyyy')} to date`;
    case 'explicit':
      return null;
    default:
      return `${capitalize(rangeWords(spec))} to date`;
  }
}

/**
 * Label for a resolved range: its name, a middle dot, then the dates
 * (`Last month · Oct 1–31, 2026`, `Q1 2026 · Jan 1 – Mar 31, 2026`); explicit ranges are
 * just their dates (`Mar 1–31, 2026`). A period cut to date says so
 * (`Month to date · Nov 1–21, 2026`, `Nov 10–21, 2026 · to date`), and today says it is so far.
 */
export function rangeLabel(spec: RangeSpec, start: CalendarDate, end: CalendarDate, status: PeriodStatus = 'past'): string {
  if (status === 'today') return `Today so far \u00B7 ${spanLabel(start, start)}`;
  if (status === 'to-date') {
    const dates = end < start ? 'no complete day yet' : spanLabel(start, end);
    const name = toDateName(spec, start);
    return name === null ? `${dates} \u00B7 to date` : `${name} \u00B7 ${dates}`;
  }
  const dates = spanLabel(start, end);
  if (spec.kind === 'explicit') return dates;
  const name = spec.kind === 'month' ? formatDay(start, 'MMMM yyyy') : capitalize(rangeWords(spec));
  return `${name} \u00B7 ${dates}`;
}

/** Property types in words, plural, as a filter reads. */
export const PROPERTY_TYPE_WORDS: Record<PropertyType, string> = {
  FullServiceHotel: 'full-service hotels',
  SelectServiceHotel: 'select-service hotels',
  Condotel: 'condotels',
  VacationRental: 'vacation rentals',
  RVResort: 'RV resorts',
};

/** What a breakdown is by, in words, as a title (`Signups by country`) and help read it. */
export const BREAKDOWN_NAMES: Record<Breakdown, string> = {
  channel: 'channel',
  geo: 'location',
  country: 'country',
  region: 'region',
  city: 'city',
  property: 'property',
  category: 'category',
  layer: 'sign-up layer',
  discovery: 'discovery',
  'property-type': 'property type',
};
