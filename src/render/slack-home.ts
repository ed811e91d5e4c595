/**
 * The Slack App Home tab as Block Kit has it (`HomeView`, block-kit-types.ts): for the person who
 * opened it, the subscriptions and alerts of the channels they are in, each with its next run,
 * its last result and its buttons, a row of quick reports with New subscription… and New
 * alert…, and, for an admin only, what the access policy lets each of their channels see.
 * Pure: the adapter (adapters/slack/home.ts) gathers the facts and words them; this lays
 * them out.
 *
 * Every button's `action_id` starts with `HOME_ACTION_PREFIX` and its `value` names the
 * channel and the subscription, so the click is checked again (membership, the front door's
 * access check) as if it had been typed in that channel.
 */
import type { ActionsBlock, Button, HomeView, SlackBlock } from './block-kit-types.js';
import { message, type MessageId, type MessageValues } from '../messages/index.js';
import { escapeMrkdwn, mrkdwn, plainText } from './block-kit.js';
import { clip } from './limits.js';

/** Every App Home button's action_id starts with this. */
export const HOME_ACTION_PREFIX = 'home_';

/** What each App Home button does; the action_id is the prefix and one of these. */
export const HOME_ACTIONS = ['pause', 'resume', 'run', 'remove', 'quick', 'subscribe', 'alert'] as const;
export type HomeAction = (typeof HOME_ACTIONS)[number];

/** One subscription or alert as the Home shows it, already in words. */
export interface HomeSubscription {
  id: string;
  kind: 'subscription' | 'alert';
  /** `Digest · last week`, or what an alert watches. */
  what: string;
  /** `every Monday at 09:00 (Europe/Berlin)`. */
  schedule: string;
  /** `Monday, Nov 23 at 09:00 (Europe/Berlin)`; null when paused. */
  nextRun: string | null;
  /** `Posted Nov 16` or `Not run yet`; for a paused one, why it is paused. */
  lastResult: string;
  paused: boolean;
}

/** A channel the person is in that has subscriptions. */
export interface HomeChannel {
  channelId: string;
  subscriptions: HomeSubscription[];
}

/** For an admin: the access policy, and what it lets each of their channels see (already in words). */
export interface HomeAccess {
  /** What a channel without settings of its own sees, and how to change a channel's. */
  policy: string;
  channels: { channelId: string; scope: string }[];
}

/** A quick report: its label and the command text it runs (posted to the person's messages tab). */
export interface QuickReport {
  label: string;
  text: string;
}

/** The quick reports the Home offers; plain command text, read by the one parser. */
export const QUICK_REPORTS: readonly QuickReport[] = [
  { label: message('home.quickDigest'), text: 'digest' },
  { label: message('home.quickOccupancy'), text: 'occupancy next-30-days' },
  { label: message('home.quickReferrals'), text: 'referrals last-month by channel' },
  { label: message('home.quickBookings'), text: 'bookings last-week' },
];

/** Slack shows at most 100 blocks in a Home view. */
const MAX_BLOCKS = 100;

function button(action: HomeAction, label: string, value: string, style?: 'primary' | 'danger'): Button {
  return { type: 'button', action_id: `${HOME_ACTION_PREFIX}${action}`, text: plainText(label, 75), value, ...(style ? { style } : {}) };
}

/** The value of a subscription's buttons: its channel and id. */
export function subscriptionButtonValue(channelId: string, id: string): string {
  return JSON.stringify({ c: channelId, s: id });
}

function subscriptionBlocks(channelId: string, s: HomeSubscription, locale: string | undefined): SlackBlock[] {
  const say = (id: MessageId, values?: MessageValues) => message(id, values, locale);
  const value = subscriptionButtonValue(channelId, s.id);
  const state = s.paused ? say('home.paused') : say('home.nextRun', { nextRun: escapeMrkdwn(s.nextRun ?? '') });
  const actions: ActionsBlock = {
    type: 'actions',
    block_id: clip(`sub:${channelId}:${s.id}`, 255),
    elements: [
      s.paused ? button('resume', say('home.resume'), value, 'primary') : button('pause', say('home.pause'), value),
      button('run', say('home.runNow'), value),
      {
        ...button('remove', say('home.remove'), value, 'danger'),
        confirm: {
          title: plainText(say('home.removeTitle'), 100),
          text: plainText(say('home.removeText', { kind: s.kind, id: s.id }), 300),
          confirm: plainText(say('home.remove'), 30),
          deny: plainText(say('home.keep'), 30),
          style: 'danger',
        },
      },
    ],
  };
  const facts = {
    what: escapeMrkdwn(s.what),
    kind: s.kind,
    id: escapeMrkdwn(s.id),
    schedule: escapeMrkdwn(s.schedule),
    state,
    lastResult: escapeMrkdwn(s.lastResult),
  };
  return [{ type: 'section', text: mrkdwn(clip(say('home.subscription', facts), 3000)) }, actions];
}

/** A Home view whose blocks are the ones Slack documents (`HomeView` allows any block). */
export type HomeTab = HomeView & { blocks: SlackBlock[] };

/** The Home tab for one person, in the words of their `locale`; `access` only for an admin. */
export function homeView(
  channels: readonly HomeChannel[],
  quick: readonly QuickReport[] = QUICK_REPORTS,
  access: HomeAccess | null = null,
  locale?: string,
): HomeTab {
  const say = (id: MessageId) => message(id, undefined, locale);
  const blocks: SlackBlock[] = [
    { type: 'header', text: plainText(say('home.title'), 150) },
    { type: 'section', text: mrkdwn(say('home.intro')) },
    {
      type: 'actions',
      block_id: 'quick',
      elements: [
        ...quick.slice(0, 4).map((q) => button('quick', q.label, q.text)),
        button('subscribe', say('home.newSubscription'), 'new', 'primary'),
        button('alert', say('home.newAlert'), 'new'),
      ],
    },
    { type: 'divider' },
    { type: 'header', text: plainText(say('home.subscriptionsHeader'), 150) },
  ];
  const withSubs = channels.filter((c) => c.subscriptions.length > 0);
  if (withSubs.length === 0) blocks.push({ type: 'section', text: mrkdwn(say('home.noSubscriptions')) });
  // The subscriptions come first; the admin's section keeps room for its heading and policy.
  const room = access ? MAX_BLOCKS - 3 : MAX_BLOCKS;
  for (const channel of withSubs) {
    const own: SlackBlock[] = [
      { type: 'context', elements: [mrkdwn(`<#${channel.channelId}>`)] },
      ...channel.subscriptions.flatMap((s) => subscriptionBlocks(channel.channelId, s, locale)),
    ];
    // Whole channels or none: a channel cut in half would hide which channel a button is in.
    if (blocks.length + own.length + 1 > room) {
      blocks.push({ type: 'context', elements: [mrkdwn(say('home.moreChannels'))] });
      break;
    }
    blocks.push(...own);
  }
  if (access) blocks.push(...accessBlocks(access, MAX_BLOCKS - blocks.length, locale));
  return { type: 'home', blocks };
}

/** The admin's section, in at most `room` blocks: a channel per section, and a line for those that did not fit. */
function accessBlocks(access: HomeAccess, room: number, locale: string | undefined): SlackBlock[] {
  const blocks: SlackBlock[] = [
    { type: 'divider' },
    { type: 'header', text: plainText(message('home.accessHeader', undefined, locale), 150) },
    { type: 'context', elements: [mrkdwn(clip(escapeMrkdwn(access.policy), 3000))] },
  ];
  const fit = access.channels.length + blocks.length <= room ? access.channels.length : Math.max(0, room - blocks.length - 1);
  for (const c of access.channels.slice(0, fit)) {
    blocks.push({ type: 'section', text: mrkdwn(clip(`<#${c.channelId}>\n${escapeMrkdwn(c.scope)}`, 3000)) });
  }
  if (fit < access.channels.length) {
    blocks.push({ type: 'context', elements: [mrkdwn(message('home.moreAccess', undefined, locale))] });
  }
  return blocks.slice(0, Math.max(0, room));
}
