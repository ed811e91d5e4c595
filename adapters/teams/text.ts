/**
 * The bot's text replies in Teams: "Working on…", help, command errors and notices. Teams
 * reads message text as markdown, in which a single line break is not one, so every line
 * becomes its own paragraph; link syntax in echoed words is broken the same way the cards
 * break it (`noLinks`).
 */
import type { CommandError, ReportQuery } from '../../src/query/index.js';
import { describeQuery, helpText, type ReportKind } from '../../src/query/index.js';
import { noLinks } from '../../src/render/teams-parts.js';

/**
 * Text ready for a Teams message: one paragraph per line (indentation dropped, since four
 * leading spaces would make a code block), no links from echoed words.
 */
export function teamsText(text: string): string {
  const lines = noLinks(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return lines.join('\n\n');
}

/** `Working on *Referrals · last month*…` */
export function workingText(query: ReportQuery): string {
  return teamsText(`Working on *${describeQuery(query).replace(/[*_~`]/g, '')}*…`);
}

const HOW_TO_ASK =
  'In a chat with me, type a command such as `referrals last-month`. In a channel or group chat, mention me first: `@Report bot referrals last-month`.';

/** How to talk to the bot in Teams, put before the grammar's own help. */
export const TEAMS_HELP_INTRO = `${HOW_TO_ASK} The \`/report\` in the examples below is optional here.`;

/** The first message in a personal chat, when a user installs the bot. */
export const WELCOME_TEXT = `Hi! I turn the Reporting Data Service into reports, here in Teams. ${HOW_TO_ASK} Type \`help\` for everything I know.`;

/** The reply to `help` (and to an empty message). */
export function helpReply(topic?: ReportKind): string {
  return teamsText(`${topic ? '' : `${TEAMS_HELP_INTRO}\n`}${helpText(topic)}`);
}

/** The sentence for a command we could not read, with what to type instead. */
export function commandErrorText(error: CommandError): string {
  const parts = [error.message, error.suggestion].filter((p): p is string => Boolean(p));
  return teamsText(`${parts.join(' ')}\nType \`help\` for the reports, ranges and options I know.`);
}

/** The line under a report a subscription sent: which one, and how to stop it. */
export function subscriptionLine(subscriptionId: string): string {
  return `Sent by subscription \`${subscriptionId}\` · type \`unsubscribe ${subscriptionId}\` to stop it.`;
}
