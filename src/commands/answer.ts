/**
 * What the bot says to a command the moment it arrives, and what it does next: one pure
 * function for every platform. Slack, Teams, the preview page and the CLI build a
 * `Conversation` (who asked, where the report goes, how the platform writes text and answers)
 * and hand it to `FrontDoor.handle` (front-door.ts), which reads with `answer` (typed text) or
 * `answerButton` (a button's value), and then does the work the answer names.
 */
import { z } from 'zod';
import {
  opensWithReport,
  type NameIndex,
  describeQuery,
  helpText,
  STARTER_QUESTIONS,
  understand,
  type CommandError,
  type ParseResult,
  type ReportKind,
  type ReportQuery,
} from '../query/index.js';
import { CSV_ACTION, READING_ACTION, STALE_READING_MESSAGE, decodeActionValue } from '../render/actions.js';
import { clarifyList, type Clarification } from '../render/clarify.js';
import { LocaleSchema, localeWeekStart } from '../render/locale.js';
import { message } from '../messages/index.js';

/** Any platform's address of a conversation, as a job carries it; only its platform reads the rest. */
export interface Target {
  readonly platform: string;
}

/** Who asked: the platform's user id (Slack `U…`, Teams AAD object id, `local` in preview). */
export const RequesterSchema = z.object({
  userId: z.string().min(1).max(128),
  /** Display name, for logs a human reads; never required. */
  name: z.string().max(200).optional(),
  /**
   * The person's locale (BCP 47, `de-DE`), which the reports they ask for, and the
   * subscriptions they make, write figures and dates in. Absent: en-US.
   */
  locale: LocaleSchema.optional(),
});
export type Requester = z.infer<typeof RequesterSchema>;

/**
 * How a platform writes the bot's sentences. The words are the same everywhere; only how to
 * ask for help, how the user's own words are quoted and how a text is finally laid out differ.
 */
export interface Voice {
  /** What to type for help here, named in every refusal (`/report help`, `help`, `report-bot help`). */
  help: string;
  /**
   * What comes before a command here: `/report ` (default, Slack and the preview), nothing in
   * Teams (one types `referrals last-month`), `report-bot ` in a terminal. Help and refusals
   * write every example this way.
   */
  commandPrefix?: string;
  /** Whether `code` marks show as code here (default true); a terminal shows the bare words. */
  codeMarks?: boolean;
  /** Put before the general help (Teams says there how to address the bot). */
  helpIntro?: string;
  /**
   * Only reports are made here (a terminal): help leaves out subscriptions, alerts and access,
   * which live in a conversation, and says where they are.
   */
  reportsOnly?: boolean;
  /** A report's name inside `Working on *…*` (Slack escapes mrkdwn, Teams drops the marks). */
  emphasis(text: string): string;
  /** The grammar's sentence about what was typed, quoted back in a refusal. */
  quote(text: string): string;
  /** Every reply passes through this last (Teams: one paragraph per line, no links). */
  finish(text: string): string;
}

/** Plain text for a terminal: the CLI's voice. */
export const PLAIN_VOICE: Voice = {
  help: 'report-bot help',
  commandPrefix: 'report-bot ',
  codeMarks: false,
  reportsOnly: true,
  emphasis: (t) => t,
  quote: (t) => t,
  finish: (t) => t,
};

/**
 * Commands as this platform writes them: the grammar and help write `/report …`; Teams drops
 * the prefix, a terminal puts `report-bot` and no code marks.
 */
export function inVoice(text: string, voice: Voice): string {
  const prefix = voice.commandPrefix ?? '/report ';
  const written = prefix === '/report ' ? text : text.replace(/([`"])\/report /g, `$1${prefix}`);
  return voice.codeMarks === false ? written.replace(/`([^`\n]*)`/g, '$1') : written;
}

/** The questions a new conversation is offered to start with (a side pane's prompts): help's first `count`. */
export function starterQuestions(count: number): string[] {
  return STARTER_QUESTIONS.slice(0, count);
}

/**
 * Where a command was typed: the report's target, the person, the platform's voice, and the
 * platform's own way to confirm a subscription (optional).
 */
export interface Conversation<T extends Target = Target> {
  target: T;
  requester: Requester;
  voice: Voice;
  /** Teams: the bot's display name, stripped from `@Report bot referrals`. */
  botName?: string;
  /** The same request delivered twice (a platform's retry) becomes the same job: its id. */
  correlationId?: string;
  /**
   * The thread or conversation a follow-up belongs to, unique across channels (Slack: channel
   * and thread; Teams: the conversation with its reply chain; the page: its session). Absent:
   * no follow-ups here.
   */
  followUpKey?: string;
  /** Whose access scope applies, where it is not the target's own (a platform's side pane: the channel the person is viewing). Absent: the target's. */
  accessTarget?: T;
  /** Where it came from, for log lines: ids only, never names. */
  logFields?: Record<string, unknown>;
  /**
   * Shows a new subscription's confirmation through the platform's own posting path, which
   * fails now if the bot cannot post in this conversation. Resolves null when shown, or the
   * sentence saying why the bot cannot post here (the subscription is then undone: it would
   * never arrive); throws when it could not be shown for another reason (the confirmation is
   * then the reply). Without it, the confirmation is the reply.
   */
  confirmSubscription?(text: string): Promise<string | null>;
  /**
   * Says at once what a request is answered with (`null`: nothing to say yet, as for a
   * subscription command, answered once its work is done): called once per request, before
   * any work, so a platform that must acknowledge within seconds (a Slack slash command) does it
   * here. Absent: nothing is said at once (the caller reads `Handled`).
   */
  acknowledge?(said: Acknowledgement | null): Promise<void>;
  /** Says what came of the work (a subscription kept, a report that could not be queued). Absent: the caller reads `Handled`. */
  say?(text: string): Promise<void>;
  /**
   * Where the person's locale is found when the request does not carry it (Slack says it only
   * when asked): `known` without asking, read before the text; `ask`, once the request is
   * acknowledged, for work that writes in it. Absent: the requester's own `locale`.
   */
  readerLocale?: { known(): string | undefined; ask(): Promise<string | undefined> };
  /**
   * Whether the person may change what this conversation sees, by the platform's own rule
   * (Slack: a workspace admin or owner, asked through `users.info`; Teams: TEAMS_ADMIN_IDS).
   * ADMIN_USERS is checked by the front door before this. Absent: only ADMIN_USERS are admins.
   * Throws when the platform could not say (the person is told to try again).
   */
  isAdmin?(): Promise<boolean>;
}

/** What is said at once: the sentence, a question back's readings, and whether it takes the question's place. */
export interface Acknowledgement {
  text: string;
  /** A question with two readings: the platform shows them as buttons (src/render/clarify.ts). */
  clarify?: Clarification;
  /** A reading of a question back that runs: "Working on…" takes the question's place, so its buttons are not pressed twice. */
  replacesQuestion: boolean;
  /** A report is being queued: the platform may show it is working on it. */
  report: boolean;
}

/**
 * What a command is read against: the clock and zone (REPORT_TIMEZONE unless it names one),
 * and the deployment's names ("harbor view", "montreal") and holiday calendar (HOLIDAY_COUNTRY).
 */
export interface Clock {
  now: Date;
  timeZone: string;
  names?: NameIndex;
  holidayCountry?: string;
}

/** The subscription and alert commands of the grammar (alerts are kept and fired as subscriptions). */
export type SubscriptionCommand = Extract<ParseResult, { kind: 'subscribe' | 'subscriptions' | 'unsubscribe' | 'alert' | 'alerts' }>;

/** The access commands of the grammar. */
export type AccessCommand = Extract<ParseResult, { kind: 'access' }>;

/** What to do after answering. */
export type NextStep<T extends Target = Target> =
  | { kind: 'none' }
  /**
   * Queue a report for the conversation; `replaceMessageId` updates a message in place (a
   * button). `as: 'csv'` (Download CSV) posts the report's CSV file in that message's thread
   * instead, leaving the message as it is.
   */
  | { kind: 'report'; query: ReportQuery; target: T; requester: Requester; requestedAt: string; replaceMessageId?: string; as?: 'csv' }
  | { kind: 'subscription'; command: SubscriptionCommand; target: T; requester: Requester; now: Date }
  /** Snooze an alert of this conversation for `days` (a Snooze button under it). */
  | { kind: 'snooze'; alertId: string; days: number; target: T; requester: Requester; now: Date }
  /** Show or change this conversation's access (src/access). */
  | { kind: 'access'; command: AccessCommand; target: T; requester: Requester };

/** The answer to one command or click. */
export interface Answer<T extends Target = Target> {
  /** What was asked: a command kind (`report`, `help`, `error`, `subscribe`…) or `button`. */
  kind: ParseResult['kind'] | 'button';
  /** The refusal's stable code (a `CommandError` code, or `stale_button`). */
  code?: string;
  /** The button's id (`refresh`, `previous`…), for a click that decoded. */
  action?: string;
  /** What to say at once; null when there is nothing to say yet. */
  say: string | null;
  /** How a question was read, where that needs saying (also in `say`, after "Working on…"). */
  notes?: string[];
  /**
   * A question with two readings of similar weight: the question and its readings, each a
   * whole command, for the platform to show as buttons (src/render/clarify.ts); `say` is the
   * same as a numbered list, for where there are no buttons.
   */
  clarify?: Clarification;
  then: NextStep<T>;
}

/** `Working on *Referrals · last month*…` */
export function workingText(query: ReportQuery, voice: Voice, locale?: string): string {
  return voice.finish(message('reply.working', { report: voice.emphasis(describeQuery(query)) }, locale));
}

/** The sentence for a command we could not read, with what to type instead. */
export function refusalText(error: CommandError, voice: Voice, locale?: string): string {
  const said = [error.message, error.suggestion].filter((p): p is string => Boolean(p)).join(' ');
  return voice.finish(inVoice(message('reply.refusal', { said: voice.quote(said), help: voice.help }, locale), voice));
}

/** The reply to `help` (and to an empty command), with the platform's intro before the overview. */
export function helpReply(topic: ReportKind | undefined, voice: Voice, locale?: string): string {
  const intro = !topic && voice.helpIntro ? `${voice.helpIntro}\n` : '';
  return voice.finish(inVoice(`${intro}${helpText(topic, locale, { reportsOnly: voice.reportsOnly })}`, voice));
}

/**
 * The reply to a question with two readings: the question, then each reading as a command to
 * copy (`1. /report referrals last-month`), in the platform's voice.
 */
export function clarifyText(clarification: Clarification, voice: Voice): string {
  return voice.finish(inVoice(clarifyList(clarification), voice));
}

/** `Working on …`, then how a question was read where that needs saying. */
export function readingText(query: ReportQuery, notes: readonly string[] | undefined, voice: Voice, locale?: string): string {
  const working = workingText(query, voice, locale);
  return notes && notes.length > 0 ? `${working}\n${voice.finish(voice.quote(notes.join(' ')))}` : working;
}

/**
 * What typed text means: pure, no I/O. `previous`: the thread's last report, which a follow-up
 * ("and by channel?") changes.
 */
export function answer<T extends Target>(text: string, conversation: Conversation<T>, clock: Clock, previous?: ReportQuery): Answer<T> {
  const { voice, target, requester } = conversation;
  // Weeks start where the reader lives (Monday in Berlin) unless the command says `week-starts`.
  const weekStartsOn = localeWeekStart(conversation.requester.locale);
  const reading = {
    now: clock.now,
    timeZone: clock.timeZone,
    botName: conversation.botName,
    weekStartsOn,
    names: clock.names,
    country: clock.holidayCountry,
  };
  const parsed = understand(text, reading, previous).result;
  switch (parsed.kind) {
    case 'report':
      return {
        kind: 'report',
        say: readingText(parsed.query, parsed.notes, voice, requester.locale),
        ...(parsed.notes ? { notes: parsed.notes } : {}),
        then: { kind: 'report', query: parsed.query, target, requester, requestedAt: clock.now.toISOString() },
      };
    case 'clarify': {
      const clarify = { question: parsed.question, readings: parsed.options };
      return { kind: 'clarify', say: clarifyText(clarify, voice), clarify, then: { kind: 'none' } };
    }
    case 'help':
      return { kind: 'help', say: helpReply(parsed.topic, voice, requester.locale), then: { kind: 'none' } };
    case 'error':
      return { kind: 'error', code: parsed.error.code, say: refusalText(parsed.error, voice, requester.locale), then: { kind: 'none' } };
    case 'access':
      // Answered once the scope is read (and, for a change, the person checked).
      return { kind: 'access', say: null, then: { kind: 'access', command: parsed, target, requester } };
    default:
      // Subscription commands are answered once their work is done.
      return { kind: parsed.kind, say: null, then: { kind: 'subscription', command: parsed, target, requester, now: clock.now } };
  }
}

/**
 * A message in a thread that is not addressed to the bot (a Slack reply without a mention),
 * against the thread's `previous` report: null unless the message asks for a report other than
 * that one. A thread is a conversation between people, so only a follow-up that changes
 * something ("and by channel?", "same for signups") or another report named outright is an
 * answer; chat is left alone, including words the reader would take as the same report again
 * ("ok thanks", "is that right?") and whatever it cannot read, since a refusal, a help text or
 * a question back there would answer people who were not talking to the bot. Pure.
 */
export function answerInThread<T extends Target>(text: string, conversation: Conversation<T>, clock: Clock, previous: ReportQuery): Answer<T> | null {
  if (!putToTheBot(text)) return null;
  const a = answer(text, conversation, clock, previous);
  if (a.then.kind !== 'report' || sameQuery(a.then.query, previous)) return null;
  return a;
}

/**
 * How a reply in a thread is put when it is for the bot: as a question, as a follow-up starts
 * ("and by channel", "what about last year", "same for signups", "only Harbor View Inn", "by
 * week", "vs last year"), or with the report it asks for ("signups last week"). The reader
 * skips conversational words, so "see you on friday" would read as the same report for Friday:
 * put as none of these, it is chat.
 */
const FOLLOW_UP_OPENING =
  /^(and|but|what about|how about|same|now|only|just|also|instead|then|by|per|vs\.?|versus|compared|top|last|this|next|previous|yesterday|today)\b/i;
function putToTheBot(text: string): boolean {
  const t = text.trim();
  if (t.endsWith('?') || FOLLOW_UP_OPENING.test(t)) return true;
  return opensWithReport(t);
}

/** Two queries that ask for the same report, whatever the order of their fields. */
function sameQuery(a: ReportQuery, b: ReportQuery): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const fields = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(fields.sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
}

/** Whether a button value is a reading of a question (which is read like typed text, follow-ups included). */
export function isReadingButton(value: unknown): boolean {
  const decoded = decodeActionValue(value);
  return decoded.ok && 'command' in decoded;
}

/**
 * A report button's value (Slack `value`, Teams `Action.Submit` data, the preview's
 * `data-value`): validated like typed text, then run again with the message it is on
 * replaced in place. Nothing is said at once: the message itself changes.
 *
 * A reading's button (under "Which did you mean…?") runs its command exactly as if typed,
 * against the thread's `previous` report as typed text is, and its report is a new message
 * with "Working on…" said at once; a command that no longer reads as a report is refused as
 * out of date.
 */
export function answerButton<T extends Target>(
  value: unknown,
  conversation: Conversation<T>,
  clock: Clock,
  replaceMessageId?: string,
  previous?: ReportQuery,
): Answer<T> {
  const decoded = decodeActionValue(value);
  const stale = (message: string): Answer<T> => ({
    kind: 'button',
    code: 'stale_button',
    say: conversation.voice.finish(message),
    then: { kind: 'none' },
  });
  if (!decoded.ok) return stale(decoded.message);
  if ('command' in decoded) {
    const typed = answer(decoded.command, conversation, clock, previous);
    if (typed.then.kind !== 'report') return stale(STALE_READING_MESSAGE);
    return { ...typed, kind: 'button', action: READING_ACTION };
  }
  const { target, requester } = conversation;
  if ('snooze' in decoded) {
    return { kind: 'button', action: decoded.action, say: null, then: { kind: 'snooze', ...decoded.snooze, target, requester, now: clock.now } };
  }
  // Open report (under an alert) posts the report anew: the alert above it stays as it was.
  const replace = replaceMessageId && decoded.action !== 'open' ? { replaceMessageId } : {};
  return {
    kind: 'button',
    action: decoded.action,
    say: null,
    then: {
      kind: 'report',
      query: decoded.query,
      target,
      requester,
      // Download CSV runs at its report's instant: the file is of the period on screen.
      requestedAt: (decoded.at ?? clock.now).toISOString(),
      ...replace,
      ...(decoded.action === CSV_ACTION ? { as: 'csv' as const } : {}),
    },
  };
}
