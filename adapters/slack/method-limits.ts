/**
 * Slack's published Web API rate limits, per method (https://api.slack.com/docs/rate-limits and
 * each method's page), as the bot keeps to them before a call rather than after a 429. Slack
 * counts "per API method per app per workspace": Tier 2 20+ a minute, Tier 3 50+, Tier 4 100+
 * (the "+" and the bursts are not promised, so the published figure is the limit here).
 * chat.postMessage is Special: one message a second per channel (the ChannelPacer spaces them),
 * and a workspace-wide limit Slack does not put a number on; 600 a minute is the figure given
 * for it in issue 54. A method not named here is limited only by the 429s Slack answers.
 */
import type { CallWindow } from '../call-limits.js';

const MINUTE = 60_000;
const TIER_2: readonly CallWindow[] = [{ limit: 20, ms: MINUTE }];
const TIER_3: readonly CallWindow[] = [{ limit: 50, ms: MINUTE }];
const TIER_4: readonly CallWindow[] = [{ limit: 100, ms: MINUTE }];

export type MethodLimits = Readonly<Record<string, readonly CallWindow[]>>;

export const SLACK_METHOD_LIMITS: MethodLimits = {
  'chat.postMessage': [{ limit: 600, ms: MINUTE }],
  'chat.postEphemeral': TIER_4,
  'chat.update': TIER_3,
  'chat.delete': TIER_3,
  'files.getUploadURLExternal': TIER_4,
  'files.completeUploadExternal': TIER_4,
  'conversations.history': TIER_3,
  'conversations.info': TIER_3,
  'conversations.open': TIER_3,
  'users.conversations': TIER_3,
  'users.info': TIER_4,
  'views.open': TIER_4,
  'views.publish': TIER_4,
  'views.update': TIER_4,
  'auth.test': TIER_4,
  'team.info': TIER_3,
  'apps.connections.open': TIER_2,
};

/**
 * One message a second per channel on average, chat.postMessage's own limit, with the short
 * bursts Slack allows ("short bursts >1 allowed"): at most 3 in any 3 s. The pacer spaces one
 * process's messages a second apart by their planned turns; this window holds every process
 * together, and lets a message that went late be followed on time rather than pushing every
 * later one back. No margin: the burst Slack allows absorbs a message arriving a few ms early.
 */
export const CHANNEL_POSTING: readonly CallWindow[] = [{ limit: 3, ms: 3_000, marginMs: 0 }];
