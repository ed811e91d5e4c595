import { z } from 'zod';

/**
 * zod schemas for every resource of the Reporting Data Service (shared/reporting-api.md).
 *
 * Privacy by construction: e-mail addresses, phone numbers and phone-consent modes are not
 * declared, so zod strips them as the response is parsed and they never exist past this
 * edge. Last names are turned into `lastInitial` here for the same reason; reservation
 * numbers (PMS/CRS) are dropped too. Unknown extra fields are tolerated (stripped).
 *
 * Where the spec is silent about nullability we accept `null` for descriptive text and for
 * min/avg/max figures (an empty group has none), and stay strict on the figures and dates a
 * report adds up: a missing or mistyped one is a `bad_response`, never a silent zero.
 */

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})/;
/** Year, month, day, hours, minutes, then optional seconds and fraction; an optional zone. */
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Arithmetic, not a `Date` per value: this runs once per record of every page (bench paging). */
function isCalendarDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : MONTH_DAYS[m - 1]!);
}

/** True for a real calendar day written `yyyy-MM-dd`. */
export function isIsoDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * A calendar day `yyyy-MM-dd`. A date-time is tolerated and reduced to the day it is written
 * on, because the spec gives `startDate` as a date in one lodging operation and a date-time
 * in the other.
 */
export const daySchema = z.string().transform((v, ctx) => {
  const m = DAY_RE.exec(v);
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3])) || (v.length > 10 && !DATE_TIME_RE.test(v))) {
    ctx.addIssue({ code: 'custom', message: `expected a date yyyy-MM-dd, got "${v.slice(0, 40)}"` });
    return z.NEVER;
  }
  return v.slice(0, 10);
});

/**
 * A local date-time without zone, normalised to `yyyy-MM-ddTHH:mm:ss.SSS`. Fractional seconds
 * beyond milliseconds (the service sends up to seven digits) are truncated, never rounded, and
 * the value is never passed through `Date`, so `23:59:59.9999999` stays on its own day
 * whatever the process timezone. A zone suffix, if one ever appears, is dropped: the written
 * day is the day the service meant.
 */
export const localDateTimeSchema = z.string().transform((v, ctx) => {
  const m = DATE_TIME_RE.exec(v);
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3])) || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? '0') > 59) {
    ctx.addIssue({ code: 'custom', message: `expected a date-time yyyy-MM-ddTHH:mm:ss, got "${v.slice(0, 40)}"` });
    return z.NEVER;
  }
  const ms = (m[7] ?? '').padEnd(3, '0').slice(0, 3);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}.${ms}`;
});

/**
 * `schema`, or `null` when the field is null or absent. A default rather than a transform,
 * which zod runs as a pipe with a payload of its own: this is on most fields of every record,
 * and 100,000 records of nine such fields parsed in 40-45 ms this way against 52-257 ms.
 */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

const text = orNull(z.string());
const int = z.number().int();
const money = z.number().finite();
const optionalFigure = orNull(z.number().finite());

/** First name as given; last name reduced to its initial (`null` when absent). */
const personName = {
  first: text,
  last: z
    .string()
    .nullish()
    .transform((v) => (v ? v.trim().charAt(0).toUpperCase() || null : null)),
};
function renameLast<T extends { last: string | null }>(person: T): Omit<T, 'last'> & { lastInitial: string | null } {
  // A copy key by key: V8's object rest (`{ last, ...rest }`) took 2.4 µs a record, a tenth of
  // a 100,000-record walk (bench paging's profile); this takes a fifth of that, same result.
  const out: Record<string, unknown> = {};
  for (const key in person) if (key !== 'last') out[key] = person[key];
  out.lastInitial = person.last;
  return out as Omit<T, 'last'> & { lastInitial: string | null };
}

// ---- company data ---------------------------------------------------------------------

export const activePlanSchema = z.object({
  propertyId: z.string(),
  propertySlug: text,
  adults: int,
  children: int,
  beds: orNull(int),
  rooms: int,
  arrival: daySchema,
  departure: daySchema,
  promo: text,
});

export const reservationSchema = z
  .object({
    propertyId: z.string(),
    propertySlug: text,
    createDate: localDateTimeSchema,
    ...personName,
    arrival: daySchema,
    departure: daySchema,
    currency: z.string(),
    amount: money,
  })
  .transform(renameLast);

export const plannerSchema = z.object({
  discoveryName: text,
  plannerId: z.string(),
  createDate: localDateTimeSchema,
  first: text,
  languageCode: text,
  isBooked: z.boolean(),
  isUninterested: z.boolean(),
  isPrivacyRestricted: z.boolean(),
  isOptout: z.boolean(),
  activePlan: orNull(activePlanSchema),
  reservations: z
    .array(reservationSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export const discoveryOptoutSchema = z.object({
  discoveryName: text,
  optoutDate: localDateTimeSchema,
});

export const signupSchema = z
  .object({
    id: z.string(),
    createDate: localDateTimeSchema,
    propertyId: z.string(),
    propertySlug: text,
    ...personName,
    languageCode: text,
    isOptout: z.boolean(),
    isPrivacyRestricted: z.boolean(),
    layerType: text,
    category: text,
    country: text,
    region: text,
    city: text,
  })
  .transform(renameLast);

export const photoSchema = z.object({
  id: z.string(),
  contestName: text,
  finalistDate: orNull(localDateTimeSchema),
  // The spec shows a date-time here and says its meaning is not shown: kept opaque.
  internalRating: z.unknown().optional(),
  score: orNull(int),
  caption: text,
  captionInternalRating: orNull(int),
  url: z.string(),
});

export const reviewSchema = z.object({
  rating: orNull(int),
  quote: text,
  internalRating: orNull(int),
});

export const storySchema = z
  .object({
    propertyId: z.string(),
    propertySlug: text,
    ...personName,
    category: text,
    startDate: orNull(daySchema),
    endDate: orNull(daySchema),
    languageCode: text,
    isOptout: z.boolean(),
    isPrivacyRestricted: z.boolean(),
    submissionDate: localDateTimeSchema,
    photo: photoSchema,
    review: orNull(reviewSchema),
  })
  .transform(renameLast);

export const advocacyOptoutSchema = z.object({
  propertyId: z.string(),
  propertySlug: text,
  optoutDate: localDateTimeSchema,
});

/** The paged envelope; the records array's name depends on the operation. */
export function pagedEnvelopeSchema(arrayName: string, record: z.ZodType): z.ZodType<{ total: number; page: number } & Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { total: int.nonnegative(), page: int.positive(), [arrayName]: z.array(record) };
  return z.object(shape) as unknown as z.ZodType<{ total: number; page: number } & Record<string, unknown>>;
}

// ---- collaborative lodging ------------------------------------------------------------

export const revenueSchema = z.object({
  totalTransactions: int.nonnegative(),
  totalTransactionNights: int.nonnegative(),
  minTransactionRevenue: optionalFigure,
  maxTransactionRevenue: optionalFigure,
  totalTransactionRevenue: money,
  avgTransactionRevenue: optionalFigure,
});

export const stayLengthSchema = z.object({
  minStayNights: optionalFigure,
  maxStayNights: optionalFigure,
  avgStayNights: optionalFigure,
});

export const lookaheadGroupSchema = z.object({
  startDate: daySchema,
  endDate: daySchema,
  occupancy: z.object({ availableBookNights: int.nonnegative(), bookedNights: int.nonnegative() }),
  dailyRate: z.object({ minDailyRate: optionalFigure, maxDailyRate: optionalFigure, avgDailyRate: optionalFigure }),
  stayLength: stayLengthSchema,
  revenue: revenueSchema,
});

export const bookingsGroupSchema = z.object({
  startDate: daySchema,
  endDate: daySchema,
  stayLength: stayLengthSchema,
  revenue: revenueSchema,
});

function lodgingEnvelope<T extends z.ZodType>(group: T) {
  return z.object({ totalProperties: int.nonnegative(), totalRooms: int.nonnegative(), data: z.array(group) });
}
export const lookaheadReportSchema = lodgingEnvelope(lookaheadGroupSchema);
export const bookingsReportSchema = lodgingEnvelope(bookingsGroupSchema);

// ---- collaborative sponsor referrals --------------------------------------------------

const sponsorFigures = {
  year: int,
  timeGrouping: int,
  referralTransactions: int.nonnegative(),
  referralRevenue: money,
  influencedTransactions: int.nonnegative(),
  influencedRevenue: money,
};
export const sponsorRecordSchema = z.object(sponsorFigures);
export const sponsorChannelRecordSchema = z.object({ ...sponsorFigures, source: text, medium: text, term: text });
export const sponsorGeoRecordSchema = z.object({ ...sponsorFigures, country: text, region: text, city: text });

export type ActivePlan = z.infer<typeof activePlanSchema>;
export type Reservation = z.infer<typeof reservationSchema>;
export type Planner = z.infer<typeof plannerSchema>;
export type DiscoveryOptout = z.infer<typeof discoveryOptoutSchema>;
export type Signup = z.infer<typeof signupSchema>;
export type Story = z.infer<typeof storySchema>;
export type AdvocacyOptout = z.infer<typeof advocacyOptoutSchema>;
export type Revenue = z.infer<typeof revenueSchema>;
export type StayLength = z.infer<typeof stayLengthSchema>;
export type LookaheadGroup = z.infer<typeof lookaheadGroupSchema>;
export type BookingsGroup = z.infer<typeof bookingsGroupSchema>;
export type LookaheadReport = z.infer<typeof lookaheadReportSchema>;
export type BookingsReport = z.infer<typeof bookingsReportSchema>;
export type SponsorRecord = z.infer<typeof sponsorRecordSchema>;
export type SponsorChannelRecord = z.infer<typeof sponsorChannelRecordSchema>;
export type SponsorGeoRecord = z.infer<typeof sponsorGeoRecordSchema>;
