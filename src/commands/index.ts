/**
 * The conversation core: what the bot says to a person and what it does about it, the same
 * for Slack, Teams, the preview page and the CLI.
 *
 * - answer.ts: `answer(text, conversation, clock)` and `answerButton(value, …)`, pure: the
 *   command grammar (src/query) and the button decoder (src/render/actions) are read here and
 *   nowhere else outside the core. A `Conversation` says who asked, where the report goes and
 *   how the platform writes (`Voice`); the `Answer` says what to say now and what to do.
 * - front-door.ts: `createFrontDoor(ports)`, which receivers call: answers, checks access,
 *   logs and counts commands, and `handle` carries each request out through the ports it was
 *   given (the jobs runtime), turning every failure into one sentence.
 * - replies.ts: the replies to access and subscription commands, carried out through the same ports.
 * - subscription-text.ts: every sentence about subscriptions; alert-text.ts, about alerts.
 * - subscription-form.ts: a subscription form's fields read as the typed command; alert-form.ts, an alert form's.
 * - completions.ts: the words the preview page offers while typing.
 *
 * No SDK and no I/O of its own: the ports do the I/O.
 */
export * from './answer.js';
export * from './front-door.js';
export * from './ports.js';
export {
  ACCESS_UNAVAILABLE,
  NOT_ADMIN,
  answerSubscriptionCommand,
  type AccessOverview,
  type AccessReplyPorts,
  type SubscriptionPort,
} from './replies.js';
export * from './subscription-text.js';
export * from './alert-text.js';
export { formChoices, formReports, knownTimeZone, readSubscriptionForm, type FormField, type ReadForm } from './subscription-form.js';
export { alertCommandText, alertFigureGroups, readAlertForm, type AlertFormField, type AlertFormValues, type ReadAlertForm } from './alert-form.js';
export { commandCompletions, type Completions, type ReportCompletion } from './completions.js';
/** Subscription ids as people type them into `unsubscribe` (the grammar's schema). */
export { SubscriptionIdSchema } from '../query/index.js';
