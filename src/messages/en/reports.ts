/** A report as rendered: an alert's sentences, the comparison, what a message leaves out, buttons, charts (src/render). */
export const reports = {
  // An alert's words (src/render/alerts.ts): its condition, and what a crossing or a check found
  'alert.condition': '{metric} {op, select, below {below} other {above}} {threshold}',
  'alert.conditionChangesBy': '{metric} changes by {fraction} or more',
  'alert.period': 'for {range}',
  'alert.moved': '{direction, select, down {down} other {up}} {percent}',
  'alert.crossed':
    '{hasPeriod, select, yes {{label} {period}} other {{label}}} is {value}, {op, select, below {below} other {above}} your alert of {threshold}.',
  'alert.crossedChange':
    '{hasPeriod, select, yes {{label} {period}} other {{label}}} is {value}, {moved} on the period before, past your alert of {fraction}.',
  'alert.checkCrossed': 'Crossed: {sentence}',
  'alert.checkNoFigure': 'Not crossed: there is no {metric} {period} yet.',
  'alert.checkNoComparison': 'Not crossed: {metric} {value} {period} has no earlier figure to compare with.',
  'alert.checkMovedLess': 'Not crossed: {metric} {period} moved {moved}, less than {fraction}.',
  'alert.checkNotCrossed': 'Not crossed: {metric} {value} is {side, select, exactly {exactly} above {above} other {below}} {threshold}.',

  // Reports as rendered (src/render/format.ts, limits.ts, chart-types.ts)
  'format.untitled': 'Report',
  'format.comparison':
    '{style, select, compared {Compared with} other {vs}} {label}{kind, select, lastYear { (last year)} sameWeekdaysLastYear { (same weekdays last year)} sameHolidayLastYear { (the same holiday last year)} pastStays { (past stays)} other {}}',
  'limits.andMore': '{what, select, stories {and {count, plural, one {# more story} other {# more stories}}} other {and {count, number} more}}',
  'chart.alt': 'Chart',
  'chart.failed': 'The chart could not be made this time.',
  'chart.unattached': 'The chart could not be attached this time.',
  'chart.pending': 'Chart on its way…',
  'story.topStories': 'Top stories, by photo score',
  'story.photoAlt': 'Photo by {person} at {property}',

  // What a message too big for its platform leaves out (src/render/slack.ts, teams.ts)
  'limits.tooLong':
    'This report is too long for one {where, select, card {card} other {message}}; the rest was left out. {csv, select, none {Narrow the command to see more.} other {Narrow the command to see more, or use {csv} for its tables.}}',
  'limits.showingRows': 'Showing {shown, number} of {total, number} rows',
  'limits.allRows': 'all {count, number} rows',
  'limits.both': '{first} and {second}',
  'limits.csvFor': '{csv} for {what}',
  'limits.notShown': 'Not shown here: {columns}',

  // A report's buttons (src/render/actions.ts)
  'button.refresh': 'Refresh',
  'button.previous': 'Previous period',
  'button.csv': 'Download CSV',
  'button.open': 'Open report',
  'button.referrals.overview': 'Overview',
  'button.referrals.byChannel': 'By channel',
  'button.referrals.byGeo': 'By location',
  'button.snoozeDay': 'Snooze 1 day',
  'button.snoozeWeek': 'Snooze 1 week',
  'button.stale': 'That button is out of date or was changed. Run the command again.',
  'button.staleReading': 'That button is out of date; type the question again.',

  // What a report's insights say, and the answer to a question about one figure (src/render/insights.ts)
  'insight.drivers': '{metric} {change}: {clauses}.',
  'insight.other': 'other {dimension} {amount}',
  'insight.concentration': '{member} accounts for {share} of {metric}.',
  'insight.unusual': '{metric} on {day}: {value}, {how, select, above {{ratio}× a usual {weekday}} other {well below a usual {weekday}}} ({usual}).',
  'insight.pickupAmounts': '{nights} {count, plural, one {night} other {nights}} and {revenue}',
  'insight.pickupNothing': 'Nothing picked up for stays {stays} since {since}: the books are as they were.',
  'insight.pickupCancellations': 'Net cancellations for stays {stays} since {since}: {amounts}.',
  'insight.pickup': '{amounts} picked up for stays {stays} since {since}.',
  'insight.pickupPending': 'Pickup appears from {from}, once a week of snapshots is kept.',
  'answer.when': '{label} for {span}{ahead, select, yes { on the books} other {}}',
  'answer.noData': '{when}: no data.',
  'answer.figure': '{when}: {value}.',
  'answer.figureCompared': '{when}: {value}, {change} {compared}.',

  // A chart's alt text, what a screen reader says of it (src/render/chart-alt.ts)
  'chart.altHead': '{title}, {subtitle}.',
  'chart.altNoData': '{head} No data.',
  'chart.altMoreRows': 'And {count} more not shown.',
  'chart.altDataset': '{name}: {parts}.',
  'chart.altCompared': 'Compared with {label}',
  'chart.altPoints': '{count} points',
  'chart.altPointsFrom': '{count} points from {first} to {last}',
  'chart.altTotal': 'total {value}',
  'chart.altAverage': 'average {value}',
  'chart.altHighest': 'highest {value}{dated, select, yes { ({label})} other {}}',
  'chart.altLowest': 'lowest {value}{dated, select, yes { ({label})} other {}}',
  'chart.altMissing': 'no data for {count}',
  'chart.altNoValue': 'no data',

  // Ranges in words, and what a report notes (src/query/labels.ts, src/render/format.ts, src/reports)
  'range.period': '{rel, select, this {this} next {next} other {last}} {unit, select, week {week} month {month} quarter {quarter} other {year}}',
  'range.rolling':
    '{dir, select, next {next} other {last}} {n} {unit, select, day {{count, plural, one {day} other {days}}} week {{count, plural, one {week} other {weeks}}} other {{count, plural, one {month} other {months}}}}',
  'range.day': '{which, select, today {today} other {yesterday}}',
  'range.quarter': 'Q{quarter} {year}',
  'range.named': '{name} · {dates}',
  'range.todaySoFar': 'Today so far · {dates}',
  'range.beganToday': '{name} · {dates}, today so far',
  'range.datesToDate': '{dates} · to date',
  'range.unitToDate': '{unit, select, week {Week} month {Month} quarter {Quarter} other {Year}} to date',
  'range.nameToDate': '{name} to date',
  'format.nights': '{value} {count, plural, one {night} other {nights}}',
  'report.figuresFor': 'Figures for {properties} {count, plural, one {property} other {properties}} with {rooms} rooms.',
  'report.sectionFailed': '{title} could not be included: {reason}',
  'report.leftOut':
    "{sections} {count, plural, one {is} other {are}} left out: this channel's access does not include {count, plural, one {it} other {them}}.",
  'report.onTheBooks': 'Stay dates from today on show what is on the books now; more bookings will come.',
  'report.comparedBefore': 'Compared with the stay dates just before, which are over: not like for like, as these are still being booked.',
  'report.comparedLastYear': "Last year's figures for these stay dates are final; this year's future dates will still gain bookings.",
  'report.byGrain': 'By {grain, select, day {day} week {week} other {month}}',
  'report.perGrain': '{what} per {grain, select, day {day} week {week} other {month}}',
  'report.aGuest': 'A guest',
  'report.excludesRestricted': 'Excludes privacy-restricted {who, select, planners {planners} leads {leads} other {guests}}.',
  'report.excludesOptedOut': 'Excludes {who, select, planners {planners} leads {leads} other {guests}} who opted out.',
};
