/**
 * One answer per operation of the Reporting Data Service, in the shapes its spec shows
 * (shared/reporting-api.md), with made-up figures and names that are nobody's. The warm start
 * (issue 33) parses each through the schema the client checks that operation's answers with
 * (`parseSampleAnswers` in client.ts), so the first answer of each kind a job gets does not pay
 * for zod compiling its schema. Never sent anywhere, never shown, never part of a report.
 */
const DAY = '2000-01-03';
const AT = '2000-01-03T09:30:00.1234567';
const PROPERTY = { propertyId: '00000000-0000-0000-0000-000000000001', propertySlug: 'sample-property' };
/** Contact fields the schemas strip, present so the stripping runs too. */
const PERSON = { first: 'Sample', last: 'Person', email: 'nobody@example.invalid', phone: '+10000000000' };

const planner = {
  discoveryName: 'Sample discovery',
  plannerId: 'sample-planner',
  createDate: AT,
  first: 'Sample',
  languageCode: 'en',
  isBooked: true,
  isUninterested: false,
  isPrivacyRestricted: false,
  isOptout: false,
  activePlan: { ...PROPERTY, adults: 2, children: 0, beds: 1, rooms: 1, arrival: DAY, departure: '2000-01-05', promo: null },
  reservations: [{ ...PROPERTY, ...PERSON, createDate: AT, arrival: DAY, departure: '2000-01-05', currency: 'USD', amount: 200 }],
};
const signup = {
  ...PROPERTY,
  ...PERSON,
  id: 'sample-signup',
  createDate: AT,
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  layerType: 'sample',
  category: 'sample',
  country: 'Nowhere',
  region: null,
  city: null,
};
const story = {
  ...PROPERTY,
  ...PERSON,
  category: 'sample',
  startDate: DAY,
  endDate: '2000-01-05',
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  submissionDate: AT,
  photo: {
    id: 'sample-photo',
    contestName: null,
    finalistDate: null,
    internalRating: null,
    score: 1,
    caption: 'Sample',
    captionInternalRating: null,
    url: 'https://example.invalid/sample.jpg',
  },
  review: { rating: 5, quote: 'Sample', internalRating: null },
};

/** A first page of one record for each company data operation (client.ts indexes it by operation, so a new one needs its sample). */
export const SAMPLE_PAGES = {
  discoveryPlanners: { total: 1, page: 1, planners: [planner] },
  discoveryOptouts: { total: 1, page: 1, optouts: [{ discoveryName: 'Sample discovery', optoutDate: AT }] },
  advocacySignups: { total: 1, page: 1, signups: [signup] },
  advocacyStories: { total: 1, page: 1, stories: [story] },
  advocacyOptouts: { total: 1, page: 1, optouts: [{ ...PROPERTY, optoutDate: AT }] },
} satisfies Record<string, Record<string, unknown>>;

const revenue = {
  totalTransactions: 1,
  totalTransactionNights: 2,
  minTransactionRevenue: 200,
  maxTransactionRevenue: 200,
  totalTransactionRevenue: 200,
  avgTransactionRevenue: 200,
};
const stayLength = { minStayNights: 2, maxStayNights: 2, avgStayNights: 2 };
const group = { startDate: DAY, endDate: '2000-01-09', stayLength, revenue };

/** A lodging answer of one group, look-ahead and bookings. */
export const SAMPLE_LOOKAHEAD = {
  totalProperties: 1,
  totalRooms: 10,
  data: [
    { ...group, occupancy: { availableBookNights: 70, bookedNights: 2 }, dailyRate: { minDailyRate: 100, maxDailyRate: 100, avgDailyRate: 100 } },
  ],
};
export const SAMPLE_BOOKINGS = { totalProperties: 1, totalRooms: 10, data: [group] };

const figures = { year: 2000, timeGrouping: 1, referralTransactions: 1, referralRevenue: 200, influencedTransactions: 1, influencedRevenue: 200 };

/** A referrals answer of one record: totals, by channel, by place. */
export const SAMPLE_REFERRALS = [figures];
export const SAMPLE_REFERRALS_BY_CHANNEL = [{ ...figures, source: 'sample', medium: 'sample', term: null }];
export const SAMPLE_REFERRALS_BY_GEO = [{ ...figures, country: 'Nowhere', region: null, city: null }];
