/**
 * What the grammar knows about each report: the words that name it, its default range,
 * whether it has future data, and which options it can honour. Kept in one table so help,
 * parser and schema cannot disagree.
 */
import type { ReportKind } from './types.js';

/** Words that name each report, canonical name first. */
export const REPORT_WORDS: Record<ReportKind, readonly string[]> = {
  occupancy: ['occupancy', 'lookahead', 'look-ahead', 'pace'],
  bookings: ['bookings', 'booking', 'transactions', 'revenue'],
  referrals: ['referrals', 'referral', 'sponsor'],
  signups: ['signups', 'signup', 'sign-ups', 'leads'],
  stories: ['stories', 'story', 'photos', 'highlights'],
  planners: ['planners', 'planner', 'discovery'],
  optouts: ['optouts', 'opt-outs', 'optout', 'opt-out', 'unsubscribes'],
  digest: ['digest'],
};

/** Lower-case word to report. */
export const REPORT_BY_WORD: ReadonlyMap<string, ReportKind> = new Map(
  (Object.entries(REPORT_WORDS) as [ReportKind, readonly string[]][]).flatMap(([kind, words]) =>
    words.map((w) => [w, kind] as const),
  ),
);

/** Default range when a command names none (canonical form). */
export const DEFAULT_RANGE: Record<ReportKind, string> = {
  occupancy: 'next-4-weeks',
  bookings: 'last-week',
  referrals: 'last-month',
  signups: 'last-week',
  stories: 'last-week',
  planners: 'last-week',
  optouts: 'last-week',
  // The digest's occupancy section looks ahead 4 weeks on its own; that is the report layer's job.
  digest: 'last-week',
};

/** Reports with only past data; occupancy is the look-ahead over future stay dates. */
export function isPastOnly(report: ReportKind): boolean {
  return report !== 'occupancy';
}

/** Title-case names for titles and help. */
export const REPORT_TITLES: Record<ReportKind, string> = {
  occupancy: 'Occupancy',
  bookings: 'Bookings',
  referrals: 'Referrals',
  signups: 'Sign-ups',
  stories: 'Stories',
  planners: 'Planners',
  optouts: 'Opt-outs',
  digest: 'Digest',
};

/** The report as the subject of "… have only past data", so error sentences read well. */
export const REPORT_SUBJECT: Record<ReportKind, string> = {
  occupancy: 'occupancy has',
  bookings: 'bookings have',
  referrals: 'referrals have',
  signups: 'signups have',
  stories: 'stories have',
  planners: 'planners have',
  optouts: 'opt-outs have',
  digest: 'the digest has',
};

/** One line per report for help. */
export const REPORT_BLURBS: Record<ReportKind, string> = {
  occupancy: 'look-ahead occupancy, daily rate and revenue for future stay dates',
  bookings: 'transactions and revenue of all collaborative members',
  referrals: 'transactions and revenue attributed to sponsor referrals',
  signups: 'advocacy leads who signed up',
  stories: 'photo stories submitted by guests',
  planners: 'planners who started planning in a discovery',
  optouts: 'planners and leads who opted out',
  digest: 'a summary of everything, for a channel',
};

const ALL: readonly ReportKind[] = ['occupancy', 'bookings', 'referrals', 'signups', 'stories', 'planners', 'optouts'];

/**
 * Which reports honour each option. Derived from what the Reporting Data Service accepts:
 * `type` only on lodging operations, `properties[]` on advocacy, `discoveries[]` on discovery
 * (opt-outs span both), `delay` and breakdowns on sponsor referrals. Grouping on the record
 * reports buckets by record date in the report layer. `top` needs a ranked list, which the
 * lodging time series lack. The digest is a fixed summary and takes none of these.
 * An option outside its list is an error, never silently ignored.
 */
export const OPTION_REPORTS = {
  breakdown: ['referrals'],
  delay: ['referrals'],
  propertyType: ['occupancy', 'bookings'],
  properties: ['signups', 'stories', 'optouts'],
  discoveries: ['planners', 'optouts'],
  grouping: ALL,
  top: ['referrals', 'signups', 'stories', 'planners', 'optouts'],
} as const satisfies Record<string, readonly ReportKind[]>;

export type ReportOption = keyof typeof OPTION_REPORTS;

/** Whether `report` honours `option`. */
export function allowsOption(report: ReportKind, option: ReportOption): boolean {
  return (OPTION_REPORTS[option] as readonly ReportKind[]).includes(report);
}
