/** The conversation: replies to commands, access, subscriptions and alerts (src/commands, src/access, src/render/clarify.ts). */
export const conversation = {
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

  // Slack's assistant pane (adapters/slack/assistant.ts)
  'assistant.promptsTitle': 'Try asking',
  'assistant.reading': 'Reading your question…',

  // A question back (src/render/clarify.ts): a reading as a command to type
  'clarify.reading': '{number}. {label}: `/report {command}`',
};
