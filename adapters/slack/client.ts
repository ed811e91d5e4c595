import { WebClient, type RetryOptions } from '@slack/web-api';
import type { Logger } from '../../src/log.js';
import { slackSdkLogger } from './sdk-logger.js';

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
    // Wait out Retry-After and try again, rather than failing the delivery at once.
    rejectRateLimitedCalls: false,
    timeout: 30_000,
  };
}

/** The Web API client the deliverer and the listeners share. */
export function createSlackClient(botToken: string, apiUrl: string, logger: Logger, retryConfig?: RetryOptions): WebClient {
  return new WebClient(botToken, slackClientOptions(apiUrl, logger, retryConfig));
}
