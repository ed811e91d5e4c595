/**
 * What each built-in report is called and what its figures are (src/reports/*.ts): ids made
 * of stable keys, so src/catalogue/words.ts can say a made report's words again in its
 * reader's language (`metric.<report>.<metric key>`, its `.means`, `title.<report>`,
 * `breakdown.<breakdown>`, `dimension.<name>`). A report of a plug-in has no ids here: its
 * words stay as its definition gives them.
 */
export const figures = {
  // What each report is about, for help, and its subject in a refusal (`referrals have` only past data)
  'blurb.bookings': 'transactions and revenue of all collaborative members',
  'subject.bookings': 'bookings have',
  'blurb.digest': 'a summary of everything, for a channel',
  'subject.digest': 'the digest has',
  'blurb.occupancy': 'look-ahead occupancy, daily rate and revenue for future stay dates',
  'subject.occupancy': 'occupancy has',
  'blurb.optouts': 'planners and leads who opted out',
  'subject.optouts': 'opt-outs have',
  'blurb.planners': 'planners who started planning in a discovery',
  'subject.planners': 'planners have',
  'blurb.referrals': 'transactions and revenue attributed to sponsor referrals',
  'subject.referrals': 'referrals have',
  'blurb.signups': 'advocacy leads who signed up',
  'subject.signups': 'signups have',
  'blurb.stories': 'photo stories submitted by guests',
  'subject.stories': 'stories have',

  // Report titles, as the header, the ack and help say them; `{week}` is yes for a calendar week (last or this)
  'title.bookings': 'Bookings',
  'title.digest': '{week, select, yes {Weekly digest} other {Digest}}',
  'title.occupancy': 'Occupancy',
  'title.optouts': 'Opt-outs',
  'title.planners': 'Trip planners',
  'title.referrals': 'Referrals',
  'title.signups': 'Signups',
  'title.stories': 'Guest photo stories',
  'title.byBreakdown': '{title} by {breakdown}',

  // What a report is broken down by, as a title (`Signups by country`) and help say it (src/query/labels.ts)
  'breakdown.channel': 'channel',
  'breakdown.geo': 'location',
  'breakdown.country': 'country',
  'breakdown.region': 'region',
  'breakdown.city': 'city',
  'breakdown.property': 'property',
  'breakdown.category': 'category',
  'breakdown.layer': 'sign-up layer',
  'breakdown.discovery': 'discovery',
  'breakdown.propertyType': 'property type',

  // Property types, plural, as a filter and a breakdown's rows read (src/query/labels.ts)
  'type.FullServiceHotel': 'full-service hotels',
  'type.SelectServiceHotel': 'select-service hotels',
  'type.Condotel': 'condotels',
  'type.VacationRental': 'vacation rentals',
  'type.RVResort': 'RV resorts',

  // What an insight calls the members of a breakdown: one channel, two channels (src/reports/insights.ts)
  'dimension.channel': '{count, plural, one {channel} other {channels}}',
  'dimension.country': '{count, plural, one {country} other {countries}}',
  'dimension.region': '{count, plural, one {region} other {regions}}',
  'dimension.city': '{count, plural, one {city} other {cities}}',
  'dimension.property': '{count, plural, one {property} other {properties}}',
  'dimension.category': '{count, plural, one {category} other {categories}}',
  'dimension.layer': '{count, plural, one {sign-up layer} other {sign-up layers}}',
  'dimension.discovery': '{count, plural, one {discovery} other {discoveries}}',
  'dimension.propertyType': '{count, plural, one {property type} other {property types}}',
  'dimension.place': '{count, plural, one {property or discovery} other {properties and discoveries}}',

  // Bookings (src/reports/bookings.ts)
  'metric.bookings.revenue': 'Revenue',
  'metric.bookings.revenue.means': 'Revenue of the bookings made in the period (by booking date, whole stays).',
  'metric.bookings.transactions': 'Bookings',
  'metric.bookings.transactions.means': 'Bookings made in the period.',
  'metric.bookings.nights': 'Nights',
  'metric.bookings.nights.means': 'Nights those bookings are for.',
  'metric.bookings.avgRevenue': 'Average booking value',
  'metric.bookings.avgRevenue.means': 'Revenue ÷ bookings.',
  'metric.bookings.avgStay': 'Average stay',
  'metric.bookings.avgStay.means': 'Nights ÷ bookings.',
  'metric.bookings.minRevenue': 'Smallest booking',
  'metric.bookings.minRevenue.means': 'The lowest value of one booking.',
  'metric.bookings.maxRevenue': 'Largest booking',
  'metric.bookings.maxRevenue.means': 'The highest value of one booking.',
  'metric.bookings.adrBooked': 'ADR booked',
  'metric.bookings.adrBooked.means': 'Revenue ÷ nights of the bookings made in the period.',

  // Occupancy (src/reports/occupancy.ts)
  'metric.occupancy.occupancy': 'Occupancy',
  'metric.occupancy.occupancy.means': 'Nights booked ÷ nights available.',
  'metric.occupancy.adr': 'ADR',
  'metric.occupancy.adr.means': 'Average daily rate = room revenue ÷ nights booked.',
  'metric.occupancy.revpar': 'RevPAR',
  'metric.occupancy.revpar.means': 'Revenue per available room night = room revenue ÷ nights available = ADR × occupancy.',
  'metric.occupancy.roomRevenue': 'Room revenue',
  'metric.occupancy.roomRevenue.means': "Revenue of the nights booked for these stay dates (the service's revenue of each period).",
  'metric.occupancy.bookedNights': 'Nights booked',
  'metric.occupancy.bookedNights.means': 'Room nights sold for these stay dates.',
  'metric.occupancy.availableNights': 'Nights available',
  'metric.occupancy.availableNights.means': 'Rooms × nights of the member properties (of the chosen type).',
  'metric.occupancy.minRate': 'Lowest nightly rate',
  'metric.occupancy.minRate.means': 'The lowest rate paid for one night in the period.',
  'metric.occupancy.maxRate': 'Highest nightly rate',
  'metric.occupancy.maxRate.means': 'The highest rate paid for one night in the period.',
  'metric.occupancy.avgStay': 'Average stay',
  'metric.occupancy.avgStay.means':
    "Nights per stay of the stays with nights in the period, from the service's average by month; shown where it is asked.",

  // Opt-outs (src/reports/optouts.ts)
  'metric.optouts.optouts': 'All opt-outs',
  'metric.optouts.optouts.means': 'Trip planner and advocacy opt-outs together; fewer is better.',
  'metric.optouts.discoveryOptouts': 'Trip planner opt-outs',
  'metric.optouts.discoveryOptouts.means': "People who left a discovery's list in the period.",
  'metric.optouts.advocacyOptouts': 'Advocacy opt-outs',
  'metric.optouts.advocacyOptouts.means': "Leads who left a property's list in the period.",

  // Trip planners (src/reports/planners.ts)
  'metric.planners.planners': 'New planners',
  'metric.planners.planners.means': 'People who started planning a trip in a discovery in the period.',
  'metric.planners.bookedShare': 'Booked',
  'metric.planners.bookedShare.means': 'Share of those planners who booked.',
  'metric.planners.reservations': 'Reservations',
  'metric.planners.reservations.means': "Reservations linked to those planners' plans.",
  'metric.planners.reservationAmount': 'Reservation value',
  'metric.planners.reservationAmount.means': 'Value of those reservations in the report currency (other currencies are noted apart).',

  // Referrals (src/reports/referrals.ts)
  'metric.referrals.referralRevenue': 'Referral revenue',
  'metric.referrals.referralRevenue.means': "Revenue of bookings that followed a click on the sponsor's campaigns.",
  'metric.referrals.referralTransactions': 'Referral transactions',
  'metric.referrals.referralTransactions.means': "Bookings that followed a click on the sponsor's campaigns.",
  'metric.referrals.influencedRevenue': 'Influenced revenue',
  'metric.referrals.influencedRevenue.means': 'Referral revenue plus bookings made within the attribution window (delay) after a campaign view.',
  'metric.referrals.influencedTransactions': 'Influenced transactions',
  'metric.referrals.influencedTransactions.means': 'Referral transactions plus bookings within the attribution window after a view.',
  'metric.referrals.avgReferralRevenue': 'Revenue per referral',
  'metric.referrals.avgReferralRevenue.means': 'Referral revenue ÷ referral transactions.',

  // Signups (src/reports/signups.ts)
  'metric.signups.signups': 'New signups',
  'metric.signups.signups.means': 'Advocacy leads who signed up in the period.',
  'metric.signups.signupsPerDay': 'Signups per day',
  'metric.signups.signupsPerDay.means': 'New signups ÷ days in the period.',

  // Guest photo stories (src/reports/stories.ts)
  'metric.stories.stories': 'Stories with photos',
  'metric.stories.stories.means': 'Guest stories with a photo submitted in the period.',
  'metric.stories.avgRating': 'Average review',
  'metric.stories.avgRating.means': 'Mean star rating (1–5) of the reviews that came with those stories.',
};
