/**
 * Whether Redis is reachable, told to the operator once per change rather than once per
 * failed attempt. During an outage ioredis retries every few milliseconds and BullMQ
 * forwards each failure as an 'error' event: a 10 s outage made 70 log lines of ioredis's
 * own words. Here the first connection error logs `redis_unreachable` once, later ones are
 * only counted, and when every watched connection is ready again `redis_back` says how many
 * errors there were and for how long.
 *
 * The state follows our own connections (producer, worker), whose 'error' and 'ready'
 * events are reliable; errors that BullMQ forwards from connections we do not hold (the
 * worker's blocking one) are counted when they look like a lost connection, and logged as
 * before when they do not.
 */
import type { RedisClient } from './redis.js';
import { isConnectionError } from './redis-errors.js';
import type { Logger } from '../src/log.js';

export interface RedisHealth {
  /** Follows this connection's 'error' and 'ready' events. */
  watch(redis: RedisClient): void;
  /** An 'error' event of a BullMQ queue or worker. */
  error(source: 'queue' | 'worker', err: unknown): void;
  /** True from the first connection error until every watched connection is ready again. */
  readonly down: boolean;
  /** Resolves when Redis answers a PING; otherwise throws one sentence naming the (redacted) URL. */
  check(): Promise<void>;
}

/**
 * `shownUrl` is the URL without its password (redactRedisUrl); `probe` is the connection
 * /readyz pings.
 */
export function createRedisHealth(logger: Logger, shownUrl: string, probe: RedisClient): RedisHealth {
  const watched = new Set<RedisClient>();
  let down = false;
  let errors = 0;
  let since = 0;

  const wentDown = (err: unknown) => {
    down = true;
    errors = 1;
    since = Date.now();
    logger.error(
      { event: 'redis_unreachable', redis: shownUrl, err: String((err as Error)?.message ?? err) },
      `Redis is not reachable at ${shownUrl}; reports run in this process until it is back, scheduled digests wait.`,
    );
  };
  const maybeBack = () => {
    if (!down || [...watched].some((r) => r.status !== 'ready')) return;
    down = false;
    const seconds = Math.round((Date.now() - since) / 1000);
    logger.info({ event: 'redis_back', redis: shownUrl, errors, seconds }, `Redis is back at ${shownUrl} after ${errors} errors / ${seconds} s.`);
  };

  return {
    watch(redis) {
      watched.add(redis);
      redis.on('error', (err: unknown) => {
        if (down) errors++;
        else wentDown(err);
      });
      redis.on('ready', maybeBack);
      redis.on('end', () => watched.delete(redis));
    },
    error(source, err) {
      if (down) {
        errors++;
        return;
      }
      if (isConnectionError(err)) {
        // While our own connections are still ready this is a connection we do not hold
        // catching up (or leading by a moment): not an outage of its own.
        if ([...watched].every((r) => r.status === 'ready'))
          logger.debug({ event: `${source}_error`, err: String(err) }, `${source} connection error`);
        else wentDown(err);
        return;
      }
      logger.error({ event: `${source}_error`, err: String(err) }, `${source} error`);
    },
    get down() {
      return down;
    },
    async check() {
      try {
        await probe.ping();
      } catch {
        // ioredis's own words ("Stream isn't writeable and enableOfflineQueue options is false") tell an operator nothing.
        throw new Error(`Redis is not reachable at ${shownUrl}`);
      }
    },
  };
}
