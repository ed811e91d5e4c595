/**
 * Teams' front door through a Redis outage: the real Agents SDK endpoint on our HTTP server,
 * the jobs runtime on a Redis of the test's own (test/helpers/private-redis.ts), stopped under
 * the running bot. Help, a bad command, a report and a subscription command each get the bot's
 * answer in the conversation, and the endpoint answers 200, never an HTTP error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEAMS_HELP_INTRO } from '../../adapters/teams/message.js';
import { SUBSCRIPTIONS_UNAVAILABLE } from '../../src/commands/subscription-text.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { privateRedis, type PrivateRedis } from '../helpers/private-redis.js';
import { eventually } from '../jobs/harness.js';
import { cardOf, cardText } from './fake-connector.js';
import { capturingLogger, commandInChannel, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

let h: TeamsHarness | undefined;
let redis: PrivateRedis | undefined;
afterEach(async () => {
  try {
    // The harness deletes its keys on close: Redis must be there for it.
    await redis?.start();
    await h?.close();
  } finally {
    h = undefined;
    await redis?.dispose();
    redis = undefined;
  }
});

const CHANNEL = '19:outage-channel@thread.tacv2';

describe('Teams during a Redis outage', () => {
  it('answers help, a bad command, a report and subscription commands in the conversation', async () => {
    const log = capturingLogger();
    redis = await privateRedis();
    h = await startTeamsHarness({ logger: log.logger, redisUrl: redis.url });
    const harness = h;

    await redis.stop();
    await eventually(() => (log.events('redis_unreachable').length > 0 ? true : undefined), 10_000, 'the outage to be noticed');

    // commandInChannel fails on any status but 200, and when the bot said nothing.
    expect((await commandInChannel(harness, CHANNEL, 'help')).startsWith(TEAMS_HELP_INTRO)).toBe(true);
    expect(await commandInChannel(harness, CHANNEL, 'xyzzy last-month')).toContain('"xyzzy" is not a report.');
    expect(await commandInChannel(harness, CHANNEL, 'subscriptions')).toBe(SUBSCRIPTIONS_UNAVAILABLE);

    // The report runs in this process and its card is posted now, with October's figures.
    const id = messageId();
    const res = await harness.post(
      harness.activity({
        id,
        text: '<at>Report bot</at> referrals last-month',
        conversationId: `${CHANNEL};messageid=${id}`,
        conversationType: 'channel',
      }),
    );
    expect(res.status).toBe(200);
    const card = await harness.fake.waitFor(
      (c) => c.status === 201 && c.activityId === id && Array.isArray(c.activity.attachments),
      15_000,
      'the report card',
    );
    expect(cardText(cardOf(card))).toContain(OCTOBER.referralRevenueText);
  }, 60_000);
});
