/**
 * The names Slack and our code must agree on. `manifest.json` states the same things for
 * Slack; a test checks the two match, so renaming the command or adding a Web API call
 * without its scope fails in CI rather than in a customer's workspace.
 */

/** The one request URL path for slash commands, interactivity and events (HTTP mode). */
export const SLACK_EVENTS_PATH = '/slack/events';

/** The slash command. */
export const SLASH_COMMAND = '/report';

/**
 * Events the app subscribes to, with the bot scope each needs (null: none). `message.im` is a
 * direct message to the bot (its Messages tab); `message.channels` and `message.groups` are
 * the messages of the public and private channels the bot is in, for a follow-up typed in a
 * thread it answered without mentioning it ("and by channel?"). Bolt delivers all three as a
 * `message` event; any other message in those channels is dropped unread (messages.ts).
 */
export const EVENT_SCOPES = {
  app_mention: 'app_mentions:read',
  app_home_opened: null,
  // Slack's assistant pane (assistant.ts): a thread opened, and the channel beside it changed.
  assistant_thread_started: 'assistant:write',
  assistant_thread_context_changed: 'assistant:write',
  'message.im': 'im:history',
  'message.channels': 'channels:history',
  'message.groups': 'groups:history',
} as const satisfies Record<string, string | null>;

/** The events the manifest subscribes to: exactly these. */
export const BOT_EVENTS = Object.keys(EVENT_SCOPES) as (keyof typeof EVENT_SCOPES)[];

/**
 * Every Web API method the adapter calls, with the bot scope it needs (null: none).
 * `chat:write.public` is deliberately absent: the bot posts only where it was invited, and a
 * channel it is not in is answered through the command's `response_url` instead.
 */
export const METHOD_SCOPES = {
  'auth.test': null,
  'chat.postMessage': 'chat:write',
  'chat.postEphemeral': 'chat:write',
  'chat.update': 'chat:write',
  'files.getUploadURLExternal': 'files:write',
  'files.completeUploadExternal': 'files:write',
  // Opens the DM for notices to a subscription's creator when the channel is gone.
  'conversations.open': 'im:write',
  // Looks for a digest's post after a crash (its firing id in the message metadata), so it is
  // not posted twice: one scope per kind of conversation a subscription may post in.
  'conversations.history': ['channels:history', 'groups:history', 'im:history', 'mpim:history'],
  // Whether the person changing a channel's access is a workspace admin or owner (admins.ts).
  // Also the person's own time zone, the subscription form's default (forms.ts).
  'users.info': 'users:read',
  // The channels the person opening the App Home is in (home.ts): public ones, and private
  // ones the bot shares. No im/mpim scopes: subscriptions live in channels.
  'users.conversations': ['channels:read', 'groups:read'],
  // Whether the bot is in the channel picked in the subscription form (forms.ts).
  'conversations.info': ['channels:read', 'groups:read'],
  // The App Home and the form's modal need no scope of their own.
  'views.publish': null,
  'views.open': null,
  // The assistant pane's prompts, status and title (assistant.ts, through Bolt's Assistant).
  'assistant.threads.setSuggestedPrompts': 'assistant:write',
  'assistant.threads.setStatus': 'assistant:write',
  'assistant.threads.setTitle': 'assistant:write',
} as const satisfies Record<string, string | readonly string[] | null>;

/** Scopes the app's features need beyond Web API calls and events. */
const FEATURE_SCOPES = ['commands'] as const;

/** The bot scopes the manifest must request: exactly these, no more. */
export const BOT_SCOPES: readonly string[] = [
  ...new Set([
    ...FEATURE_SCOPES,
    ...Object.values(EVENT_SCOPES).flatMap((s) => (s === null ? [] : [s])),
    ...Object.values(METHOD_SCOPES).flatMap((s) => (s === null ? [] : s)),
  ]),
].sort();
