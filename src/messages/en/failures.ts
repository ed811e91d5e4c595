/** The platforms' own lines, and every failure said to a person (src/errors.ts, src/api/errors.ts, jobs, each platform's errors.ts). */
export const failures = {
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

  // Links opened in a browser, and the preview page (adapters/http, adapters/web)
  'link.csvIncomplete': 'This download link is incomplete. Use the Download CSV button under the report again.',
  'link.csvInvalid': 'This download link is not valid: it was changed or not made by this bot. Use the Download CSV button under the report again.',
  'link.csvExpired': 'This download link has expired (links work for 24 hours). Run the report again and use its Download CSV button.',
  'link.csvOutdated':
    'This download link is for a report this version of the bot no longer runs. Run the report again and use its Download CSV button.',
  'link.tooBusy': 'The bot is busy making other downloads right now; try the link again in a minute.',
  'link.chartInvalid': 'This chart link is not valid: it was changed or not made by this bot.',
  'link.chartOutdated': 'This chart is of a report this version of the bot no longer runs. Run the report again.',
  'link.noSuchChart': 'This report has no such chart for that period.',
  'preview.csvByLink': 'The Download CSV button under the report is a link: open it to get the file.',
  'preview.localOnly': 'The preview can only show messages of the local page.',
  'preview.noSuchSubscription': 'There is no subscription `{id}` in this preview session.',
  'preview.checking': 'Checking `{id}` ({alert}) now…',
  'preview.optional': '(optional)',
  'preview.tablePage': '{first}–{last} of {total}  ‹ ›',
  'preview.chooseOption': 'Choose an option',
  'preview.chooseTime': 'Choose a time',
  'preview.thisConversation': 'This conversation',
  'preview.running': 'Running `{id}` ({query}) now…',
};
