/**
 * Slack's App Home: published (`views.publish`) each time a person opens the Home tab, and
 * again after they press one of its buttons or change a subscription with `/report`.
 *
 * Whose subscriptions: those of the channels the person is in, from `users.conversations`
 * for that person (public channels, and private ones the bot shares). Subscriptions are kept
 * per channel, so the Home reads the store channel by channel; listing every subscription
 * and filtering would show, for a moment in memory at least, channels the person cannot see.
 *
 * Buttons are checked as typed commands are: the person must be in the button's channel
 * (asked of Slack again at the click, since a Home can be stale or a value forged), then the
 * click goes through the front door as if typed there: Run now as a report button
 * (`answerButton`, narrowed by the channel's access scope), Remove as `unsubscribe <id>`,
 * Pause and Resume through `setPaused` (a resume is checked like a new subscription). What
 * came of it is shown at the top of the republished Home, where the person is looking.
 *
 * An admin (as the front door decides for access changes: ADMIN_USERS, or a workspace admin
 * or owner) also sees what the access policy lets each of their channels see; nobody else
 * gets that section, or a call that reads it.
 */
import type { SlackLocales } from './locales.js';
import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { Conversation, FrontDoor } from '../../src/commands/index.js';
import { describeAlert, describeSchedule, describeSubscriptionQuery, formatRunTime, isAlert } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { message } from '../../src/messages/index.js';
import { encodeActionValue } from '../../src/render/actions.js';
import { escapeMrkdwn, mrkdwn } from '../../src/render/block-kit.js';
import { HOME_ACTION_PREFIX, QUICK_REPORTS, homeView, type HomeAccess, type HomeChannel } from '../../src/render/slack-home.js';
import type { SubscriptionService } from '../../jobs/subscriptions.js';
import { isWorkspaceAdmin } from './admins.js';
import { openAlertForm, openSubscriptionForm } from './forms.js';
import { SLACK_VOICE } from './message.js';
import type { SlackTarget } from './target.js';

export interface SlackHomeDeps {
  door: FrontDoor;
  client: WebClient;
  /** Null without Redis: the Home then shows the quick reports only. */
  subscriptions: SubscriptionService | null;
  logger: Logger;
  /** The clock the Home's next runs are read against; tests fix it. */
  now?: () => Date;
  /** The reader's locale, for the run times' dates (absent: en-US). */
  locales?: SlackLocales;
}

/** A subscription button's value: its channel and its id. */
const SubscriptionButtonSchema = z.object({ c: z.string().regex(/^[CDG][A-Z0-9]{2,20}$/), s: z.string().min(1).max(40) });

/** The most channels read from `users.conversations` (pages of 200). */
const MAX_CHANNEL_PAGES = 5;

/** The most channels whose access an admin's Home shows (a Home holds 100 blocks). */
const MAX_ACCESS_CHANNELS = 60;

/** The sentence a click from someone outside the button's channel gets. */
export const NOT_IN_CHANNEL = message('home.notInChannel');

export interface SlackHome {
  /** Publishes the Home of `userId`, with `notice` (what a click came to) on top. */
  publish(userId: string, teamId: string, notice?: string): Promise<void>;
  /** Registers `app_home_opened` and the Home's buttons on the Bolt app. */
  register(app: App): void;
}

export function createSlackHome(deps: SlackHomeDeps): SlackHome {
  const { client, logger, door } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function channelsOf(userId: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_CHANNEL_PAGES; page += 1) {
      const res = await client.users.conversations({
        user: userId,
        types: 'public_channel,private_channel',
        exclude_archived: true,
        limit: 200,
        ...(cursor ? { cursor } : {}),
      });
      for (const c of res.channels ?? []) if (c.id) ids.push(c.id);
      cursor = res.response_metadata?.next_cursor || undefined;
      if (!cursor) break;
    }
    return ids;
  }

  async function homeChannels(ids: readonly string[], userId: string, teamId: string): Promise<HomeChannel[]> {
    const service = deps.subscriptions;
    if (!service) return [];
    const at = now();
    const locale = await deps.locales?.of(userId);
    const channels: HomeChannel[] = [];
    for (const channelId of ids) {
      const target: SlackTarget = { platform: 'slack', teamId, channelId, userId };
      const subs = await service.list(service.conversationKey(target));
      if (subs.length === 0) continue;
      channels.push({
        channelId,
        subscriptions: subs.map((s) => ({
          id: s.id,
          kind: isAlert(s) ? 'alert' : 'subscription',
          what: isAlert(s) ? describeAlert(s, service.currency) : describeSubscriptionQuery(s),
          schedule: describeSchedule(s),
          nextRun: s.paused ? null : formatRunTime(service.nextRunAt(s.schedule, at), s.schedule.timeZone, at, locale),
          lastResult: s.paused
            ? s.paused.reason
            : s.lastDelivery
              ? message('home.lastPosted', { when: formatRunTime(new Date(s.lastDelivery.scheduledAt), s.schedule.timeZone, at, locale) })
              : message('home.notPosted'),
          paused: s.paused !== null,
        })),
      });
    }
    return channels;
  }

  /** For an admin only: what each of their channels may see; null for anyone else. */
  async function homeAccess(ids: readonly string[], userId: string, teamId: string): Promise<HomeAccess | null> {
    const targets = ids.slice(0, MAX_ACCESS_CHANNELS).map((channelId): SlackTarget => ({ platform: 'slack', teamId, channelId, userId }));
    const asker = { requester: { userId }, isAdmin: () => isWorkspaceAdmin(client, userId), logFields: { via: 'home' } };
    const overview = await door.accessOverview(asker, targets);
    return overview && { policy: overview.policy, channels: overview.scopes.map((s) => ({ channelId: s.target.channelId, scope: s.says })) };
  }

  async function publish(userId: string, teamId: string, notice?: string): Promise<void> {
    const ids = await channelsOf(userId);
    const [channels, access] = await Promise.all([homeChannels(ids, userId, teamId), homeAccess(ids, userId, teamId)]);
    const view = homeView(channels, QUICK_REPORTS, access);
    if (notice) view.blocks.splice(1, 0, { type: 'context', elements: [mrkdwn(notice)] });
    await client.views.publish({ user_id: userId, view });
    logger.info({ event: 'slack_home_published', userId, channels: view.blocks.length }, 'App Home published');
  }

  /** The conversation of a click, as if the person had typed in `channelId`. */
  function conversationIn(teamId: string, channelId: string, userId: string, actionId: string): Conversation<SlackTarget> {
    const target: SlackTarget = { platform: 'slack', teamId, channelId, userId };
    return {
      target,
      requester: { userId },
      voice: SLACK_VOICE,
      logFields: { channel: channelId, actionId, via: 'home' },
      isAdmin: () => isWorkspaceAdmin(client, userId),
    };
  }

  /** What a subscription button comes to: one sentence. */
  async function onSubscriptionButton(action: string, value: string, userId: string, teamId: string): Promise<string> {
    let parsed: z.infer<typeof SubscriptionButtonSchema>;
    try {
      parsed = SubscriptionButtonSchema.parse(JSON.parse(value));
    } catch {
      return message('home.staleButton');
    }
    if (!(await channelsOf(userId)).includes(parsed.c)) {
      logger.warn(
        { event: 'slack_home_refused', reason: 'not_in_channel', userId, channel: parsed.c, actionId: action },
        'Home button from outside its channel',
      );
      return NOT_IN_CHANNEL;
    }
    const conv = conversationIn(teamId, parsed.c, userId, action);
    if (action === 'pause' || action === 'resume') return (await door.setPaused(parsed.s, action === 'pause', conv)).say;
    if (action === 'remove') {
      const removed = await door.handle({ text: `unsubscribe ${parsed.s}` }, conv);
      return removed?.answer.say ?? removed?.followUp.say ?? '';
    }
    // Run now: the stored query as a report button in the channel, so the channel's access
    // scope narrows or refuses it exactly as it would a click under a report there.
    const service = deps.subscriptions;
    const key = service?.conversationKey(conv.target);
    const sub = service && key ? (await service.list(key)).find((s) => s.id === parsed.s) : undefined;
    if (!sub) return message('home.noSuchSubscription', { id: escapeMrkdwn(parsed.s), channel: `<#${parsed.c}>` });
    const run = await door.handle({ button: encodeActionValue({ id: 'open', label: message('home.runNow'), query: sub.query }) }, conv);
    if (!run || run.answer.then.kind === 'none') return run?.answer.say ?? message('home.cannotRun');
    return run.followUp.say ?? message('home.running', { query: escapeMrkdwn(describeSubscriptionQuery(sub)), channel: `<#${parsed.c}>` });
  }

  /** A quick report, answered in the person's direct messages with the bot (the Messages tab). */
  async function onQuickReport(text: string, userId: string, teamId: string): Promise<string> {
    const dm = await client.conversations.open({ users: userId });
    const channelId = dm.channel?.id;
    if (!channelId) return message('home.noDirectMessages');
    const conv = conversationIn(teamId, channelId, userId, 'quick');
    const quick = await door.handle({ text }, conv);
    if (!quick || quick.answer.then.kind === 'none') return quick?.answer.say ?? '';
    return quick.followUp.say ?? message('home.onItsWay');
  }

  return {
    publish,
    register(app) {
      app.event('app_home_opened', async ({ event, body }) => {
        // The same event comes for the Messages tab, which has nothing to publish.
        if (event.tab !== 'home') return;
        const teamId = (body as { team_id?: string }).team_id ?? 'unknown';
        await publish(event.user, teamId).catch((err: unknown) =>
          logger.warn({ event: 'slack_home_failed', err: String(err) }, 'could not publish the App Home'),
        );
      });

      app.action<BlockAction<ButtonAction>>(
        { type: 'block_actions', action_id: new RegExp(`^${HOME_ACTION_PREFIX}`) },
        async ({ ack, body, action }) => {
          await ack();
          const userId = body.user.id;
          const teamId = body.team?.id ?? body.user.team_id ?? 'unknown';
          const kind = action.action_id.slice(HOME_ACTION_PREFIX.length);
          if (kind === 'subscribe' || kind === 'alert') {
            await (kind === 'alert' ? openAlertForm : openSubscriptionForm)({ client, logger, locales: deps.locales }, body.trigger_id, userId);
            return;
          }
          let notice: string;
          try {
            notice =
              kind === 'quick'
                ? await onQuickReport(action.value ?? '', userId, teamId)
                : await onSubscriptionButton(kind, action.value ?? '', userId, teamId);
          } catch (err) {
            logger.error({ event: 'slack_home_action_failed', actionId: action.action_id, err: String(err) }, 'a Home button failed');
            notice = message('home.failed');
          }
          await publish(userId, teamId, notice).catch((err: unknown) =>
            logger.warn({ event: 'slack_home_failed', err: String(err) }, 'could not publish the App Home'),
          );
        },
      );
    },
  };
}
