/**
 * The reader's locale: which conventions figures and dates are written in (`1.234,56 $` in
 * de-DE, `1 234,56 $US` in fr-FR), and which language the words are said in (the message
 * catalogue's for the reader's language, English until it has one; relabel.ts). The CSV stays
 * machine-readable whatever the locale. Pure: where a locale comes from (Slack's `users.info`,
 * a Teams activity, `LANG`) is the platforms' business.
 */
import { z } from 'zod';
import { spanLabel } from '../query/labels.js';
import { plusDays, type CalendarDate } from '../query/calendar.js';
import type { Report, Table } from '../catalogue/types.js';
import { WEEK_DAYS, type WeekDay } from '../query/types.js';
import { DEFAULT_LOCALE, message, type SayMessage } from '../messages/index.js';
import { relabelled } from './relabel.js';

/** The locale of a reader whose own is not known: the message catalogue's (src/messages). */
export { DEFAULT_LOCALE };

/** A BCP 47 tag as Intl writes it (`de-DE` for `de-de`), or null when Intl takes no such tag. */
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** A locale as stored on a requester or a subscription: a tag Intl takes, canonical. */
export const LocaleSchema = z
  .string()
  .max(64)
  .refine((tag) => canonicalLocale(tag) === tag, { message: 'not a canonical BCP 47 locale tag' });

/** The locale to write in: the reader's own when Intl takes it, else `DEFAULT_LOCALE`. */
export function readerLocale(tag: string | null | undefined): string {
  return (tag && canonicalLocale(tag)) || DEFAULT_LOCALE;
}

/**
 * A POSIX locale as `LANG` or `LC_ALL` name it (`de_DE.UTF-8`, `fr_FR@euro`) as a BCP 47 tag
 * (`de-DE`); null for `C`, `POSIX`, nothing, or a name Intl does not know.
 */
export function localeFromPosix(value: string | undefined): string | null {
  const name = value?.split(/[.@]/)[0]?.trim();
  if (!name || name === 'C' || name === 'POSIX') return null;
  return canonicalLocale(name.replace(/_/g, '-'));
}

/**
 * The browser's first choice of `Accept-Language` (`fr-FR,fr;q=0.9,en;q=0.8` is fr-FR) that
 * Intl takes; null for none, `*`, or only tags Intl does not know.
 */
export function localeFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const locale = canonicalLocale(r.tag);
    if (locale) return locale;
  }
  return null;
}

/** Where this runtime's Intl cannot say a region's first weekday: the regions tested, as CLDR has them. */
const FIRST_DAY_BY_REGION: Record<string, WeekDay> = { US: 'Sunday', JP: 'Sunday', GB: 'Monday', DE: 'Monday', FR: 'Monday' };

/**
 * The first day of the week where the reader lives, as CLDR says (Monday in de-DE, en-GB and
 * fr-FR; Sunday in en-US and ja-JP); undefined when neither Intl nor the table above can say.
 * A command's `week-starts` overrides it.
 */
export function localeWeekStart(locale: string | undefined): WeekDay | undefined {
  const tag = locale === undefined ? null : canonicalLocale(locale);
  if (tag === null) return undefined;
  const intl = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  // `weekInfo` in V8 up to Node 22, `getWeekInfo()` after: the ISO weekday, 1 Monday to 7 Sunday.
  const firstDay = intl.getWeekInfo?.().firstDay ?? intl.weekInfo?.firstDay;
  if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return WEEK_DAYS[firstDay % 7];
  const region = intl.maximize().region;
  return region === undefined ? undefined : FIRST_DAY_BY_REGION[region];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** `style`: a full day (the default), a row's day (`22 Nov`, with `weekday` its week day) or a month (`Nov 2026`). */
function dayFormat(locale: string, style: 'full' | 'row' | 'weekday' | 'month' = 'full'): Intl.DateTimeFormat {
  const id = `${locale}|${style}`;
  let f = dayFormats.get(id);
  if (!f) {
    const fields: Intl.DateTimeFormatOptions =
      style === 'full'
        ? { year: 'numeric', month: 'short', day: 'numeric' }
        : style === 'month'
          ? { year: 'numeric', month: 'short' }
          : { month: 'short', day: 'numeric', ...(style === 'weekday' ? { weekday: 'short' } : {}) };
    // Calendar days carry no zone: read as midnight UTC and written in UTC, a day stays itself.
    f = new Intl.DateTimeFormat(locale, { ...fields, timeZone: 'UTC' });
    dayFormats.set(id, f);
  }
  return f;
}
const instant = (day: CalendarDate) => new Date(`${day}T00:00:00Z`);

/**
 * A span of days in the reader's conventions: `1–31 Oct 2026` (en-GB), `1.–31. Okt. 2026`
 * (de-DE). In en-US the house style of src/query/labels.ts (`Oct 1–31, 2026`), which every
 * message used before locales.
 */
export function localSpan(start: CalendarDate, end: CalendarDate, locale: string): string {
  if (locale === DEFAULT_LOCALE) return spanLabel(start, end);
  return start === end ? dayFormat(locale).format(instant(start)) : dayFormat(locale).formatRange(instant(start), instant(end));
}

/**
 * A range's label (`Last month · Oct 1–31, 2026`) with its dates in the reader's conventions
 * (`Last month · 1.–31. Okt. 2026`); the words stay as they are. A label without the dates in
 * it (a period with no complete day yet) is returned unchanged.
 */
export function localLabel(range: { label: string; start: CalendarDate; end: CalendarDate }, locale: string): string {
  if (locale === DEFAULT_LOCALE || range.end < range.start) return range.label;
  const english = spanLabel(range.start, range.end);
  return range.label.includes(english) ? range.label.replace(english, localSpan(range.start, range.end, locale)) : range.label;
}

/**
 * A trend's or per-period table's label of a stretch of days in the reader's conventions:
 * `22.–28. Nov.` (de-DE) for `Nov 22–28`, `Nov. 2026` for a whole month, a single day with its
 * week day when the English label has one (`Mon Nov 23` → `Mo., 23. Nov.`).
 */
export function localRowLabel(english: string, start: CalendarDate, end: CalendarDate, locale: string): string {
  if (start === end) return dayFormat(locale, /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) /.test(english) ? 'weekday' : 'row').format(instant(start));
  const wholeMonth = start.endsWith('-01') && start.slice(0, 7) === end.slice(0, 7) && plusDays(end, 1).endsWith('-01');
  if (wholeMonth) return dayFormat(locale, 'month').format(instant(start));
  return dayFormat(locale, 'row').formatRange(instant(start), instant(end));
}

/**
 * The report as its reader reads it: `locale` on it and on each digest section, so every
 * renderer writes the figures in it; its words (title, labels, columns, charts, notes) said
 * again in the reader's language through the message catalogue by their keys (relabel.ts),
 * English where the language has no catalogue; and the labels of its trends and per-period
 * tables written in it. The report itself is not changed: it may be shared between readers
 * (a firing's report goes to each of its channels). The figures are the same objects; absent
 * or unknown: as is. `say`: the app's catalogue, or a test's own.
 */
export function withLocale(report: Report, locale: string | undefined, say: SayMessage = message): Report {
  const tag = locale === undefined ? null : canonicalLocale(locale);
  if (tag === null || tag === DEFAULT_LOCALE) return report;
  const words = relabelled(report, tag, say);
  return {
    ...words,
    locale: tag,
    series: words.series.map((s) => {
      const labels = localLabels(s.labels, s.periods, tag);
      return labels ? { ...s, labels } : s;
    }),
    tables: words.tables.map((t) => withLocalPeriods(t, tag)),
    sections: report.sections.map((s) => withLocale(s, tag, say)),
  };
}

/** A per-period table with its dates column (the first, a text column) in `locale`. */
function withLocalPeriods(table: Table, locale: string): Table {
  const first = table.columns[0];
  if (!first || first.unit !== undefined) return table;
  const names = localLabels(
    table.rows.map((row) => String(row[first.key] ?? '')),
    table.periods,
    locale,
  );
  return names ? { ...table, rows: table.rows.map((row, i) => ({ ...row, [first.key]: names[i] ?? '' })) } : table;
}

/** `labels` written from their days in `locale`; null unless there is a stretch of days for each. */
function localLabels(labels: string[], periods: { start: CalendarDate; end: CalendarDate }[] | undefined, locale: string): string[] | null {
  if (!periods || periods.length !== labels.length) return null;
  return periods.map((p, i) => localRowLabel(labels[i] ?? '', p.start, p.end, locale));
}
