/**
 * The English catalogue: every sentence a person sees, as an ICU message by id, grouped by
 * where it is said. Arguments are `{name}`; `{count, plural, one {…} other {…}}` and
 * `{kind, select, … other {…}}` choose words. An apostrophe is itself (`channel's`) except
 * right before `{`, `}` or `|` (or `#` in a plural), where ICU reads it as a quote: write `''`
 * there. Another language copies this file with its own words (index.ts says how it is named).
 */
export const en = {
  // The conversation core's replies (src/commands/answer.ts, front-door.ts)
  'reply.working': 'Working on *{report}*…',
  'reply.refusal': '{said}\nType `{help}` for the reports, ranges and options I know.',
  'reply.enqueueFailed': 'I could not start that report. {reason}',

  // Access commands (src/commands/replies.ts)
  'access.notLimited': 'Access is not limited in this bot: every conversation sees everything.',
  'access.unavailable': 'I could not check what this channel may see right now; try again in a minute.',
  'access.notAdmin': 'Only an admin can change what this channel may see; ask a workspace admin (or one listed in ADMIN_USERS) to do it.',
  'access.reset': 'Done: this channel follows the default again.\n{scope}',
  'access.changed': 'Done. {scope}',
  'access.changeFailed': "I could not change this channel's access right now; nothing was changed. Try again in a minute.",
  'access.policy':
    "{fallback, select, all {A channel without settings of its own sees everything (`ACCESS_DEFAULT=all`).} other {A channel without settings of its own sees nothing until an admin grants it access (`ACCESS_DEFAULT=none`).}} Change a channel's with `/report access grant …` or `revoke …` there.",

  // What a conversation may see (src/access/scope.ts)
  'access.none': 'This channel has no access yet; ask an admin to run `/report access grant …`.',
  'access.entityId': '{noun, select, property {Property} other {Discovery}} {id}',
  'access.list': '{rest} and {last}',
  'access.noReportYet': 'no report yet',
  'access.refusedReport': 'This channel can see {allowed}, not {report}; ask an admin to widen it with `/report access grant reports {report}`.',
  'access.refusedPeople':
    'The {report} report shows people, and this channel does not see people-level reports; ask an admin to run `/report access grant people`.',
  'access.emptyDimension':
    'This channel can see no {noun, select, property {property} other {discovery}} yet; ask an admin to run `/report access grant {noun, select, property {properties} other {discoveries}} …`.',
  'access.seesNone': 'no {noun, select, property {property} other {discovery}}',
  'access.seesOnly': '{list} only',
  'access.refusedOutside': 'This channel can see {sees}; ask an admin to widen it with `/report access grant {what} {first}`.',
  'access.everyAlready': 'This channel sees every {noun}; to limit it, grant the ones it may see with `/report access grant {part} …`.',
  'access.scopeStored': 'This channel can see:',
  'access.scopeDefault': 'This channel has no access settings of its own, so it sees everything (the default):',
  'access.scopeReports': '• Reports: {kind, select, all {all} none {none yet} other {{list}}}',
  'access.scopeProperties': '• Properties: {kind, select, all {every property} none {none} other {{list}}}',
  'access.scopeDiscoveries': '• Discoveries: {kind, select, all {every discovery} none {none} other {{list}}}',
  'access.scopePeople': '• People-level reports ({reports}): {people, select, yes {yes} other {no}}',

  // Subscriptions (src/commands/subscription-text.ts, front-door.ts)
  'subscription.needRedis': 'Scheduled digests need Redis: set REDIS_URL.',
  'subscription.unavailable': 'Subscriptions are not available right now because the queue is not answering; try again in a minute.',
  'subscription.runTime': '{day}{sameYear, select, yes {} other {, {year}}} at {time} ({timeZone})',
  'subscription.confirmation': 'Subscribed: {query}, {schedule}. Next run {nextRun}. Id `{id}`; to stop it: `/report unsubscribe {id}`.',
  'subscription.listEmpty': 'This conversation has no subscriptions. Try `/report subscribe digest every monday at 09:00`.',
  'subscription.listHeading': 'Subscriptions in this conversation ({count, number}):',
  'subscription.listLine': '• `{id}` {query}, {schedule}. Next run {nextRun}.',
  'subscription.listLinePaused': '• `{id}` {query}, {schedule}. PAUSED since {since}: {reason}',
  'subscription.listFooter':
    'To stop one: `/report unsubscribe <id>`.{paused, select, yes { A paused subscription does not post; remove it and subscribe again once I can post here.} other {}}',
  'subscription.notFound':
    "There is no subscription `{id}` in this conversation. Type `/report subscriptions` or `/report alerts` to see this conversation's subscriptions and alerts.",
  'subscription.removed': 'Removed subscription `{id}` ({query}).',
  'subscription.tooMany':
    'This conversation already has {count, plural, one {# subscription} other {# subscriptions}}, the most it can have. Remove one with `/report unsubscribe <id>` first.',
  'subscription.pausedNotice':
    'I paused your subscription `{id}` ({query}, {schedule}) because {reason}, so it will not post again until you subscribe in a conversation I can post to.',
  'subscription.pausedByPerson': '{paused, select, yes {Paused} other {Resumed}} `{id}` ({query}).',

  // Alerts (src/commands/alert-text.ts)
  'alert.described': '{condition} on {query}',
  'alert.confirmation':
    'Alert set: {alert}, checked {schedule}. I post here only when it starts to hold, once per crossing. First check {nextCheck}. Id `{id}`; to stop it: `/report unsubscribe {id}`.',
  'alert.state': '{state, select, snoozed {snoozed until {until}} unchecked {not checked yet} holding {holding} other {not holding}}',
  'alert.listEmpty': 'This conversation has no alerts. Try `/report alert referrals revenue below $5,000 last-week`.',
  'alert.listHeading': 'Alerts in this conversation ({count, number}):',
  'alert.listLine': '• `{id}` {alert}, {schedule}. Next check {nextCheck}; {state}.',
  'alert.listLinePaused': '• `{id}` {alert}, {schedule}. PAUSED: {reason}',
  'alert.listFooter': 'To stop one: `/report unsubscribe <id>`.',
  'alert.snoozed': 'Snoozed alert `{id}` ({alert}) until {until}; it is not checked before then.',
  'alert.notFound': "There is no alert `{id}` in this conversation any more. Type `/report alerts` to see this conversation's alerts.",
  'alert.removed': 'Removed alert `{id}` ({alert}).',

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

  // A question back (src/render/clarify.ts): a reading as a command to type
  'clarify.reading': '{number}. {label}: `/report {command}`',

  // The Slack App Home (src/render/slack-home.ts)
  'home.title': 'Report bot',
  'home.intro': 'Quick reports: the answer comes in the *Messages* tab. Anything else: type `/report help`.',
  'home.quickDigest': 'Digest',
  'home.quickOccupancy': 'Occupancy next 30 days',
  'home.quickReferrals': 'Referrals last month',
  'home.quickBookings': 'Bookings last week',
  'home.newSubscription': 'New subscription…',
  'home.newAlert': 'New alert…',
  'home.subscriptionsHeader': 'Subscriptions and alerts in your channels',
  'home.noSubscriptions':
    'None of your channels has a subscription yet. Press *New subscription…* or *New alert…*, or type `/report subscribe digest every monday at 9am` in a channel.',
  'home.moreChannels': 'More channels have subscriptions; type `/report subscriptions` in one to see its own.',
  'home.subscription': '*{what}* · {kind, select, alert {alert} other {subscription}} `{id}`\n{schedule}\n{state} · {lastResult}',
  'home.paused': '*Paused*',
  'home.lastPosted': 'last posted {when}',
  'home.notPosted': 'not posted yet',
  'home.nextRun': 'Next run {nextRun}',
  'home.pause': 'Pause',
  'home.resume': 'Resume',
  'home.runNow': 'Run now',
  'home.remove': 'Remove',
  'home.removeTitle': 'Remove it?',
  'home.removeText': '{kind, select, alert {Alert} other {Subscription}} {id} will stop posting in this channel.',
  'home.keep': 'Keep it',
  'home.accessHeader': 'What each of your channels may see (admins only)',
  'home.notInChannel': "You are not in that subscription's channel, so you cannot change it from here.",
  'home.staleButton': 'That button is out of date; open the Home tab again.',
  'home.noSuchSubscription': 'There is no subscription `{id}` in {channel} any more.',
  'home.cannotRun': 'That report cannot run now.',
  'home.running': 'Running {query} in {channel} now.',
  'home.noDirectMessages': 'I could not open our direct messages; type the report with `/report` instead.',
  'home.onItsWay': 'The report is on its way to the Messages tab.',
  'home.failed': 'That did not work just now; try again in a minute.',
  'home.moreAccess': 'More channels than fit here; type `/report access` in one to see its own.',

  // Subscription and alert forms (src/commands/subscription-form.ts, alert-form.ts)
  'form.pickTime': 'Pick a time of day, like {example}.',
  'form.unknownTimeZone': 'That is not a time zone I know; use a name like Europe/Berlin or America/New_York.',
  'form.pickChannel': 'Pick the channel to post in.',
  'form.pickFigure': 'Pick the figure to watch.',
  'form.pickCondition': 'Pick when to post: when it falls below, rises above or moves by a value.',
  'form.giveValue': 'Give a number to compare with, like 5000, $5,000 or 20%.',
  'form.notAnAlert': 'That form does not make an alert.',
  'form.notASubscription': 'That form does not make a subscription.',
  'form.subscriptionDescribed': '{query}, {schedule}',
  'form.alertDescribed': '{alert}, checked {schedule}',

  // The subscription form's fields and steps (src/render/slack-forms.ts; Teams' form shares them)
  'form.subscriptionTitle': 'New subscription',
  'form.report': 'Report',
  'form.range': 'Range',
  'form.rangeYesterday': 'Yesterday',
  'form.rangeLastWeek': 'Last week',
  'form.rangeLast7Days': 'Last 7 days',
  'form.rangeLastMonth': 'Last month',
  'form.rangeLast30Days': 'Last 30 days',
  'form.rangeThisMonth': 'This month so far',
  'form.rangeNext30Days': 'Next 30 days (look-ahead reports)',
  'form.options': 'Options',
  'form.optionsHint': 'As you would type them after the report, e.g. "by channel" or "vs last-year".',
  'form.cadence': 'How often',
  'form.cadenceDay': 'Every day',
  'form.cadenceWeekday': 'Every weekday',
  'form.cadenceWeek': 'Every week, on the day below',
  'form.cadenceMonth': 'Every month, on the 1st',
  'form.day': 'Day of the week (weekly only)',
  'form.time': 'Time',
  'form.timeZone': 'Time zone',
  'form.timeZoneHint': 'Yours by default; any IANA zone, e.g. America/New_York.',
  'form.channel': 'Post in',
  'form.channelHint': 'A channel I am in (invite me with /invite first).',
  'form.preview': 'Preview',
  'form.subscribe': 'Subscribe',
  'form.cancel': 'Cancel',
  'form.close': 'Close',
  'form.previewWhat': '*{described}* in {channel}',
  'form.previewRuns': 'Next runs:\n{runs}',
  'form.previewCommand': 'The same as typing `/report {command}` there.',
  'form.subscribeThis': 'Subscribe to this',
  'form.nextRuns': 'Next runs:',
  'form.teamsIntro': 'A report posted here on a schedule, the same as typing `subscribe …` in this conversation.',
  'form.pickAnyTime': 'Pick a time of day.',
  'form.timeZonePlaceholder': 'e.g. Europe/Berlin or America/New_York',
  'form.pressPreview': 'Press Preview to see when it would post.',

  // The alert form (src/render/slack-alert-form.ts)
  'form.alertTitle': 'New alert',
  'form.figure': 'Figure to watch',
  'form.condition': 'Condition',
  'form.conditionBelow': 'Falls below',
  'form.conditionAbove': 'Rises above',
  'form.conditionChangesBy': 'Moves by at least (vs the period before)',
  'form.value': 'Value',
  'form.valueHint': 'In the figure\'s own unit: 5000 or $5,000 for money, 72% for a rate; a percentage such as 20% for "Moves by".',
  'form.checkAt': 'Check at',
  'form.setAlert': 'Set alert',
  'form.alertPreviewWhat': '*{described}* in {channel}\nI post there only when it starts to hold, once per crossing.',
  'form.previewChecks': 'Next checks:\n{checks}',

  // Reports as rendered (src/render/format.ts, limits.ts, chart-types.ts)
  'format.untitled': 'Report',
  'format.comparison':
    '{style, select, compared {Compared with} other {vs}} {label}{kind, select, lastYear { (last year)} sameWeekdaysLastYear { (same weekdays last year)} pastStays { (past stays)} other {}}',
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
  'button.snoozeDay': 'Snooze 1 day',
  'button.snoozeWeek': 'Snooze 1 week',
  'button.stale': 'That button is out of date or was changed. Run the command again.',
  'button.staleReading': 'That button is out of date; type the question again.',

  // The platforms' own lines and replies (adapters/slack, adapters/teams)
  'form.outOfDate': 'That form is out of date; open it again with `{command}`.',
  'csv.noTable': 'This report has no table to download for that period.',
  'slack.cannotPostHere':
    "I can't post in this channel, so a subscription here would never arrive. Invite @{bot} first (`/invite @{bot}`), then subscribe again.",
  'slack.invite': 'Invite @{bot} to this channel to get charts and digests here (`/invite @{bot}`).',
  'slack.chartInThread': 'The chart is in the thread.',
  'slack.sentBy': 'Sent by {kind, select, alert {alert} other {subscription}} `{id}` · `/report unsubscribe {id}` to stop it.',
  'slack.buttonNotHere': 'That button cannot be used here.',
  'slack.replyLinkExpired': 'The reply link from Slack has expired. Run the command again.',
  'teams.howToAsk':
    'In a chat with me, type a command such as `referrals last-month`. In a channel or group chat, mention me first: `@Report bot referrals last-month`.',
  'teams.welcome': 'Hi! I turn the Reporting Data Service into reports, here in Teams. {howToAsk} Type `help` for everything I know.',
  'teams.sentBy': 'Sent by {kind, select, alert {alert} other {subscription}} `{id}` · type `unsubscribe {id}` to stop it.',
  'teams.csvByLink': 'In Teams the CSV comes from the Download CSV link under the report: run the report again to get one.',
  'teams.extensionEmpty': 'Type a report, such as `referrals last-month`, or a question about your figures.',
  'teams.extensionNotAReport': 'Here I find reports to share. Subscriptions and access are set in a chat with me: type `subscribe` there.',
  'teams.extensionNoPreviews': 'Report previews are not available on this server; ask me in a chat instead.',
  'teams.formOutOfDate': 'That form is out of date; type `subscribe` to open it again.',
  'teams.turnFailed': 'Something went wrong on my side while reading that; please try again in a minute.',

  // Why a platform refused a delivery (adapters/slack/errors.ts, adapters/teams/errors.ts)
  'slack.appRemoved': 'The Report bot app was removed from this Slack workspace.',
  'slack.cannotSignIn': 'The bot cannot sign in to Slack; an administrator needs to check its token.',
  'slack.archived': 'Slack says the channel is archived.',
  'slack.channelNotFound': 'Slack says the channel no longer exists or I cannot see it.',
  'slack.notInChannel': 'Slack says I am no longer a member of the channel.',
  'slack.refused': 'Slack refused the message ({code}).',
  'teams.removed': 'Teams says I was removed from the conversation or blocked.',
  'teams.conversationGone': 'Teams says the conversation no longer exists.',
  'teams.cannotSignIn': 'The bot cannot sign in to Teams; an administrator needs to check its app id and password.',
  'teams.refused': 'Teams refused the message (HTTP {code}).',

  // The error vocabulary's sentences (src/errors.ts, src/api/errors.ts, jobs/deliverer.ts, jobs/abandoned.ts)
  'error.internal': 'Something went wrong on our side while making this report; please try again in a minute.',
  'error.storeUnavailable': "The bot's storage is not answering for a moment; try again in a minute.",
  'error.stalled': 'The worker making it stopped {times, plural, one {# time} other {# times}} in a row, so it was given up.',
  'api.unauthorized': 'The reporting service rejected our key; ask an admin to check REPORTING_API_KEY and how it is sent.',
  'api.badRequest': 'The reporting service could not answer this request.',
  'api.badRequestSaying': 'The reporting service could not answer this request: {said}.',
  'api.notFound': 'The reporting service does not offer this report at the configured address; ask an admin to check REPORTING_API_URL.',
  'api.rateLimited': 'The reporting service is busy right now; try again in a minute.',
  'api.unavailable': 'The reporting service is not answering right now; try again in a few minutes.',
  'api.badResponse': 'The reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.',
  'api.aborted': 'The report was cancelled before it finished.',
  'delivery.targetGone': 'I can no longer post in that conversation: it was archived or deleted, or I was removed from it.',
  'delivery.rateLimited': 'The chat service asked me to slow down, so the report could not be posted yet.',
  'delivery.unavailable': 'The chat service is not answering right now, so the report could not be posted.',
  'delivery.rejected': 'The chat service refused the message.',
  'delivery.noPlatform': 'This bot is not set up to post to {platform}.',

  // A job that finally failed (jobs/failure-action.ts, jobs/failure.ts)
  'failure.report':
    '{subscription, select, none {{report}} other {The scheduled report {report} (subscription `{subscription}`)}} could not be {stage, select, posted {posted} other {made}}: {reason} (ref {ref})',
  'failure.withRef': '{sentence} (ref {ref})',
  'failure.firingRefused': 'The scheduled report {report} (subscription `{subscription}`) was not posted: {reason}',
  'failure.unreadable': 'That request could not be read, so no report was made; please type the command again. (ref {ref})',
};
