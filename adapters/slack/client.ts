/**
 * The Slack SDK as the bot sets it up: the Web API client's options (retries, timeout,
 * SLACK_API_URL) for our client and Bolt's alike, and the bridge of the SDK's log lines
 * into ours.
 */
import { LogLevel, WebClient, type Logger as SlackLogger, type RetryOptions } from '@slack/web-api';
import type { Logger } from '../../src/log.js';
import { RateLimitedWebClient, type RateLimitOptions } from './rate-limits.js';
import { slackFetch } from './transport.js';

/**
 * Web API retries: a 429 is waited out (Retry-After) and retried; 5xx and network errors are
 * retried with backoff. Kept short because the job queue retries a failed delivery again
 * later; the SDK's default (ten tries over half an hour) would hold a worker slot that long.
 */
export const DEFAULT_RETRY: RetryOptions = { retries: 3, factor: 2, minTimeout: 1_000, maxTimeout: 10_000, randomize: true };

/** The WebClient options the adapter uses, for our client and Bolt's alike. */
export function slackClientOptions(apiUrl: string, logger: Logger, retryConfig: RetryOptions = DEFAULT_RETRY) {
  return {
    // SLACK_API_URL: Slack itself, a Slack-compatible proxy, or the fake in tests.
    slackApiUrl: apiUrl,
    logger: slackSdkLogger(logger),
    retryConfig,
    // Wait out Retry-After and try again, rather than failing the delivery at once (Bolt's
    // client; ours rejects them and waits per bucket instead: rate-limits.ts).
    rejectRateLimitedCalls: false,
    timeout: 30_000,
    // undici's request API instead of the global fetch (transport.ts says why).
    fetch: slackFetch,
  };
}

/**
 * The Web API client the deliverer and the listeners share. Each call keeps to Slack's limits for
 * its method and channel, and a 429 holds only its own bucket (rate-limits.ts), for every process
 * sharing `limits.limiter`; `limits.pacer` hears the channel holds.
 */
export function createSlackClient(botToken: string, apiUrl: string, limits: RateLimitOptions, retryConfig?: RetryOptions): WebClient {
  return new RateLimitedWebClient(botToken, slackClientOptions(apiUrl, limits.logger, retryConfig), limits);
}

/**
 * Bolt and the WebClient log through this: their lines land in our pino log as
 * `slack_sdk` events. Their debug output (whole request bodies, which carry user text and
 * names) is dropped whatever the level; info and above are kept.
 */
export function slackSdkLogger(logger: Logger, name = 'slack'): SlackLogger {
  let level = LogLevel.INFO;
  const order = [LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR];
  const enabled = (l: LogLevel) => l !== LogLevel.DEBUG && order.indexOf(l) >= order.indexOf(level);
  const line = (msg: unknown[]) => msg.map((m) => (m instanceof Error ? m.message : typeof m === 'string' ? m : JSON.stringify(m))).join(' ');
  return {
    debug: () => {},
    info: (...msg: unknown[]) => enabled(LogLevel.INFO) && logger.info({ event: 'slack_sdk', sdk: name }, line(msg)),
    warn: (...msg: unknown[]) => enabled(LogLevel.WARN) && logger.warn({ event: 'slack_sdk', sdk: name }, line(msg)),
    error: (...msg: unknown[]) => enabled(LogLevel.ERROR) && logger.error({ event: 'slack_sdk', sdk: name }, line(msg)),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: (n: string) => {
      name = n;
    },
  };
}
