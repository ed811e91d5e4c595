/**
 * Canonical range expressions: the one spelling a ReportQuery stores. User input in all its
 * forms ("last 7 days", "Mar 2026", "2026-03-01 to 2026-03-31") is turned into these by
 * `range-words.ts`; job payloads and buttons carry them; `ranges.ts` resolves them.
 */
import { calendarDate, daysInclusive, isRealDate, isSupportedYear } from './calendar.js';
import { LIMITS } from './limits.js';

/** A period relative to today that lines up with calendar units. */
export type PeriodUnit = 'week' | 'month' | 'quarter' | 'year';
/** The unit of a rolling `last-N-…` / `next-N-…` range. */
export type RollingUnit = 'day' | 'week' | 'month';

/** A parsed range expression; see `ranges.ts` for what each resolves to. */
export type RangeSpec =
  | { kind: 'day'; which: 'today' | 'yesterday' }
  | { kind: 'period'; rel: 'this' | 'last' | 'next'; unit: PeriodUnit }
  | { kind: 'rolling'; dir: 'last' | 'next'; n: number; unit: RollingUnit }
  | { kind: 'year'; year: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'explicit'; start: string; end: string };

/** Largest N for each rolling unit. */
export const ROLLING_MAX: Record<RollingUnit, number> = {
  day: LIMITS.maxDays,
  week: LIMITS.maxWeeks,
  month: LIMITS.maxMonths,
};

/** The canonical spelling of a spec. Rolling units are singular only when N is 1. */
export function formatRangeSpec(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'day':
      return spec.which;
    case 'period':
      return `${spec.rel}-${spec.unit}`;
    case 'rolling':
      return `${spec.dir}-${spec.n}-${spec.unit}${spec.n === 1 ? '' : 's'}`;
    case 'year':
      return String(spec.year);
    case 'month':
      return `${spec.year}-${String(spec.month).padStart(2, '0')}`;
    case 'quarter':
      return `${spec.year}-q${spec.quarter}`;
    case 'explicit':
      return `${spec.start}..${spec.end}`;
  }
}

const PERIOD_RE = /^(this|last|next)-(week|month|quarter|year)$/;
const ROLLING_RE = /^(last|next)-(\d{1,4})-(day|week|month)s?$/;
const YEAR_RE = /^(\d{4})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
const QUARTER_RE = /^(\d{4})-q([1-4])$/;
const EXPLICIT_RE = /^(\d{4})-(\d{2})-(\d{2})\.\.(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parse a canonical range expression strictly (lower case, zero-padded), checking the
 * same bounds the command parser enforces. Returns null for anything else.
 */
export function parseCanonicalRange(range: string): RangeSpec | null {
  if (typeof range !== 'string') return null;
  if (range === 'today' || range === 'yesterday') return { kind: 'day', which: range };
  let m = PERIOD_RE.exec(range);
  if (m) return { kind: 'period', rel: m[1] as 'this', unit: m[2] as PeriodUnit };
  m = ROLLING_RE.exec(range);
  if (m) {
    const n = Number(m[2]);
    const unit = m[3] as RollingUnit;
    return n >= 1 && n <= ROLLING_MAX[unit] ? { kind: 'rolling', dir: m[1] as 'last', n, unit } : null;
  }
  m = YEAR_RE.exec(range);
  if (m) {
    const year = Number(m[1]);
    return isSupportedYear(year) ? { kind: 'year', year } : null;
  }
  m = MONTH_RE.exec(range);
  if (m) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    return isRealDate(year, month, 1) ? { kind: 'month', year, month } : null;
  }
  m = QUARTER_RE.exec(range);
  if (m) {
    const year = Number(m[1]);
    return isSupportedYear(year) ? { kind: 'quarter', year, quarter: Number(m[2]) } : null;
  }
  m = EXPLICIT_RE.exec(range);
  if (m) {
    const [y1, m1, d1, y2, m2, d2] = m.slice(1).map(Number) as [number, number, number, number, number, number];
    if (!isRealDate(y1, m1, d1) || !isRealDate(y2, m2, d2)) return null;
    const start = calendarDate(y1, m1, d1);
    const end = calendarDate(y2, m2, d2);
    if (end < start || daysInclusive(start, end) > LIMITS.maxRangeDays) return null;
    return { kind: 'explicit', start, end };
  }
  return null;
}

/** Whether `range` is a canonical range expression a ReportQuery may carry. */
export function isCanonicalRange(range: string): boolean {
  return parseCanonicalRange(range) !== null;
}

/** Whether `range` is a canonical range of explicit dates (`2026-05-22..2026-05-25`). */
export function isExplicitRange(range: string): boolean {
  return parseCanonicalRange(range)?.kind === 'explicit';
}

/** Whether the spec names fixed dates (a subscription to it would repeat the same report). */
export function isAbsolute(spec: RangeSpec): boolean {
  return spec.kind === 'year' || spec.kind === 'month' || spec.kind === 'quarter' || spec.kind === 'explicit';
}
