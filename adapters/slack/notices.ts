/**
 * One-sentence notices ("Working on…" follow-ups, failures, a paused subscription).
 *
 * `requester` notices are for one person: an ephemeral message in the channel
 * (`chat.postEphemeral`); when the bot cannot post there, the command's response_url
 * (ephemeral too); without one, a direct message (`conversations.open`, scope `im:write`),
 * which is how a subscription's creator hears that its channel is gone.
 * `channel` notices are posted for everyone, with the same response_url fallback.
 */
import type { WebClient } from '@slack/web-api';
import type { DeliveryReceipt, OutgoingMessage } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import { escapeMrkdwn } from '../../src/render/block-kit.js';
import { cannotEphemeral, isNotHere, platformCode } from './errors.js';
import type { ChannelPacer } from './pacer.js';
import type { PostResponse } from './response-url.js';
import type { SlackTarget } from './target.js';

type NoticeMessage = Extract<OutgoingMessage, { kind: 'notice' }>;

/** A receipt plus how the message went, for the log. */
export type Sent = DeliveryReceipt & { via: 'chat.postMessage' | 'chat.update' | 'chat.postEphemeral' | 'response_url' | 'dm' | 'files.upload' };

/** What the delivery functions share. */
export interface NoticeDeps {
  client: WebClient;
  logger: Logger;
  postResponse: PostResponse;
  pacer: ChannelPacer;
  /** User id -> DM channel id, so a DM is opened once per process. */
  dms: Map<string, string>;
}

/** Slack user ids (`U…`, enterprise `W…`): a target that means "direct message this person". */
export function isUserId(id: string): boolean {
  return /^[UW][A-Z0-9]+$/.test(id);
}

/** The channel to post in: the id itself, or the DM with a user (opened once, then cached). */
export async function openDm(deps: NoticeDeps, channelOrUser: string): Promise<string> {
  if (!isUserId(channelOrUser)) return channelOrUser;
  const known = deps.dms.get(channelOrUser);
  if (known) return known;
  const res = await deps.client.conversations.open({ users: channelOrUser });
  const id = res.channel?.id;
  if (!id) throw new Error('conversations.open returned no channel');
  deps.dms.set(channelOrUser, id);
  return id;
}

export async function deliverNotice(deps: NoticeDeps, target: SlackTarget, msg: NoticeMessage): Promise<Sent> {
  // Notice text is ours, but may quote a user's words: escape it so it cannot mention anyone.
  const text = escapeMrkdwn(msg.text);
  if (isUserId(target.channelId)) return dm(deps, target.channelId, text);
  if (msg.audience === 'requester') return toRequester(deps, target, text);
  try {
    await deps.pacer.wait(target.channelId);
    const res = await deps.client.chat.postMessage({ channel: target.channelId, thread_ts: target.threadTs, text });
    return { messageId: res.ts ?? '', via: 'chat.postMessage' };
  } catch (err) {
    const code = platformCode(err);
    if (!isNotHere(code) || !target.responseUrl) throw err;
    await deps.postResponse(target.responseUrl, { text, response_type: 'in_channel', replace_original: false });
    return { messageId: '', via: 'response_url' };
  }
}

async function toRequester(deps: NoticeDeps, target: SlackTarget, text: string): Promise<Sent> {
  try {
    const res = await deps.client.chat.postEphemeral({ channel: target.channelId, user: target.userId, thread_ts: target.threadTs, text });
    return { messageId: res.message_ts ?? '', via: 'chat.postEphemeral' };
  } catch (err) {
    const code = platformCode(err);
    if (!cannotEphemeral(code)) throw err;
    if (target.responseUrl) {
      await deps.postResponse(target.responseUrl, { text, response_type: 'ephemeral', replace_original: false });
      return { messageId: '', via: 'response_url' };
    }
    deps.logger.info(
      { event: 'slack_notice_dm', channel: target.channelId, platformCode: code },
      'cannot reach the person in the channel; sending a direct message',
    );
    return dm(deps, target.userId, text);
  }
}

async function dm(deps: NoticeDeps, userId: string, text: string): Promise<Sent> {
  const channel = await openDm(deps, userId);
  await deps.pacer.wait(channel);
  const res = await deps.client.chat.postMessage({ channel, text });
  return { messageId: res.ts ?? '', via: 'dm' };
}
