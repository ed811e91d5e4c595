/**
 * Trying pickup and pace locally: `npm run books:replay [-- --days 8]` (400 for a year and
 * pace against the same time last year) runs the bot's own daily snapshot job
 * (jobs/books-snapshot.ts) once for each of the last N days the history keeps, each against the
 * sample service as it stood on that day (the sandbox with the same seed and its clock set to
 * that day), into the bot's Redis (REDIS_URL, REDIS_PREFIX). Then `npm start` shows pickup on
 * `/report occupancy` at once instead of after a week.
 *
 * The snapshots are what the job really got from the sample service on those days; the bot's
 * code has no other way in. A real service cannot be asked how its books stood in the past,
 * so with REPORTING_API_URL set this refuses.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRedisBooksHistory } from '../jobs/books-history.js';
import { recordDailyBooks } from '../jobs/books-snapshot.js';
import { keptOn, SNAPSHOT_KEEP_WEEKLY_DAYS } from '../src/catalogue/books-history.js';
import { closeRedis, connectRedis } from '../jobs/redis.js';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { createLogger, type Logger } from '../src/log.js';
import { startSandbox } from '../src/sandbox/index.js';

const DAY_MS = 86_400_000;

/** What to replay: the days before `now` (default 8, so a week-old snapshot exists), into Redis at `redisUrl` under `prefix`. */
export interface ReplayOptions {
  redisUrl: string;
  prefix: string;
  now: Date;
  days: number;
  timeZone: string;
  /** The sample service's seed (the bot's demo mode uses 42). */
  seed?: number;
  logger: Logger;
}

/** Records the books of each of the `days` days before `now` that the history keeps (see `keptOn`), oldest first; returns the days. */
export async function replayBooks(o: ReplayOptions): Promise<string[]> {
  const redis = await connectRedis(o.redisUrl, 'producer', 'report-bot-books-replay');
  const books = createRedisBooksHistory(redis, o.prefix);
  const recorded: string[] = [];
  try {
    const last = new Date(o.now.getTime() - DAY_MS).toISOString().slice(0, 10);
    for (let back = o.days; back >= 1; back--) {
      // Noon UTC is the same calendar day in every zone the bot may date its snapshots in.
      const at = new Date(Date.parse(`${new Date(o.now.getTime() - back * DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`));
      // A day the history lets go by the last one (past five weeks, not a Thursday) costs a run for nothing.
      if (!keptOn(at.toISOString().slice(0, 10), last)) continue;
      const sandbox = await startSandbox({ seed: o.seed ?? 42, now: at });
      const api = createReportingApi({ ...parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey }).api, url: sandbox.url });
      try {
        await recordDailyBooks({ api, books, logger: o.logger, timeZone: o.timeZone }, at);
        recorded.push(at.toISOString().slice(0, 10));
      } finally {
        await api.close();
        await sandbox.close();
      }
    }
  } finally {
    await closeRedis(redis);
  }
  return recorded;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '8' } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > SNAPSHOT_KEEP_WEEKLY_DAYS) {
    process.stderr.write(`--days must be a whole number from 1 to ${SNAPSHOT_KEEP_WEEKLY_DAYS} (the history keeps a year and five weeks).\n`);
    return 2;
  }
  const config = parseConfig(process.env);
  if (config.api.url) {
    process.stderr.write(
      'REPORTING_API_URL is set: a real service cannot say how its books stood on past days, so there is nothing to replay. Pickup appears a week after the bot started keeping snapshots.\n',
    );
    return 2;
  }
  const logger = createLogger({ level: 'warn', name: 'books-replay' });
  const recorded = await replayBooks({
    redisUrl: config.redis.url,
    prefix: config.redis.prefix,
    now: new Date(),
    days,
    timeZone: config.reports.timeZone,
    logger,
  });
  process.stdout.write(
    `Recorded the sample service's books of ${recorded[0]} to ${recorded.at(-1)} under "${config.redis.prefix}". Start the bot (npm start) and ask /report occupancy.\n`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      process.stderr.write(`Could not replay the books: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
