/**
 * Bounds shared by the parser and the ReportQuery schema, so that anything the parser
 * accepts also validates, and a canonical range can never resolve to more than
 * `maxRangeDays` days (36 months is at most 1,096 days).
 */
export const LIMITS = {
  /** Longest range in days; the service answers one request per range, this keeps it bounded. */
  maxRangeDays: 1100,
  /** Largest N in `last-N-days` / `next-N-days`. */
  maxDays: 1100,
  /** Largest N in `last-N-weeks` / `next-N-weeks`. */
  maxWeeks: 157,
  /** Largest N in `last-N-months` / `next-N-months`. */
  maxMonths: 36,
  /** Largest referral attribution `delay` in days. */
  maxDelay: 365,
  /** Longest command read, in characters; chat platforms cap theirs near this too. */
  maxCommandChars: 1000,
  /** Longest word quoted back in a refusal; longer ones are shortened with `…`. */
  maxQuotedChars: 40,
  /** Largest `top N`. */
  maxTop: 25,
  /** Years outside this window are typos, not reporting periods. */
  minYear: 1970,
  maxYear: 2199,
} as const;
