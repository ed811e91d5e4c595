/**
 * The query vocabulary shared by every entry point (slash command, button, subscription job).
 * Everything is a zod schema first, because job payloads and button values cross a process
 * boundary and are validated with these same schemas; the TypeScript types are inferred.
 *
 * This file knows no report by name: which reports exist, and which options each honours,
 * is the registry's (src/catalogue/registry.ts), and `ReportQuerySchema` in `catalog.ts` checks
 * a query against it. Report code imports these shapes without pulling the grammar in.
 */
import { z } from 'zod';
import { isCanonicalRange, isExplicitRange } from './canonical.js';
import { canonicalTimeZone } from './calendar.js';
import { LIMITS } from './limits.js';

export { LIMITS };

/** A report's canonical name (`referrals`); which names exist is the registry's to say. */
export const ReportKindSchema = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);
export type ReportKind = z.infer<typeof ReportKindSchema>;

/**
 * Options a report may honour, named as the query fields that carry them: `breakdown` (by
 * channel / geo), `delay`, `propertyType`, `properties`, `discoveries`, `grouping` (by day /
 * week / month) and `top`. Each report lists its own; the others are refused.
 */
export const REPORT_OPTIONS = ['breakdown', 'delay', 'propertyType', 'properties', 'discoveries', 'grouping', 'top'] as const;
export type ReportOption = (typeof REPORT_OPTIONS)[number];

export const PROPERTY_TYPES = ['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort'] as const;
/** Accommodation type, spelled exactly as the Reporting Data Service's `type` parameter. */
export const PropertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof PropertyTypeSchema>;

/** Time grouping, spelled as the service's `grouping` parameter. */
export const GroupingSchema = z.enum(['Day', 'Week', 'Month']);
export type Grouping = z.infer<typeof GroupingSchema>;

/** Sunday first, so the index of a day equals date-fns' `weekStartsOn` and cron's day number. */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** A weekday, spelled as the service's `startWeekDay` parameter. */
export const WeekDaySchema = z.enum(WEEK_DAYS);
export type WeekDay = z.infer<typeof WeekDaySchema>;

/**
 * What a report is compared with. Absent from a query: the report's default, `previous`,
 * except for look-ahead stay dates, which are compared with the same dates last year.
 */
export const CompareSchema = z.enum(['previous', 'last-year', 'none']);
export type Compare = z.infer<typeof CompareSchema>;

/**
 * What a report's figures are broken down by, one field of the service's records each:
 * `channel` and `geo` are the referral operations' own breakdowns (source / medium, and
 * country / region / city in one answer); the others are fields of company records
 * (`property`, `discovery`, a signup's `country`, `region`, `city`, `category`, `layer`) or
 * the lodging operations' `type` (`property-type`). Which a report honours is its definition's
 * `breakdowns`.
 */
export const BREAKDOWNS = ['channel', 'geo', 'country', 'region', 'city', 'property', 'category', 'layer', 'discovery', 'property-type'] as const;
export const BreakdownSchema = z.enum(BREAKDOWNS);
export type Breakdown = z.infer<typeof BreakdownSchema>;

/** An IANA time zone name that this runtime's Intl knows. */
export const TimeZoneSchema = z.string().refine((name) => canonicalTimeZone(name) !== null, { message: 'not a known IANA time zone' });

/** A property id (GUID) or slug, or a discovery id, as typed by a user. */
export const EntityIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);

/**
 * The shape of one report request, platform-neutral and unresolved: `range` is a canonical
 * range expression (see `canonical.ts`), resolved to dates only when the report runs, so a
 * subscription's `last-week` means the week before each delivery.
 *
 * Option fields appear only on reports that can honour them: `ReportQuerySchema` (catalog.ts)
 * adds that check against the registry, rejecting, for example, a `breakdown` on bookings
 * rather than ignoring it. Validate with that one; this is the shape it refines.
 */
export const ReportQueryShape = z.object({
  report: ReportKindSchema,
  /**
   * Canonical range: `today`, `yesterday`, `this|last|next-week|month|quarter|year`,
   * `last|next-N-days|weeks|months`, `2026` (year), `2026-03` (month), `2026-q1` (quarter),
   * `2026-03-01..2026-03-31` (explicit, inclusive).
   */
  range: z.string().refine(isCanonicalRange, { message: 'not a canonical range' }),
  timeZone: TimeZoneSchema,
  weekStartsOn: WeekDaySchema,
  /** Absent: the report's default (see `CompareSchema`). */
  compare: CompareSchema.optional(),
  /**
   * With `compare: last-year`, the dates last year's twin is (`2026-05-23..2026-05-25`), where it
   * is not the same dates or weekdays: the same holiday last year (Memorial Day weekend 2027
   * against Memorial Day weekend 2026). Absent: the comparison's own rule.
   */
  compareDates: z.string().refine(isExplicitRange, { message: 'not a canonical range of dates' }).optional(),
  breakdown: BreakdownSchema.optional(),
  grouping: GroupingSchema.optional(),
  propertyType: PropertyTypeSchema.optional(),
  properties: z.array(EntityIdSchema),
  discoveries: z.array(EntityIdSchema),
  /** Days the service looks back to attribute a transaction (service default 15). */
  delay: z.number().int().min(0).max(LIMITS.maxDelay).optional(),
  /** How many rows a ranked list shows. */
  top: z.number().int().min(1).max(LIMITS.maxTop).optional(),
  /**
   * The figure a question asked about (a key of the report's own metrics, `adr`): put first,
   * with a one-sentence answer above the report. Absent for commands.
   */
  focus: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9]{0,47}$/)
    .optional(),
});
export type ReportQuery = z.infer<typeof ReportQueryShape>;

/**
 * How a resolved period stands against today:
 * - `past`: every day of it is over.
 * - `to-date`: a period still running, cut at yesterday so that it holds complete days only
 *   (`this-month` on Nov 22 is Nov 1–21); it may hold no day at all on its first day.
 * - `today`: today so far; a day not over is never compared with a whole one.
 * - `ahead`: reaches today or later; only the look-ahead (occupancy) has such dates, and its
 *   future figures are what is on the books now, not final.
 */
export const PeriodStatusSchema = z.enum(['past', 'to-date', 'today', 'ahead']);
export type PeriodStatus = z.infer<typeof PeriodStatusSchema>;

/** A range resolved to calendar days in the query's time zone; both ends inclusive. */
export const ResolvedRangeSchema = z.object({
  /** First day, `yyyy-MM-dd`. */
  start: z.string(),
  /** Last day, `yyyy-MM-dd`, inclusive; the day before `start` when a to-date period holds no day yet. */
  end: z.string(),
  /** Where the period would end if it were not cut at yesterday (equal to `end` unless `to-date`). */
  fullEnd: z.string(),
  /** Human label, e.g. `Last month · Oct 1–31, 2026`, `Month to date · Nov 1–21, 2026`. */
  label: z.string(),
  /** Number of calendar days, counting both ends; 0 for a to-date period on its first day. */
  days: z.number().int().nonnegative(),
  status: PeriodStatusSchema,
});
export type ResolvedRange = z.infer<typeof ResolvedRangeSchema>;

const ScheduleFields = {
  /** Local wall-clock time `HH:mm` in `timeZone`. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** The zone the schedule fires in, and the zone the report's range is computed in. */
  timeZone: TimeZoneSchema,
};
/**
 * When a subscription fires. Days of the month stop at 28 so every month has the day;
 * `last` covers month-end reporting.
 */
export const ScheduleSchema = z.discriminatedUnion('every', [
  z.object({ every: z.literal('day'), ...ScheduleFields }),
  z.object({ every: z.literal('weekday'), ...ScheduleFields }),
  z.object({ every: z.literal('week'), day: WeekDaySchema, ...ScheduleFields }),
  z.object({
    every: z.literal('month'),
    dayOfMonth: z.union([z.number().int().min(1).max(28), z.literal('last')]),
    ...ScheduleFields,
  }),
]);
export type Schedule = z.infer<typeof ScheduleSchema>;

/** The word an alert names its figure by (`revenue`); which words exist is each report's to say. */
export const AlertMetricWordSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

/**
 * What an alert watches, on one headline figure of its report (`metric` is the word people
 * type, as the report's definition lists it under `alerts`):
 * - `below` / `above`: the figure is under / over `value` (in the figure's unit: a fraction for
 *   a percentage, 0.72 for 72%).
 * - `changes-by`: the figure moved by at least `fraction` (0.2 for 20%) either way against the
 *   comparison period.
 */
export const AlertConditionSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('below'), metric: AlertMetricWordSchema, value: z.number().finite() }),
  z.object({ op: z.literal('above'), metric: AlertMetricWordSchema, value: z.number().finite() }),
  z.object({ op: z.literal('changes-by'), metric: AlertMetricWordSchema, fraction: z.number().positive().max(100) }),
]);
export type AlertCondition = z.infer<typeof AlertConditionSchema>;

export const ERROR_CODES = [
  'unknown_report',
  'missing_report',
  'unknown_word',
  'bad_range',
  'bad_date',
  'bad_option',
  'conflict',
  'future_range',
  'past_range',
  'range_too_long',
  'bad_schedule',
  'bad_timezone',
  'bad_id',
  'bad_alert',
  'unknown_topic',
  'too_long',
  'internal',
] as const;
/**
 * Why a command was rejected. `message` is one sentence for the user; `suggestion`, when
 * present, is what to type instead. Codes are stable (logs and tests match on them):
 * - `unknown_report` / `missing_report`: no report named, or a word that is not one.
 * - `unknown_word`: a word the grammar does not know.
 * - `bad_range`: malformed or out-of-bounds range, or one that ends before it starts.
 * - `bad_date`: not a real calendar date, month or quarter.
 * - `bad_option`: an option with a bad value, or one the report cannot honour.
 * - `conflict`: two different values for the same thing (two reports, two ranges...).
 * - `future_range`: a future range for a report that has only past data.
 * - `past_range`: a subscription to a fixed range that is already over (it would repeat forever).
 * - `range_too_long`: more than `LIMITS.maxRangeDays` days.
 * - `bad_schedule`, `bad_timezone`, `bad_id`: subscription parts.
 * - `bad_alert`: an alert without a figure or condition, or a value that does not fit the figure.
 * - `unknown_topic`: a question about something the reporting service does not hold (weather, cancellations).
 * - `too_long`: more than `LIMITS.maxCommandChars` characters.
 * - `internal`: a bug or a misconfigured context; never the user's fault.
 */
export const CommandErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  suggestion: z.string().optional(),
});
export type CommandError = z.infer<typeof CommandErrorSchema>;
export type ErrorCode = CommandError['code'];

const AccessLimitSchema = z.union([z.literal('all'), z.array(z.string().min(1).max(128))]);
/**
 * What `access grant …` / `access revoke …` names: parts left out are not touched. Report
 * kinds are canonical (`referrals`), ids and slugs lower-cased. `all`: every part at once.
 */
export const AccessChangeSchema = z.object({
  all: z.boolean().optional(),
  reports: AccessLimitSchema.optional(),
  properties: AccessLimitSchema.optional(),
  discoveries: AccessLimitSchema.optional(),
  people: z.boolean().optional(),
});
export type AccessChange = z.infer<typeof AccessChangeSchema>;

/** What a command asks for. */
export const ParseResultSchema = z.discriminatedUnion('kind', [
  /** `access` (show), `access grant …`, `access revoke …`, `access reset`. */
  z.object({ kind: z.literal('access'), action: z.enum(['show', 'grant', 'revoke', 'reset']), change: AccessChangeSchema.optional() }),
  /** `notes`: how a question was read, where that needs saying (`Read "referals" as referrals.`). */
  z.object({ kind: z.literal('report'), query: ReportQueryShape, notes: z.array(z.string()).optional() }),
  /** A question with two readings of similar weight: one question, and a command per reading. */
  z.object({ kind: z.literal('clarify'), question: z.string(), options: z.array(z.object({ label: z.string(), command: z.string() })) }),
  z.object({ kind: z.literal('subscribe'), query: ReportQueryShape, schedule: ScheduleSchema }),
  z.object({ kind: z.literal('subscriptions') }),
  z.object({ kind: z.literal('alert'), query: ReportQueryShape, schedule: ScheduleSchema, condition: AlertConditionSchema }),
  z.object({ kind: z.literal('alerts') }),
  z.object({ kind: z.literal('unsubscribe'), id: z.string() }),
  z.object({ kind: z.literal('help'), topic: ReportKindSchema.optional() }),
  z.object({ kind: z.literal('error'), error: CommandErrorSchema }),
]);
export type ParseResult = z.infer<typeof ParseResultSchema>;

/** Subscription ids are short and typeable, because users type them into `unsubscribe`. */
export const SubscriptionIdSchema = z.string().regex(/^[a-z0-9-]{3,32}$/i);

/**
 * What the parser needs from its caller.
 * - `now`: the instant the command was received; relative ranges and "march" depend on it.
 * - `timeZone`: the workspace or user zone; decides which calendar day "today" is.
 * - `weekStartsOn`: default first day of the week (default `Sunday`, like the service).
 * - `botName`: stripped when a message starts with the bot's name or @mention (Teams, DMs).
 */
export const ParseContextSchema = z.object({
  now: z.date(),
  timeZone: z.string(),
  weekStartsOn: WeekDaySchema.optional(),
  botName: z.string().optional(),
});
export type ParseContext = z.infer<typeof ParseContextSchema>;
