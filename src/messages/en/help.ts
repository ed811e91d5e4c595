/** Help: what the bot can do, in its own words around the reports' own (src/query/help.ts). */
export const help = {
  'help.usage': 'Usage: ask in your own words, for example:',
  'help.howIRead': 'I say how I read a question, and every figure comes from the reporting service.',
  'help.orCommand': 'Or type a command: `/report <report> [range] [options]`, in any order.',
  'help.reports': 'Reports:',
  'help.example': 'e.g. `{example}`',
  'help.reportLine': '`{kind}`{also, select, none {} other { (also {also})}}: {blurb}. Default: {range}.',
  'help.lookAhead': 'It covers future stay dates; past ranges work too.',
  'help.pastOnly': 'It has only past data.',
  'help.examples': 'Examples:',
  'help.ownWords': 'Or ask in your own words:',
  'help.options': 'Options:',
  'help.figuresMean': 'What the figures mean:',
  'help.regularly': 'Get it regularly: `/report subscribe {report} every monday at 9am`.',
  'help.alertOn': 'Alert on: {words}, e.g. `/report alert {report} {word} below 100`.',
  'help.breakdown': '{commands}: break the figures down by {fields}',
  'help.moreOnOne': 'More on one report: `/report help referrals`.',
  'help.inConversations':
    'Subscriptions, alerts and access are set in a conversation: a Slack channel, a Teams chat or the preview page (npm start).',
  'help.ranges':
    'Ranges: `today`, `yesterday`, `this-week`, `last-week`, `next-week`, `this-month`, `last-month`, `next-month`,\n' +
    '`this-quarter`, `last-quarter`, `this-year` (or `ytd`), `last-year`, `last-7-days`, `last-4-weeks`, `last-3-months`,\n' +
    '`next-4-weeks`, a month (`march`, `mar 2026`, `2026-03`), a quarter (`q1`, `q1 2026`, `2026-q1`),\n' +
    'or dates (`2026-03-01..2026-03-31`, `2026-03-01 to 2026-03-31`). Spaces work too: `last 7 days`.\n' +
    'A month or quarter without a year means the latest one that has started.\n' +
    'Periods still running (`this-month`, `ytd`, `mtd`, `qtd`, `wtd`) are reported to date, through yesterday, and compared\n' +
    'with the same number of days of the period before (Nov 1–21 vs Oct 1–21); `today` is today so far and is not compared.\n' +
    'Weeks start on Sunday by default; add `week-starts monday` to change that. Occupancy looks ahead (whole periods,\n' +
    'compared with the same stay dates last year); other reports have only past data.',
  'help.optionBreakdown':
    "`by channel`, `by country`, `by property`, `by property type` …: break a report down by a field its records carry (each report's help lists its own)",
  'help.optionGrouping': '`by day`, `by week` or `by month`: the time grouping of the chart and the per-period table',
  'help.optionPropertyType': '`type condo` (FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort)',
  'help.optionProperties': '`property <id or slug>`: only this property (repeat for more)',
  'help.optionDiscoveries': '`discovery <id>`: only this discovery (repeat for more)',
  'help.optionDelay': '`delay 15`: days to look back when attributing a transaction',
  'help.optionTop': '`top 10`: how many rows a ranked list shows (1 to 25)',
  'help.optionCompare': '`vs previous` (default; occupancy ahead: `vs last-year`), `vs last-year` (or `yoy`), or `no-compare`',
  'help.optionWeekStart': '`week-starts monday`: the first day of the week',
  'help.optionTz': '`tz Europe/Berlin`: compute dates in another time zone',
  'help.subscriptions':
    'Subscriptions:\n' +
    '  `/report subscribe digest every monday at 9am tz Europe/Berlin`\n' +
    '  `/report subscribe referrals last-month by channel every month on 1st`\n' +
    '  `/report subscribe occupancy every weekday at 08:30`\n' +
    '  Schedules: `every day`, `every weekday`, `every monday`, `every week on friday`, `every month on 15`,\n' +
    '  `every month on last day`; then `at 09:00` (default) and `tz <zone>` (default: this workspace).\n' +
    '  `/report subscriptions` lists them; `/report unsubscribe <id>` removes one.',
  'help.alerts':
    'Alerts (a message only when a figure crosses a line; checked every weekday at 08:00 unless you say when):\n' +
    '  `/report alert referrals revenue below $5,000 last-week`\n' +
    '  `/report alert occupancy occupancy below 70% next 4 weeks every monday`\n' +
    '  `/report alert signups signups changes-by 25% yesterday`\n' +
    '  `/report alerts` lists them; `/report unsubscribe <id>` removes one.',
  'help.access':
    'Access (who may see what in this channel):\n' +
    '  `/report access` shows it. Admins: `/report access grant properties harbor-view-inn`,\n' +
    '  `/report access grant reports referrals occupancy`, `/report access grant people` (stories, planners),\n' +
    '  discoveries by id the same way; `/report access revoke people` (or any part) takes away; `/report access reset`\n' +
    '  goes back to the default.',
};
