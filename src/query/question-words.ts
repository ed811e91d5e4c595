/**
 * The words people use in questions, as data: which figure (and so which report) a metric
 * word names, which words only carry the sentence ("how", "did we", "please"), which topics
 * the reporting service does not hold, and how comparisons and breakdowns are said. The
 * question reader (question.ts) consults these tables; the command grammar keeps its own.
 *
 * Phrases are lower case with hyphens between words, as `joined()` builds them from tokens.
 */

/** A word list written as text, one space or line between words: long lists read better so than one word a line. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** What a metric phrase names: a report and, where it names one figure, that figure's key. */
export interface MetricWord {
  report: string;
  /** The key of the report's own metric, put first in the answer; absent: the report as a whole. */
  metric?: string;
  /** For dates ahead (a look-ahead question), what the phrase names instead: `revenue next month` is room revenue on the books. */
  ahead?: { report: string; metric?: string };
}

const referrals = (metric?: string): MetricWord => ({ report: 'referrals', ...(metric ? { metric } : {}) });
const occupancy = (metric?: string): MetricWord => ({ report: 'occupancy', ...(metric ? { metric } : {}) });
const bookings = (metric: string, ahead?: string): MetricWord => ({
  report: 'bookings',
  metric,
  ...(ahead ? { ahead: { report: 'occupancy', metric: ahead } } : {}),
});

/**
 * Metric words and phrases, longest first where they overlap. A report's own names and
 * aliases (`referrals`, `leads`, `pace`) are the registry's; these are the words for its figures.
 */
export const METRIC_WORDS: ReadonlyMap<string, MetricWord> = new Map(
  Object.entries({
    // Referrals (the sponsor's campaigns)
    'referral-revenue': referrals('referralRevenue'),
    'referrals-revenue': referrals('referralRevenue'),
    'sponsor-revenue': referrals('referralRevenue'),
    'campaign-revenue': referrals('referralRevenue'),
    'referral-transactions': referrals('referralTransactions'),
    'referral-bookings': referrals('referralTransactions'),
    'referred-bookings': referrals('referralTransactions'),
    'influenced-revenue': referrals('influencedRevenue'),
    'influenced-transactions': referrals('influencedTransactions'),
    'influenced-bookings': referrals('influencedTransactions'),
    'revenue-per-referral': referrals('avgReferralRevenue'),
    // The books ahead (occupancy)
    'average-daily-rate': occupancy('adr'),
    'average-room-rate': occupancy('adr'),
    'daily-rate': occupancy('adr'),
    'room-rate': occupancy('adr'),
    'room-rates': occupancy('adr'),
    adr: occupancy('adr'),
    'rev-par': occupancy('revpar'),
    revpar: occupancy('revpar'),
    'room-revenue': occupancy('roomRevenue'),
    'rooms-revenue': occupancy('roomRevenue'),
    'room-nights': occupancy('bookedNights'),
    'nights-booked': occupancy('bookedNights'),
    'booked-nights': occupancy('bookedNights'),
    'nights-sold': occupancy('bookedNights'),
    'occupancy-rate': occupancy('occupancy'),
    full: occupancy('occupancy'),
    'how-full': occupancy('occupancy'),
    occupancy: occupancy('occupancy'),
    occ: occupancy('occupancy'),
    'on-the-books': occupancy(),
    otb: occupancy(),
    books: occupancy(),
    pickup: occupancy(),
    'pick-up': occupancy(),
    'picked-up': occupancy(),
    forward: occupancy(),
    // Bookings made (past); the same words ahead mean the books
    'booking-revenue': bookings('revenue'),
    'bookings-revenue': bookings('revenue'),
    'total-revenue': bookings('revenue', 'roomRevenue'),
    revenue: bookings('revenue', 'roomRevenue'),
    sales: bookings('revenue', 'roomRevenue'),
    'average-booking-value': bookings('avgRevenue'),
    'booking-value': bookings('avgRevenue'),
    'average-booking': bookings('avgRevenue'),
    'average-stay': bookings('avgStay'),
    'length-of-stay': bookings('avgStay'),
    'average-length-of-stay': bookings('avgStay'),
    los: bookings('avgStay'),
    reservations: bookings('transactions'),
    nights: bookings('nights', 'bookedNights'),
    // Advocacy signups
    'new-signups': { report: 'signups', metric: 'signups' },
    'new-sign-ups': { report: 'signups', metric: 'signups' },
    'sign-ups': { report: 'signups', metric: 'signups' },
    'signed-up': { report: 'signups', metric: 'signups' },
    'new-leads': { report: 'signups', metric: 'signups' },
    'new-members': { report: 'signups', metric: 'signups' },
    'new-advocates': { report: 'signups', metric: 'signups' },
    advocates: { report: 'signups', metric: 'signups' },
    registrations: { report: 'signups', metric: 'signups' },
    'signups-per-day': { report: 'signups', metric: 'signupsPerDay' },
    // Guest photo stories
    'photo-stories': { report: 'stories', metric: 'stories' },
    'guest-stories': { report: 'stories', metric: 'stories' },
    'guest-photos': { report: 'stories', metric: 'stories' },
    'guest-photo-stories': { report: 'stories', metric: 'stories' },
    pictures: { report: 'stories', metric: 'stories' },
    ugc: { report: 'stories', metric: 'stories' },
    'average-rating': { report: 'stories', metric: 'avgRating' },
    'average-review': { report: 'stories', metric: 'avgRating' },
    'review-score': { report: 'stories', metric: 'avgRating' },
    'average-review-score': { report: 'stories', metric: 'avgRating' },
    'average-star-rating': { report: 'stories', metric: 'avgRating' },
    reviews: { report: 'stories', metric: 'avgRating' },
    ratings: { report: 'stories', metric: 'avgRating' },
    rating: { report: 'stories', metric: 'avgRating' },
    stars: { report: 'stories', metric: 'avgRating' },
    // Trip planners (discoveries)
    'trip-planners': { report: 'planners', metric: 'planners' },
    'trip-planner': { report: 'planners', metric: 'planners' },
    'trip-plans': { report: 'planners', metric: 'planners' },
    itineraries: { report: 'planners', metric: 'planners' },
    'booked-share': { report: 'planners', metric: 'bookedShare' },
    'planner-conversion': { report: 'planners', metric: 'bookedShare' },
    'reservation-value': { report: 'planners', metric: 'reservationAmount' },
    // Opt-outs
    unsubscribed: { report: 'optouts', metric: 'optouts' },
    'opted-out': { report: 'optouts', metric: 'optouts' },
    'opt-out-rate': { report: 'optouts', metric: 'optouts' },
    // The digest
    'weekly-digest': { report: 'digest' },
    'weekly-summary': { report: 'digest' },
    'weekly-report': { report: 'digest' },
    summary: { report: 'digest' },
    roundup: { report: 'digest' },
    'round-up': { report: 'digest' },
  }),
);

/** The longest metric phrase, in words. */
export const LONGEST_METRIC_PHRASE = Math.max(...[...METRIC_WORDS.keys()].map((p) => p.split('-').length));

/**
 * Words that carry a question but no meaning for the query; dropped once the phrases around
 * them were read. Words that change meaning ("since", "from", "to", "vs", "by", "top") are not
 * here: they belong to the phrases that use them.
 */
export const QUESTION_FILLER: ReadonlySet<string> = new Set(
  wordsOf(`
  how what whats which who when where why show me us give get got tell let lets see pull bring find fetch check list send did do
  does doing done is are was were be been am has have had will would can could should we our i my you your it its there they their
  this that these those much many number numbers total totals figure figures stats statistics data metrics kpis kpi please pls plz
  thanks thank hey hi hello ok okay quick quickly just also so far now currently right about look looks looking like go went going
  perform performed performing trend trending make made brought generate generated drive drove driven start started come came in on
  at for of the a an any all some and or with up out over during within from new latest recent current overall report reports want need
  know wondering curious most best highest biggest largest top guest guests hotel hotels property properties portfolio business book
  booked picture to only same instead too then break split question share shared post posted submit submitted upload uploaded
  receive received happen happened people person folks visitors everyone anyone again yet still exactly roughly
`),
);

/**
 * Property types said without the `type` keyword ("condos next month", "vacation rentals"):
 * the grammar's `type …` value.
 */
export const PROPERTY_TYPE_PHRASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    condos: 'condo',
    condo: 'condo',
    condotels: 'condotel',
    condotel: 'condotel',
    'vacation-rentals': 'vacation-rental',
    'vacation-rental': 'vacation-rental',
    'holiday-rentals': 'vacation-rental',
    'rv-resorts': 'rv-resort',
    'rv-parks': 'rv-resort',
    'full-service-hotels': 'full-service',
    'full-service': 'full-service',
    'select-service-hotels': 'select-service',
    'select-service': 'select-service',
  }),
);

/**
 * Words of the phrases the reader knows (dates, holidays, comparisons, breakdowns) that no
 * table above lists alone, so spelling never "corrects" them into something else.
 */
export const PHRASE_WORDS: ReadonlySet<string> = new Set(
  wordsOf(`
  broken down same time ago before weekend weekends half eve years christmas xmas easter thanksgiving halloween valentines valentine memorial labor labour
  independence july since between from through until till tonight tomorrow coming upcoming ahead compared versus against previous
  prior preceding first second third fourth quarter quarters score rentals rental condos resorts service vacation holiday select
  period date dates so far
`),
);

/**
 * Topics the service holds nothing about: one sentence saying so, and the nearest report
 * where one exists (cancellations show as negative pickup on the books ahead).
 */
export const UNANSWERABLE: ReadonlyMap<string, { topic: string; nearest?: string }> = new Map(
  Object.entries({
    cancellations: { topic: 'cancellations', nearest: 'occupancy' },
    cancellation: { topic: 'cancellations', nearest: 'occupancy' },
    cancelled: { topic: 'cancellations', nearest: 'occupancy' },
    canceled: { topic: 'cancellations', nearest: 'occupancy' },
    cancels: { topic: 'cancellations', nearest: 'occupancy' },
    'no-shows': { topic: 'no-shows', nearest: 'occupancy' },
    noshows: { topic: 'no-shows', nearest: 'occupancy' },
    weather: { topic: 'the weather' },
    temperature: { topic: 'the weather' },
    rain: { topic: 'the weather' },
    forecast: { topic: 'forecasts', nearest: 'occupancy' },
    forecasts: { topic: 'forecasts', nearest: 'occupancy' },
    predict: { topic: 'forecasts', nearest: 'occupancy' },
    prediction: { topic: 'forecasts', nearest: 'occupancy' },
    projected: { topic: 'forecasts', nearest: 'occupancy' },
    competitors: { topic: 'competitors' },
    competitor: { topic: 'competitors' },
    compset: { topic: 'competitors' },
    'comp-set': { topic: 'competitors' },
    staff: { topic: 'staffing' },
    staffing: { topic: 'staffing' },
    payroll: { topic: 'payroll' },
    costs: { topic: 'costs' },
    cost: { topic: 'costs' },
    expenses: { topic: 'costs' },
    profit: { topic: 'profit', nearest: 'bookings' },
    margin: { topic: 'profit', nearest: 'bookings' },
    margins: { topic: 'profit', nearest: 'bookings' },
    complaints: { topic: 'complaints', nearest: 'stories' },
    traffic: { topic: 'website traffic', nearest: 'referrals' },
    pageviews: { topic: 'website traffic', nearest: 'referrals' },
    visits: { topic: 'website traffic', nearest: 'referrals' },
    sessions: { topic: 'website traffic', nearest: 'referrals' },
    clicks: { topic: 'clicks', nearest: 'referrals' },
    impressions: { topic: 'impressions', nearest: 'referrals' },
    'open-rate': { topic: 'e-mail opens', nearest: 'optouts' },
    opens: { topic: 'e-mail opens', nearest: 'optouts' },
    'ad-spend': { topic: 'ad spend', nearest: 'referrals' },
    spend: { topic: 'ad spend', nearest: 'referrals' },
    roi: { topic: 'return on ad spend', nearest: 'referrals' },
    roas: { topic: 'return on ad spend', nearest: 'referrals' },
    inventory: { topic: 'room inventory', nearest: 'occupancy' },
    prices: { topic: 'prices you set', nearest: 'occupancy' },
    price: { topic: 'prices you set', nearest: 'occupancy' },
    pricing: { topic: 'prices you set', nearest: 'occupancy' },
    refunds: { topic: 'refunds', nearest: 'bookings' },
    'stock-price': { topic: 'the stock price' },
  }),
);

/** What the service holds, for the sentence that refuses a topic it does not. */
export const SERVICE_HOLDS =
  'bookings, stays on the books (occupancy, ADR, RevPAR), referral revenue, advocacy signups, guest photo stories, trip planners and opt-outs';

/** Breakdowns as people ask for them; the value is the grammar's own `by …` word. */
export const BREAKDOWN_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    channel: 'channel',
    channels: 'channel',
    source: 'channel',
    sources: 'channel',
    campaign: 'channel',
    campaigns: 'channel',
    medium: 'channel',
    country: 'country',
    countries: 'country',
    market: 'country',
    markets: 'country',
    location: 'geo',
    locations: 'geo',
    geo: 'geo',
    geography: 'geo',
    region: 'region',
    regions: 'region',
    state: 'region',
    states: 'region',
    city: 'city',
    cities: 'city',
    property: 'property',
    properties: 'property',
    hotel: 'property',
    hotels: 'property',
    category: 'category',
    categories: 'category',
    layer: 'layer',
    layers: 'layer',
    discovery: 'discovery',
    discoveries: 'discovery',
    'property-type': 'property-type',
    'property-types': 'property-type',
    type: 'property-type',
    types: 'property-type',
  }),
);

/**
 * Breakdown words that read as one alone, as a plural ("top channels for referral revenue"):
 * those of the referral breakdowns, whose overview ranks no members. "Top 5 properties for
 * signups" is the signups report's own ranking of properties, top 5, not a breakdown.
 */
export const RANKED_ALONE: ReadonlySet<string> = new Set(['channel', 'geo', 'country']);

/** Breakdowns people ask for that no report's records carry, for a sentence that says which do. */
export const UNKNOWN_BREAKDOWNS: ReadonlySet<string> = new Set(
  wordsOf(`
  segment segments device devices age gender
`),
);

/**
 * Time groupings said as adverbs ("weekly signups", "week by week"); the grammar's `by …` word.
 * Not "each month": that is a subscription's schedule ("send me signups each month"), which
 * the grammar answers by pointing to `subscribe`.
 */
export const GROUPING_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    daily: 'day',
    'day-by-day': 'day',
    'per-day': 'day',
    weekly: 'week',
    'week-by-week': 'week',
    'per-week': 'week',
    monthly: 'month',
    'month-by-month': 'month',
    'per-month': 'month',
  }),
);
