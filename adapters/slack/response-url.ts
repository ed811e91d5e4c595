/**
 * Posting to a slash command's or button's `response_url`: it works whether or not the bot
 * is in the channel, for 30 minutes and five uses. The URL is a capability: it is never
 * logged.
 */
import { DeliveryError } from '../../jobs/deliverer.js';
import type { SlackBlock } from '../../src/render/block-kit.js';
import { message } from '../../src/messages/index.js';

/** What a response_url accepts (a subset: what this bot sends). */
export interface ResponseBody {
  text: string;
  blocks?: SlackBlock[];
  response_type?: 'in_channel' | 'ephemeral';
  replace_original?: boolean;
  delete_original?: boolean;
  thread_ts?: string;
}

export type PostResponse = (url: string, body: ResponseBody) => Promise<void>;

/** A poster using `fetch` with a timeout; failures become `DeliveryError`s. */
export function createResponsePoster(fetchFn: typeof fetch = fetch, timeoutMs = 10_000): PostResponse {
  return async (url, body) => {
    let res: Response;
    try {
      res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new DeliveryError('unavailable', { platformCode: 'response_url_unreachable', cause: err });
    }
    await res.text().catch(() => '');
    if (res.ok) return;
    if (res.status === 429) throw new DeliveryError('rate_limited', { platformCode: 'response_url_429' });
    if (res.status >= 500) throw new DeliveryError('unavailable', { platformCode: `response_url_${res.status}` });
    // 404 and friends: the URL expired (30 minutes) or was used five times.
    throw new DeliveryError('rejected', {
      platformCode: `response_url_${res.status}`,
      userMessage: message('slack.replyLinkExpired'),
    });
  };
}
