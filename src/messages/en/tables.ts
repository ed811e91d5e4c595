/**
 * The words of a made report besides its figures (src/reports/*.ts): table titles and column
 * labels, chart titles and dataset labels, the sentence of an empty period, what its settings
 * and notes say. Ids are made of stable keys (src/catalogue/words.ts says which): a column is
 * looked up from the most particular id to the most general, `column.<report>.<table>.<column>`,
 * `column.<report>.<column>`, `column.<table>.<column>`, `column.<column>`.
 */
export const tables = {
  // Tables, by report and table key (the per-period table is `report.byGrain`); a table of a breakdown is titled as its report
  'table.referrals.topChannels': 'Top channels',
  'table.referrals.topSources': 'Top sources',
  'table.referrals.topCountries': 'Top countries',
  'table.referrals.topRegions': 'Top regions',
  'table.referrals.topCities': 'Top cities',
  'table.optouts.byDiscovery': 'By discovery',
  'table.optouts.byProperty': 'By property',
  'table.planners.byDiscovery': 'By discovery',
  'table.planners.languages': 'Languages',
  'table.signups.topProperties': 'Top properties',
  'table.signups.categories': 'Categories',
  'table.signups.layerTypes': 'Sign-up layers',
  'table.signups.countries': 'Countries',
  'table.stories.byProperty': 'Stories by property',

  // Columns every report may have
  'column.change': 'Change',
  'column.share': 'Share',
  'column.count': 'Count',
  'column.byPropertyType.name': 'Property type',
  'column.byProperty.name': 'Property',
  'column.byDiscovery.name': 'Discovery',
  'column.byCountry.name': 'Country',
  'column.byRegion.name': 'Region',
  'column.byCity.name': 'City',
  'column.byCategory.name': 'Category',
  'column.byLayer.name': 'Sign-up layer',

  // Bookings
  'column.bookings.byPeriod.name': 'Booked',
  'column.bookings.revenue': 'Revenue',
  'column.bookings.transactions': 'Bookings',
  'column.bookings.nights': 'Nights',
  'column.bookings.avgStay': 'Avg stay',
  // Occupancy: nights are "Nights booked" beside the property types, "Nights" in the period's rows
  'column.occupancy.byPeriod.name': 'Stay dates',
  'column.occupancy.byPeriod.booked': 'Nights',
  'column.occupancy.booked': 'Nights booked',
  'column.occupancy.occupancy': 'Occupancy',
  'column.occupancy.adr': 'ADR',
  'column.occupancy.revpar': 'RevPAR',
  'column.occupancy.revenue': 'Room revenue',
  // Opt-outs: a breakdown counts one kind of opt-out, the overview's tables both
  'column.optouts.byPeriod.name': 'Opted out',
  'column.optouts.byPeriod.count': 'All opt-outs',
  'column.optouts.byProperty.count': 'Advocacy opt-outs',
  'column.optouts.byDiscovery.count': 'Trip planner opt-outs',
  'column.optouts.count': 'Opt-outs',
  'column.optouts.planners': 'Trip planners',
  'column.optouts.advocacy': 'Advocacy',
  // Trip planners
  'column.planners.byPeriod.name': 'Started',
  'column.planners.languages.name': 'Language',
  'column.planners.count': 'Planners',
  // Referrals
  'column.referrals.byPeriod.name': 'Period',
  'column.referrals.topChannels.name': 'Source / medium',
  'column.referrals.topSources.name': 'Source',
  'column.referrals.topCountries.name': 'Country',
  'column.referrals.topRegions.name': 'Region',
  'column.referrals.topCities.name': 'City',
  'column.referrals.referralRevenue': 'Referral revenue',
  'column.referrals.referralTransactions': 'Transactions',
  'column.referrals.influencedRevenue': 'Influenced revenue',
  // Signups
  'column.signups.byPeriod.name': 'Signed up',
  'column.signups.topProperties.name': 'Property',
  'column.signups.categories.name': 'Category',
  'column.signups.layerTypes.name': 'Layer',
  'column.signups.countries.name': 'Country',
  'column.signups.count': 'Signups',
  // Guest photo stories
  'column.stories.byPeriod.name': 'Submitted',
  'column.stories.count': 'Stories',

  // Charts: a trend is `report.perGrain` of what is drawn here; a ranking is titled as its table, its figure named here
  'series.bookings.revenueTrend': 'Booking revenue',
  'series.occupancy.occupancyTrend': 'Occupancy',
  'series.optouts.optoutsTrend': 'Opt-outs',
  'series.planners.plannersTrend': 'New planners',
  'series.referrals.referralsTrend': 'Referral revenue',
  'series.signups.signupsTrend': 'Signups',
  'series.stories.storiesTrend': 'Stories',
  'dataset.bookings': 'Revenue',
  'dataset.optouts.byProperty': 'Advocacy opt-outs',
  'dataset.optouts.byDiscovery': 'Trip planner opt-outs',
  'dataset.planners': 'New planners',
  'dataset.referrals': 'Referral revenue',
  'dataset.signups': 'Signups',
  'dataset.stories': 'Stories',
  'dataset.onTheBooks': 'On the books {since}',

  // The sentence a report shows instead of zeros when its period has no data
  'empty.bookings': 'No bookings in this period.',
  'empty.occupancy': 'No lodging figures for this period.',
  'empty.optouts': 'No opt-outs in this period.',
  'empty.planners': 'No new trip planners in this period.',
  'empty.referrals': 'No referral or influenced transactions in this period.',
  'empty.signups': 'No signups in this period.',
  'empty.stories': 'No photo stories were submitted in this period.',

  // What the figures are limited to, and the options that change what they mean (src/reports/common.ts)
  'filter.property': 'Property {id}',
  'filter.discovery': 'Discovery {id}',
  'setting.attribution': 'attribution window {days} days',
  'setting.notCompared': 'not compared',
  'setting.weekStarts':
    'weeks start {day, select, Monday {Monday} Tuesday {Tuesday} Wednesday {Wednesday} Thursday {Thursday} Friday {Friday} Saturday {Saturday} other {Sunday}}',
  'setting.timeZone': 'dates in {zone}',
  'member.unknown': 'Unknown',
  'member.notSet': '(not set)',

  // A report's notes (src/reports/*.ts)
  'note.referrals.attribution': 'Attribution looks back {days} days from each transaction.',
  'note.occupancy.noComparison': 'No lodging figures for {period}, so there is no change to show.',
  'note.occupancy.rate': "ADR is room revenue ÷ nights booked ({ours}); the service's own average daily rate for these dates is {theirs}.",
  'note.occupancy.busiest':
    'Busiest {grain, select, day {day} week {week} other {month}}: {busiest} at {busiestShare}; slowest: {slowest} at {slowestShare}.',
  'note.occupancy.sameTimeLastYear': "Compared with the same time last year: last year's stay dates as they stood in the books on {day}.",
  'note.occupancy.lastYearFinal':
    'Last year these stay dates finished at {occupancy} ({nights} room nights); {ahead, select, yes {the books already hold {gap} more} other {{gap} room nights are still to pick up to match that}}. Pace against the same time last year appears once the bot has kept the books for a year.',
  'note.occupancy.booksFailed': "Pickup is not shown: the bot's history of the books could not be read; it will be back once Redis answers again.",
  'note.optouts.noPlanners': 'Trip planner opt-outs belong to discoveries, not properties, so they are left out here.',
  'note.optouts.noAdvocacy': 'Advocacy opt-outs belong to properties, not discoveries, so they are left out here.',
  'note.optouts.byProperty': 'By property: advocacy opt-outs only; trip planner opt-outs belong to discoveries.',
  'note.optouts.byDiscovery': 'By discovery: trip planner opt-outs only; advocacy opt-outs belong to properties.',
  'note.planners.otherCurrency': 'Also {amount} in reservations made in {currency}.',
  'note.byType.failed': 'What drove the change by property type could not be worked out this time ({reason}); the figures above are complete.',
  'note.byType.overlap': 'The figures by property type add up to more than the whole, so they are not shown as a breakdown.',
  'note.byType.untyped': 'Property types add up to less than the whole: some properties have no type.',
  'digest.noSection': "None of the digest's sections is open to this channel ({sections}); ask an admin to widen it with `/report access grant …`.",
};
