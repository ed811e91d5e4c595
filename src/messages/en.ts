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
};
