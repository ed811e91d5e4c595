/**
 * Plug-in creation, in one place for both entry points that need it: the server (serve.ts)
 * and the worker thread (worker-thread.ts) build the same plug-ins from the same Config.
 */
import { createChartLinks, createMemoryChartStore, createRedisChartStore } from './http/chart-links.js';
import { createCsvLinks } from './http/csv-download.js';
import { createSlackPlatform, slackAddressing } from './slack/index.js';
import { createTeamsPlatform, teamsAddressing } from './teams/index.js';
import { createPreviewPlatform } from './web/index.js';
import type { RedisClient } from '../jobs/redis.js';
import type { Config } from '../src/config.js';
import type { Logger } from '../src/log.js';

/**
 * Each platform's plug-in. `delivery` is what jobs is given: a platform not set up here still
 * knows its targets, so a stored subscription stays valid and its delivery is refused with a
 * sentence.
 */
export function createPlatformPlugins(config: Config, deps: { logger: Logger; redis: RedisClient | undefined; sample: boolean }) {
  const { logger } = deps;
  const redis = deps.redis ? { client: deps.redis, prefix: config.redis.prefix } : null;
  // Without authentication Teams' client (Agents Playground, Emulator) runs on this machine and
  // reaches the bot at the local default address; with it, only at PUBLIC_URL.
  const teamsOn = config.teams !== null || config.env !== 'production';
  const teamsByLink = teamsOn && (config.links.publicUrlFrom === 'setting' || config.teams === null);
  // SLACK_CHARTS=link and Teams' chart links: the worker keeps each chart where this process's GET /chart.png finds it.
  const chartStore =
    config.slack?.charts === 'link' || teamsByLink ? (redis ? createRedisChartStore(redis.client, redis.prefix) : createMemoryChartStore()) : null;
  const chartLinks = chartStore
    ? createChartLinks({ publicUrl: config.links.publicUrl, secret: config.links.signingSecret, store: chartStore })
    : null;
  const slack = config.slack
    ? createSlackPlatform({ config: config.slack, logger, redis, chartLinks: config.slack.charts === 'link' ? chartLinks : null })
    : null;
  // Teams and the page hand out signed links to the bot's own GET /csv for Download CSV.
  const csvLinks = createCsvLinks({ publicUrl: config.links.publicUrl, secret: config.links.signingSecret });
  // Without an app id Teams runs unauthenticated (Bot Framework Emulator, local tests):
  // mounted outside production only, where its receiver logs that loudly.
  const teams = teamsOn
    ? createTeamsPlatform({
        config: config.teams,
        logger,
        redis,
        adminIds: config.access.teamsAdminIds,
        csvLinks,
        chartLinks: teamsByLink ? chartLinks : null,
        timeZone: config.reports.timeZone,
      })
    : null;
  const preview = createPreviewPlatform({ logger, sample: deps.sample, csvLinks });
  return { slack, teams, preview, chartStore, delivery: [slack ?? slackAddressing, teams ?? teamsAddressing, preview] };
}
