/** The settings the Slack benchmark's bot processes share (production defaults otherwise). */
import { parseConfig, type Config } from '../src/config.js';
import { FAKE_TOKEN } from '../test/slack/fake-slack.js';
import { SIGNING_SECRET } from '../test/slack/helpers.js';

/** Where the bot's peers listen, and the Redis key prefix of this run. */
export interface BenchPeers {
  sandboxUrl: string;
  sandboxKey: string;
  slackApiUrl: string;
  prefix: string;
  /** SLACK_CHARTS=link with this PUBLIC_URL (the bot's own address): charts fetched from the bot. */
  chartLinksAt?: string;
  /** Further settings, e.g. REDIS_CLUSTER_NODES. */
  env?: Record<string, string>;
}

export function benchConfig(peers: BenchPeers): Config {
  return parseConfig({
    REPORTING_API_URL: peers.sandboxUrl,
    REPORTING_API_KEY: peers.sandboxKey,
    SLACK_BOT_TOKEN: FAKE_TOKEN,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: peers.slackApiUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: peers.prefix,
    ...(peers.chartLinksAt ? { SLACK_CHARTS: 'link', PUBLIC_URL: peers.chartLinksAt } : {}),
    ...peers.env,
  });
}
