/**
 * Breakdowns as people ask for them (issue 26, item 3): "signups last week by country",
 * "which properties got the most stories", "occupancy next month by property type", asked,
 * refused where the report's records do not carry the field, and as follow-ups in a thread.
 * Part of the question corpus (question-corpus.ts), read against the same `CORPUS_NOW`
 * (Tuesday, Nov 24, 2026, UTC, weeks from Sunday): last week Nov 15–21, last month Oct,
 * "december" ahead is Dec 2026. Readings in the corpus's compact form; a breakdown reads
 * `by <breakdown>` (`by property-type`), and referrals' places read `by geo` (one request
 * answers country, region and city).
 */

/** Breakdown questions that must be read as a report. */
export const BREAKDOWN_UNDERSTOOD: [question: string, reading: string][] = [
  // Signups: country, region, city, property, category, layer
  ['how many signups last week by country?', 'signups last-week by country'],
  ['signups last week by country', 'signups last-week by country'],
  ['signups by region last month', 'signups last-month by region'],
  ['signups by city last week', 'signups last-week by city'],
  ['which countries do our signups come from', 'signups last-week by country'],
  ['top countries for signups last month', 'signups last-month by country'],
  ['new signups this month by property', 'signups this-month by property'],
  ['which property got the most signups last month', 'signups last-month by property'],
  ['signups by category this quarter', 'signups this-quarter by category'],
  ['signups last month broken down by layer', 'signups last-month by layer'],
  ['signups per layer last week', 'signups last-week by layer'],
  ['signups by state last month', 'signups last-month by region'],
  ['leads by city this month', 'signups this-month by city'],
  ['signups year to date by country vs last year', 'signups this-year vs last-year by country'],
  // Stories and opt-outs: by property; opt-outs also by discovery
  ['stories this month by property', 'stories this-month by property'],
  ['which properties got the most photo stories last month', 'stories last-month by property'],
  ['guest stories by hotel last week', 'stories last-week by property'],
  ['stories per property in october', 'stories 2026-10 by property'],
  ['opt-outs by property last month', 'optouts last-month by property'],
  ['unsubscribes by discovery last week', 'optouts last-week by discovery'],
  ['which hotels had the most opt-outs this month', 'optouts this-month by property'],
  // Trip planners: by discovery
  ['trip planners by discovery last week', 'planners last-week by discovery'],
  ['planners per discovery this month', 'planners this-month by discovery'],
  ['which discoveries brought in the most planners last month', 'planners last-month by discovery'],
  // Bookings and the books ahead: by property type
  ['room revenue this month by property type', 'occupancy this-month by property-type focus roomRevenue'],
  ['occupancy next 4 weeks by property type', 'occupancy next-4-weeks by property-type'],
  ['bookings last month by property type', 'bookings last-month by property-type'],
  ['ADR next month by property type', 'occupancy next-month by property-type focus adr'],
  ['revenue last week per property type', 'clarify occupancy|bookings'],
  ['occupancy for december broken down by property type', 'occupancy 2026-12 by property-type'],
  ['bookings by type last month', 'bookings last-month by property-type'],
  // Referrals: channel, source, country (and region and city, from the same answer)
  ['referral revenue by source last month', 'referrals last-month by channel'],
  ['referrals by region last month', 'referrals last-month by geo'],
  ['referrals by city this year', 'referrals this-year by geo'],
  ['which markets drove referral revenue in october', 'referrals 2026-10 by geo'],
  // Commands
  ['/report signups last-week by country', 'signups last-week by country'],
  ['/report stories this-month by property', 'stories this-month by property'],
  ['/report optouts last-month by discovery', 'optouts last-month by discovery'],
  ['/report planners last-week by discovery', 'planners last-week by discovery'],
  ['/report occupancy next-4-weeks by property-type', 'occupancy next-4-weeks by property-type'],
  ['/report bookings last-month by property type', 'bookings last-month by property-type'],
];

/** Breakdowns a report cannot make: one sentence naming those it can. */
export const BREAKDOWN_REFUSED: [question: string, reading: string][] = [
  ['occupancy next month by country', 'error bad_option'],
  ['trip planners by property last week', 'error bad_option'],
  ['signups by device last month', 'error bad_option'],
  ['referrals by property last month', 'error bad_option'],
  ['opt-outs by age last week', 'error bad_option'],
  ['occupancy type condo by property type', 'error conflict'],
];

/** Breakdowns asked, changed and dropped in a thread. */
export const BREAKDOWN_FOLLOW_UPS: [first: string, then: string, reading: string][] = [
  ['signups last week', 'and by region?', 'signups last-week by region'],
  ['signups last week by country', 'what about by city', 'signups last-week by city'],
  ['signups last week by country', 'same for stories', 'stories last-week'],
  ['stories last month', 'by property', 'stories last-month by property'],
  ['occupancy next month', 'and by property type?', 'occupancy next-month by property-type'],
  ['bookings last month by property type', 'what about last year?', 'bookings last-month vs last-year by property-type'],
  ['referrals last month', 'and by region?', 'referrals last-month by geo'],
  ['opt-outs last week', 'by discovery instead', 'optouts last-week by discovery'],
  ['stories last month by property', 'and signups?', 'signups last-month by property'],
  ['signups last week by country', 'and opt-outs?', 'optouts last-week'],
];
