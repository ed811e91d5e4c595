/**
 * A report (or subscribe) command, read and finished.
 * - Reading it into a Draft: every word is claimed by exactly one recogniser, in any order;
 *   words nobody claims are kept for the "I don't understand" message. Two different values
 *   for the same thing are a conflict, not "last one wins", because silently dropping half of
 *   what someone typed is worse than asking.
 * - From Draft to ParseResult: defaults, cross-checks between parts (an option the report
 *   cannot honour, a future range for a past-only report, a subscription without a schedule),
 *   and the final schema check. Errors here name what the user typed and what to type instead.
 */
import { plusDays, todayIn, type CalendarDate } from './calendar.js';
import { formatRangeSpec, isAbsolute, isCanonicalRange, parseCanonicalRange, type RangeSpec } from './canonical.js';
import {
  ReportQuerySchema,
  allowsOption,
  isPastOnly,
  reportByWord,
  reportDefinition,
  reportDefinitions,
  reportWords,
  reportsAllowing,
} from './catalog.js';
import { breakdownCommandRefusal, breakdownFor } from './breakdowns.js';
import { LIMITS } from './limits.js';
import { message } from '../messages/index.js';
import { recognizeOption, type OptionValue } from './options.js';
import { rangeBounds } from './ranges.js';
import { recognizeRange, settleRange, type RangePhrase } from './range-words.js';
import { DEFAULT_TIME, recognizeEvery, recognizeTime, type Every } from './schedule.js';
import { closest, commandError, found, joined, phraseOf, type Found, type Match, type Token } from './tokens.js';
import { ScheduleSchema, WEEK_DAYS, type CommandError, type ParseResult, type ReportKind, type ReportOption, type WeekDay } from './types.js';
import { GRAMMAR_FILLER, RANGE_WORDS, vocabulary } from './words.js';

/** A value and the words it came from. */
export interface Slot<T> {
  value: T;
  phrase: string;
}

type SingleOption = Exclude<OptionValue, { key: 'property' | 'discovery' }>;
type SingleKey = SingleOption['key'];

/** Everything a command said, before defaults and cross-checks. */
export interface Draft {
  report?: Slot<ReportKind>;
  range?: Slot<RangePhrase>;
  every?: Slot<Every>;
  time?: Slot<string>;
  options: { [K in SingleKey]?: Slot<Extract<SingleOption, { key: K }>['value']> };
  properties: Slot<string>[];
  discoveries: Slot<string>[];
  /** Indexes of tokens no recogniser claimed. */
  unknown: number[];
}

type Item =
  | { type: 'report'; value: ReportKind }
  | { type: 'range'; value: RangePhrase }
  | { type: 'every'; value: Every }
  | { type: 'time'; value: string }
  | { type: 'option'; value: OptionValue };

const FILLER = GRAMMAR_FILLER;

const NOUNS: Record<string, string> = {
  report: 'report',
  range: 'range',
  every: 'schedule',
  time: 'time',
  breakdown: 'breakdown',
  grouping: 'grouping',
  propertyType: 'property type',
  compare: 'comparison',
  compareDates: 'comparison',
  weekStartsOn: 'week start',
  delay: 'delay',
  top: 'top',
  timeZone: 'time zone',
};

function recognizeReport(tokens: readonly Token[], i: number): Match<ReportKind> {
  for (const len of [2, 1]) {
    if (i + len > tokens.length) continue;
    const report = reportByWord(joined(tokens, i, len));
    if (report) return found(tokens, i, len, report.kind);
  }
  return null;
}

function tagged<T, I extends Item>(match: Match<T>, wrap: (value: T) => I): Match<Item> {
  if (match === null || 'error' in match) return match;
  return { ...match, value: wrap(match.value) };
}

// Schedule words first ("every week" is not a grouping), then options ("vs last year" is not
// a range), then ranges, then report names ("discovery <id>" was an option already).
function recognize(tokens: readonly Token[], i: number): Match<Item> {
  return (
    tagged(recognizeEvery(tokens, i), (value) => ({ type: 'every', value })) ??
    tagged(recognizeTime(tokens, i), (value) => ({ type: 'time', value })) ??
    tagged(recognizeOption(tokens, i), (value) => ({ type: 'option', value })) ??
    tagged(recognizeRange(tokens, i), (value) => ({ type: 'range', value })) ??
    tagged(recognizeReport(tokens, i), (value) => ({ type: 'report', value }))
  );
}

/** Place a single-valued slot, or report a conflict with what is already there. */
function place<T>(current: Slot<T> | undefined, next: Slot<T>, noun: string): Slot<T> | CommandError {
  if (current === undefined || JSON.stringify(current.value) === JSON.stringify(next.value)) return current ?? next;
  return commandError('conflict', message('grammar.pickOne', { noun, first: current.phrase, second: next.phrase }));
}

function isError<T>(value: Slot<T> | CommandError): value is CommandError {
  return 'code' in value;
}

/** Read all tokens into a Draft, or the first error in the user's words. */
export function readDraft(tokens: readonly Token[]): Draft | CommandError {
  const draft: Draft = { options: {}, properties: [], discoveries: [], unknown: [] };
  for (let i = 0; i < tokens.length;) {
    const match = recognize(tokens, i);
    if (match === null) {
      if (!FILLER.has(tokens[i]!.text)) draft.unknown.push(i);
      i++;
      continue;
    }
    if ('error' in match) return match.error;
    const error = add(draft, match);
    if (error) return error;
    i += Math.max(1, match.len);
  }
  return draft;
}

function add(draft: Draft, match: Found<Item>): CommandError | undefined {
  const item = match.value;
  const slot = <T>(value: T): Slot<T> => ({ value, phrase: match.phrase });
  if (item.type === 'option') {
    const option = item.value;
    if (option.key === 'property' || option.key === 'discovery') {
      const list = option.key === 'property' ? draft.properties : draft.discoveries;
      if (!list.some((p) => p.value === option.value)) list.push(slot(option.value));
      return undefined;
    }
    const options = draft.options as Record<SingleKey, Slot<unknown> | undefined>;
    const placed = place(options[option.key], slot<unknown>(option.value), NOUNS[option.key]!);
    if (isError(placed)) return placed;
    options[option.key] = placed;
    return undefined;
  }
  const slots = draft as unknown as Record<Item['type'], Slot<unknown> | undefined>;
  const placed = place(slots[item.type], slot<unknown>(item.value), NOUNS[item.type]!);
  if (isError(placed)) return placed;
  slots[item.type] = placed;
  return undefined;
}

/** What the command's surroundings decided: the zone and the instant. */
export interface Setting {
  now: Date;
  timeZone: string;
  weekStartsOn: WeekDay;
}

const error = (e: CommandError): ParseResult => ({ kind: 'error', error: e });

/** `occupancy, bookings, … or digest`, from the registry. */
function reportList(): string {
  const kinds = reportDefinitions().map((d) => d.kind);
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : (kinds[0] ?? '');
}

/** Turn a Draft into a report or subscription, or the first thing wrong with it. */
export function finishCommand(tokens: readonly Token[], draft: Draft, setting: Setting, subscribe: boolean): ParseResult {
  // "discovery <id>" with no other report word: "discovery" named the planners report too.
  const report = draft.report?.value ?? (draft.discoveries.length > 0 ? 'planners' : undefined);
  if (draft.unknown.length > 0) return error(unknownWords(tokens, draft.unknown, report === undefined));
  if (report === undefined) {
    const range = draft.range ? draft.range.phrase : 'last-week';
    return error(commandError('missing_report', message('grammar.nameReport', { reports: reportList() }), message('grammar.tryBookings', { range })));
  }
  const asked = draft.options.breakdown;
  const breakdown = asked && breakdownFor(report, asked.value);
  if (asked && !breakdown) return error(breakdownCommandRefusal(report, asked.value, asked.phrase));
  // One type has nothing to break down by type.
  const oneType = draft.options.propertyType;
  if (asked && breakdown === 'property-type' && oneType) {
    return error(commandError('conflict', message('grammar.pickOneType', { one: oneType.phrase, every: asked.phrase })));
  }
  const optionError = checkOptions(report, draft);
  if (optionError) return error(optionError);
  const scheduleError = checkSchedule(tokens, report, draft, subscribe);
  if (scheduleError) return error(scheduleError);

  const timeZone = draft.options.timeZone?.value ?? setting.timeZone;
  const weekStartsOn = draft.options.weekStartsOn?.value ?? setting.weekStartsOn;
  const today = todayIn(setting.now, timeZone);
  const spec = draft.range ? settleRange(draft.range.value, today) : parseCanonicalRange(defaultRange(report, draft.every?.value))!;
  const typed = draft.range?.phrase ?? formatRangeSpec(spec);
  const rangeError = checkRange(report, spec, typed, today, weekStartsOn, subscribe);
  if (rangeError) return error(rangeError);

  const { options } = draft;
  const parsed = ReportQuerySchema.safeParse({
    report,
    range: formatRangeSpec(spec),
    timeZone,
    weekStartsOn,
    compare: options.compareDates ? 'last-year' : options.compare?.value,
    compareDates: options.compareDates?.value,
    breakdown: breakdown ?? undefined,
    grouping: options.grouping?.value,
    propertyType: options.propertyType?.value,
    properties: draft.properties.map((p) => p.value),
    discoveries: draft.discoveries.map((d) => d.value),
    delay: options.delay?.value,
    top: options.top?.value,
  });
  // Unreachable unless parser and schema disagree; say so rather than send a bad job.
  if (!parsed.success) return error(commandError('internal', 'I read that command but could not build a valid query from it.'));
  const query = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as typeof parsed.data;
  if (!subscribe) return { kind: 'report', query };
  const schedule = ScheduleSchema.safeParse({ ...draft.every!.value, time: draft.time?.value ?? DEFAULT_TIME, timeZone });
  if (!schedule.success) return error(commandError('internal', 'I read that schedule but could not build a valid one from it.'));
  return { kind: 'subscribe', query, schedule: schedule.data };
}

/**
 * The range used when none is typed: the report's default, except that a past-only report
 * delivered on a schedule covers the period since the previous delivery, so deliveries
 * neither overlap nor repeat: `yesterday` for daily and weekday schedules (Monday's covers
 * Sunday), `last-week` for weekly and `last-month` for monthly ones.
 */
function defaultRange(report: ReportKind, every: Every | undefined): string {
  const defaultRange = reportDefinition(report)!.defaultRange;
  if (every === undefined || !isPastOnly(report)) return defaultRange;
  return every.every === 'month' ? 'last-month' : every.every === 'week' ? 'last-week' : 'yesterday';
}

/** "I don't understand …", or "… is not a report" when no report was named. */
function unknownWords(tokens: readonly Token[], unknown: number[], reportMissing: boolean): CommandError {
  if (reportMissing) {
    for (const i of unknown) {
      const guess = closest(tokens[i]!.text, reportWords());
      if (guess)
        return commandError('unknown_report', message('grammar.notAReport', { word: tokens[i]!.raw }), message('grammar.didYouMean', { guess }));
    }
  }
  const first = unknown[0]!;
  const word = tokens[first]!;
  const misread = (len: number, guess: string): CommandError =>
    commandError('unknown_word', message('grammar.notUnderstood', { words: phraseOf(tokens, first, len) }), message('grammar.didYouMean', { guess }));
  // "last 7", "next 14": a number's likeliest unit is days.
  const dir = ({ last: 'last', past: 'last', next: 'next', coming: 'next' } as const)[word.text as 'last'];
  const days = dir && daysOf(dir, tokens[first + 1]?.text ?? '');
  if (days) return misread(2, days);
  // "last mnth": the pair is the typo, not either word alone.
  for (const len of [3, 2]) {
    if (first + len > tokens.length || !['last', 'next', 'this', 'past'].includes(word.text)) continue;
    const guess = closest(joined(tokens, first, len), RANGE_WORDS);
    if (guess) return misread(len, guess);
  }
  // A grammar word out of place ("bookings week") needs context, not a spelling fix.
  const words = vocabulary();
  if (words.includes(word.text)) {
    const unit = /^(day|week|month|quarter|year)s?$/.exec(word.text)?.[1];
    const hint =
      unit === undefined
        ? undefined
        : unit === 'quarter' || unit === 'year'
          ? message('grammar.didYouMean', { guess: `last-${unit}` })
          : message('grammar.didYouMeanOr', { guess: unit === 'day' ? 'yesterday' : `last-${unit}`, other: `by ${unit}` });
    return commandError('unknown_word', message('grammar.notUnderstoodThere', { words: word.raw }), hint);
  }
  const guess = closest(word.text, words);
  if (reportMissing && !guess) {
    return commandError('unknown_report', message('grammar.notAReport', { word: word.raw }), message('grammar.reports', { reports: reportList() }));
  }
  const last = daysOf('last', word.text);
  const suggestion = guess || last ? message('grammar.didYouMean', { guess: guess ?? last }) : undefined;
  return commandError('unknown_word', message('grammar.notUnderstood', { words: word.raw }), suggestion);
}

/** A number typed alone as the days before or ahead, as the canonical range ("last-7-days", "last-1-day"); none past the limit. */
function daysOf(dir: 'last' | 'next', text: string): string | undefined {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return n >= 1 && n <= LIMITS.maxDays ? formatRangeSpec({ kind: 'rolling', dir, n, unit: 'day' }) : undefined;
}

function listOf(reports: readonly string[]): string {
  return reports.length === 1 ? reports[0]! : message('grammar.andList', { rest: reports.slice(0, -1).join(', '), last: reports.at(-1) });
}

/** An option the report cannot honour is an error naming both. */
function checkOptions(report: ReportKind, draft: Draft): CommandError | undefined {
  // A breakdown was checked by its value already (breakdowns.ts).
  const present: [ReportOption, string | undefined][] = [
    ['grouping', draft.options.grouping?.phrase],
    ['propertyType', draft.options.propertyType?.phrase],
    ['properties', draft.properties[0]?.phrase],
    ['discoveries', draft.discoveries[0]?.phrase],
    ['delay', draft.options.delay?.phrase],
    ['top', draft.options.top?.phrase],
  ];
  for (const [option, phrase] of present) {
    if (phrase === undefined || allowsOption(report, option)) continue;
    const allowed = reportsAllowing(option);
    // The lodging reports cover every member property together: one property type is the nearest they come.
    if (option === 'properties' && allowsOption(report, 'propertyType'))
      return commandError(
        'bad_option',
        message('grammar.membersTogether', { report, phrase, allowed: listOf(allowed) }),
        message('grammar.tryCommand', { command: `${report} by property-type` }),
      );
    return commandError(
      'bad_option',
      message('grammar.optionNotHere', { phrase, allowed: listOf(allowed), report }),
      message('grammar.tryCommand', { command: `${allowed[0]} ${phrase}` }),
    );
  }
  return undefined;
}

/** Schedules only in subscriptions, and every subscription needs one. */
function checkSchedule(tokens: readonly Token[], report: ReportKind, draft: Draft, subscribe: boolean): CommandError | undefined {
  const typed = tokens.map((t) => t.text).join(' ');
  if (!subscribe) {
    const part = draft.every ?? draft.time;
    const every = draft.every ? '' : ' every monday';
    if (part) {
      return commandError(
        'bad_schedule',
        message('grammar.scheduleOnlySubscriptions', { phrase: part.phrase }),
        message('grammar.tryCommand', { command: `subscribe ${typed}${every}` }),
      );
    }
    return undefined;
  }
  if (!draft.every) {
    return commandError('bad_schedule', message('grammar.needsSchedule'), message('grammar.addSchedule', { command: typed || report }));
  }
  return undefined;
}

/**
 * Past-only reports asking for the future, and subscriptions to a period already over. A
 * past-only range that reaches today is fine: it is reported to date, or today so far where it
 * begins today (see ranges.ts).
 */
function checkRange(
  report: ReportKind,
  spec: RangeSpec,
  typed: string,
  today: CalendarDate,
  weekStartsOn: WeekDay,
  subscribe: boolean,
): CommandError | undefined {
  const canonical = formatRangeSpec(spec);
  // "march" typed in January 1970 settles in 1969, before the years the bot reports on.
  if (!isCanonicalRange(canonical)) {
    return commandError(
      'bad_date',
      message('grammar.beforeFirstYear', { typed, canonical, year: String(LIMITS.minYear) }),
      message('grammar.nameYear'),
    );
  }
  const { start, end } = rangeBounds(spec, today, weekStartsOn);
  const forward = (spec.kind === 'period' || spec.kind === 'rolling') && (spec.kind === 'period' ? spec.rel : spec.dir) === 'next';
  const yesterday = plusDays(today, -1);
  if (isPastOnly(report) && (forward || start > today)) {
    const suggestion = forward
      ? message('grammar.tryWords', { words: canonical.replace(/^next/, 'last') })
      : message('grammar.upToYesterday', { yesterday });
    return commandError('future_range', message('grammar.inTheFuture', { typed, subject: subjectOf(report) }), suggestion);
  }
  if (subscribe && isAbsolute(spec) && end < today) {
    return commandError('past_range', message('grammar.alreadyOver', { typed }), message('grammar.useRelative'));
  }
  return undefined;
}

/** `referrals have`, for "… only past data". */
function subjectOf(report: ReportKind): string {
  return reportDefinition(report)!.subject;
}

/** The ctx default week start, falling back to Sunday (the service's default). */
export function weekStartOf(value: unknown): WeekDay {
  return WEEK_DAYS.includes(value as WeekDay) ? (value as WeekDay) : 'Sunday';
}
