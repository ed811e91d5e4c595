/**
 * Every figure the bot shows, defined once: its label, its unit, which way is good and what it
 * means. Reports take labels from here, help prints the meanings ("What the figures mean"),
 * and renderers say whether a change is better or worse from `better`, so the same figure
 * reads the same in Slack, Teams, text and HTML.
 *
 * Lodging figures follow the hotel industry's definitions: occupancy = nights booked ÷ nights
 * available; ADR = room revenue ÷ nights booked; RevPAR = room revenue ÷ nights available,
 * which is ADR × occupancy exactly.
 */
import type { ReportKind } from './types.js';

/**
 * What a figure measures; decides how it is formatted and how its change is worded.
 * - `currency`: an amount in the report's currency (cents exact).
 * - `percent`: a share as a fraction, 0.735 for 73.5 % (occupancy, booked share).
 * - `count`, `nights`: whole numbers (averages of nights may have decimals).
 * - `rating`: stars, 1 to 5.
 * - `ratio`: a relative change as a signed fraction, -0.12 for -12 %.
 */
export type Unit = 'currency' | 'percent' | 'count' | 'nights' | 'rating' | 'ratio';

/** Which way a figure should move: up (revenue), down (opt-outs), or neither (a stay length). */
export type Better = 'up' | 'down' | null;

export interface MetricInfo {
  label: string;
  unit: Unit;
  better: Better;
  /** One sentence for help and README. */
  means: string;
}

const m = (label: string, unit: Unit, better: Better, means: string): MetricInfo => ({ label, unit, better, means });

export const METRICS = {
  // Occupancy (look-ahead): stay dates.
  occupancy: m('Occupancy', 'percent', 'up', 'Nights booked ÷ nights available.'),
  adr: m('ADR', 'currency', 'up', 'Average daily rate = room revenue ÷ nights booked.'),
  revpar: m('RevPAR', 'currency', 'up', 'Revenue per available room night = room revenue ÷ nights available = ADR × occupancy.'),
  roomRevenue: m('Room revenue', 'currency', 'up', "Revenue of the nights booked for these stay dates (the service's revenue of each period)."),
  bookedNights: m('Nights booked', 'nights', 'up', 'Room nights sold for these stay dates.'),
  availableNights: m('Nights available', 'nights', null, 'Rooms × nights of the member properties (of the chosen type).'),
  minRate: m('Lowest nightly rate', 'currency', null, 'The lowest rate paid for one night in the period.'),
  maxRate: m('Highest nightly rate', 'currency', null, 'The highest rate paid for one night in the period.'),
  // Bookings (transactions): booking dates.
  revenue: m('Revenue', 'currency', 'up', 'Revenue of the bookings made in the period (by booking date, whole stays).'),
  transactions: m('Bookings', 'count', 'up', 'Bookings made in the period.'),
  nights: m('Nights', 'nights', 'up', 'Nights those bookings are for.'),
  avgRevenue: m('Average booking value', 'currency', 'up', 'Revenue ÷ bookings.'),
  avgStay: m('Average stay', 'nights', null, 'Nights ÷ bookings.'),
  minRevenue: m('Smallest booking', 'currency', null, 'The lowest value of one booking.'),
  maxRevenue: m('Largest booking', 'currency', null, 'The highest value of one booking.'),
  // Referrals (sponsor).
  referralRevenue: m('Referral revenue', 'currency', 'up', "Revenue of bookings that followed a click on the sponsor's campaigns."),
  referralTransactions: m('Referral transactions', 'count', 'up', "Bookings that followed a click on the sponsor's campaigns."),
  influencedRevenue: m('Influenced revenue', 'currency', 'up', 'Referral revenue plus bookings made within the attribution window (delay) after a campaign view.'),
  influencedTransactions: m('Influenced transactions', 'count', 'up', 'Referral transactions plus bookings within the attribution window after a view.'),
  avgReferralRevenue: m('Revenue per referral', 'currency', 'up', 'Referral revenue ÷ referral transactions.'),
  // Signups.
  signups: m('New signups', 'count', 'up', 'Advocacy leads who signed up in the period.'),
  signupsPerDay: m('Signups per day', 'count', 'up', 'New signups ÷ days in the period.'),
  // Stories.
  stories: m('Stories with photos', 'count', 'up', 'Guest stories with a photo submitted in the period.'),
  avgRating: m('Average review', 'rating', 'up', 'Mean star rating (1–5) of the reviews that came with those stories.'),
  // Planners.
  planners: m('New planners', 'count', 'up', 'People who started planning a trip in a discovery in the period.'),
  bookedShare: m('Booked', 'percent', 'up', 'Share of those planners who booked.'),
  reservations: m('Reservations', 'count', 'up', "Reservations linked to those planners' plans."),
  reservationAmount: m('Reservation value', 'currency', 'up', 'Value of those reservations in the report currency (other currencies are noted apart).'),
  // Opt-outs.
  optouts: m('All opt-outs', 'count', 'down', 'Trip planner and advocacy opt-outs together; fewer is better.'),
  discoveryOptouts: m('Trip planner opt-outs', 'count', 'down', "People who left a discovery's list in the period."),
  advocacyOptouts: m('Advocacy opt-outs', 'count', 'down', "Leads who left a property's list in the period."),
} as const satisfies Record<string, MetricInfo>;

export type MetricKey = keyof typeof METRICS;

/** The figures each report shows, in its order; the digest shows its sections' first ones. */
export const REPORT_METRICS: Record<ReportKind, readonly MetricKey[]> = {
  occupancy: ['occupancy', 'adr', 'revpar', 'roomRevenue', 'bookedNights', 'availableNights', 'minRate', 'maxRate'],
  bookings: ['revenue', 'transactions', 'nights', 'avgRevenue', 'avgStay', 'minRevenue', 'maxRevenue'],
  referrals: ['referralRevenue', 'referralTransactions', 'influencedRevenue', 'influencedTransactions', 'avgReferralRevenue'],
  signups: ['signups', 'signupsPerDay'],
  stories: ['stories', 'avgRating'],
  planners: ['planners', 'bookedShare', 'reservations', 'reservationAmount'],
  optouts: ['optouts', 'discoveryOptouts', 'advocacyOptouts'],
  digest: ['occupancy', 'adr', 'revpar', 'roomRevenue', 'signups', 'signupsPerDay', 'stories', 'avgRating', 'referralRevenue', 'referralTransactions', 'influencedRevenue', 'influencedTransactions'],
};

/** `Label: meaning` lines for a report's help. */
export function metricMeanings(report: ReportKind): string[] {
  return REPORT_METRICS[report].map((key) => `${METRICS[key].label}: ${METRICS[key].means}`);
}
