/**
 * What Bolt's signature check leaves open, closed before Bolt sees a request:
 *
 * - a timestamp in the future: Bolt refuses only those more than five minutes old, so a
 *   request signed with a clock far ahead would stay valid for as long as it is ahead;
 * - a replay: the same signed request sent again within the window runs again. The first
 *   time a valid signature is seen it is remembered (Redis `SET NX` with a TTL, so every web
 *   process shares it, and in this process's memory, which alone decides while Redis is down
 *   or when there is none) and a request carrying it again is dropped.
 *
 * Only a signature Bolt's own check accepts is remembered, so nobody can fill the store or
 * block a request by sending made-up signatures first. The body is buffered here the way
 * Bolt buffers it, and Bolt then reads it from the request instead of the stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HTTPModuleFunctions, isValidSlackRequest } from '@slack/bolt';
import type { Cluster, Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../src/log.js';

/** Slack's window either side of now, in seconds. */
const WINDOW_S = 5 * 60;
/** A signature is remembered as long as its timestamp could still be accepted: both sides of the window. */
const REMEMBER_MS = 2 * WINDOW_S * 1000;

/** How long Redis gets to remember a signature before the request goes on with this process's memory alone. */
const REDIS_ANSWER_MS = 500;

/** Signatures already seen; `firstTime` records one and says whether it was new. Never throws. */
export interface SeenSignatures {
  firstTime(signature: string): Promise<boolean>;
}

/** Signatures seen by this process, for as long as they could be replayed (bounded: the oldest go first). */
function seenHere(): SeenSignatures {
  const seen = new LRUCache<string, true>({ max: 100_000, ttl: REMEMBER_MS });
  return {
    async firstTime(signature) {
      if (seen.has(signature)) return false;
      seen.set(signature, true);
      return true;
    },
  };
}

/**
 * With Redis, shared by every web process; without it, this process's memory. While Redis does
 * not answer (an outage, a restart), the memory alone decides: a replay to this process is still
 * caught, and Slack's requests are still answered instead of refused. The signature check itself
 * needs no Redis and always holds. Said once in the log when Redis stops answering and once when
 * it answers again.
 */
export function seenSignatures(redis: { client: Redis | Cluster; prefix: string } | null, logger?: Logger): SeenSignatures {
  const here = seenHere();
  if (!redis) return here;
  let away = false;
  return {
    async firstTime(signature) {
      // Kept here as well, so a request taken during an outage is known as a replay after it.
      if (!(await here.firstTime(signature))) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          redis.client.set(`${redis.prefix}:slack-signature:${signature}`, '1', 'PX', REMEMBER_MS, 'NX'),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_ANSWER_MS} ms`)), REDIS_ANSWER_MS);
          }),
        ]);
        if (away) {
          away = false;
          logger?.info({ event: 'slack_replay_guard_shared' }, 'Redis answers again; replayed Slack requests are caught across web processes again');
        }
        return answer === 'OK';
      } catch (err) {
        if (!away) {
          away = true;
          logger?.warn(
            { event: 'slack_replay_guard_local', err: err instanceof Error ? err.message : String(err) },
            'Redis is not answering; replayed Slack requests are caught by this process alone until it is back',
          );
        }
        return true;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface RequestGuardOptions {
  signingSecret: string;
  seen: SeenSignatures;
  logger: Logger;
  now?: () => number;
}

/** Wraps Bolt's request listener with the future-timestamp and replay checks. */
export function guardedListener(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  opts: RequestGuardOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const refuse = (res: ServerResponse, status: number, reason: string) => {
    opts.logger.warn({ event: 'slack_request_refused', reason }, 'a Slack request was refused');
    res.writeHead(status, { 'content-type': 'text/plain' }).end();
  };
  return async (req, res) => {
    const timestamp = Number(req.headers['x-slack-request-timestamp']);
    const signature = req.headers['x-slack-signature'];
    // Anything malformed is Bolt's to refuse, with its own checks and logging.
    if (!Number.isFinite(timestamp) || typeof signature !== 'string') return listener(req, res);
    const nowS = Math.floor((opts.now?.() ?? Date.now()) / 1000);
    if (timestamp > nowS + WINDOW_S) return refuse(res, 401, 'timestamp_in_future');
    let buffered;
    try {
      buffered = await HTTPModuleFunctions.bufferIncomingMessage(req);
    } catch {
      return refuse(res, 413, 'body_unreadable');
    }
    const valid = isValidSlackRequest({
      signingSecret: opts.signingSecret,
      body: buffered.rawBody.toString(),
      headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': timestamp },
    });
    if (valid && !(await opts.seen.firstTime(signature))) {
      // Slack's own retry of a delivery we already took (it re-sends when an ack was late) is
      // answered 200 so it stops; anyone else's copy gets a 401.
      if (req.headers['x-slack-retry-num'] !== undefined) {
        opts.logger.info({ event: 'slack_retry_dropped' }, 'Slack re-sent a request already handled');
        res.writeHead(200).end();
        return;
      }
      return refuse(res, 401, 'replayed');
    }
    listener(buffered, res);
  };
}
