/**
 * The failure decision (jobs/failure-action.ts) on its own: every branch of retry, fail and
 * pause, and whom each tells with which sentence, without any deliverer, queue or Redis.
 */
import { describe, expect, it } from 'vitest';
import { SLACK_DELIVERY_ERRORS } from '../../adapters/slack/errors.js';
import { DeliveryError, deliveryError } from '../../jobs/deliverer.js';
import { failureAction } from '../../jobs/failure-action.js';
import type { JobWork } from '../../jobs/job.js';
import type { Subscription } from '../../jobs/subscription-store.js';
import { ApiError } from '../../src/api/errors.js';
import { AppError } from '../../src/errors.js';
import { query, slackTarget, subscribeCommand } from './harness.js';

const REF = 'r-4kq2x9aa';
const request: Pick<JobWork, 'query' | 'correlationId' | 'firing'> = { query: query('referrals last-month'), correlationId: REF };

const subscribed = subscribeCommand('subscribe referrals last-month every monday at 9am');
const subscription: Subscription = {
  id: 'abc234',
  target: slackTarget('C0DIGEST'),
  conversationKey: 'slack:T0001:C0DIGEST',
  query: subscribed.query,
  schedule: subscribed.schedule,
  creator: { userId: 'U0CREATOR' },
  createdAt: '2026-11-01T09:00:00.000Z',
  paused: null,
  lastDelivery: null,
};
const firing: Pick<JobWork, 'query' | 'correlationId' | 'firing'> = {
  query: subscription.query,
  correlationId: 'abc234-mhz2',
  firing: { subscription, scheduledAt: Date.parse('2026-11-23T09:00:00Z') },
};

const first = { attemptsMade: 0, attempts: 3 };
const last = { attemptsMade: 2, attempts: 3 };

/** The service's 5xx: retryable. */
const unavailable = () => new ApiError('unavailable', { operation: 'sponsorReferrals' });
const archived = () => deliveryError(SLACK_DELIVERY_ERRORS, 'is_archived');

describe('failureAction for a request', () => {
  it('retries a retryable failure before the last try, telling nobody', () => {
    expect(failureAction(unavailable(), first, request)).toEqual({ action: 'retry' });
    expect(failureAction(new DeliveryError('rate_limited'), { attemptsMade: 1, attempts: 3 }, request)).toEqual({ action: 'retry' });
  });

  it('fails a retryable failure at the last try, and tells the requester in their conversation', () => {
    const decided = failureAction(unavailable(), last, request);
    expect(decided).toMatchObject({ action: 'fail', tell: { to: 'requester' } });
    expect(decided.action === 'fail' && decided.tell.text).toMatch(/^Referrals · last month could not be made: .+ \(ref r-4kq2x9aa\)$/);
  });

  it('fails a failure that is not retryable at the first try', () => {
    const refused = new AppError('bad_request', 'That report cannot be made for a single day.');
    expect(failureAction(refused, first, request)).toEqual({
      action: 'fail',
      tell: { to: 'requester', text: 'Referrals · last month could not be made: that report cannot be made for a single day. (ref r-4kq2x9aa)' },
    });
  });

  it('fails a bug at once with the generic sentence, never its message', () => {
    const decided = failureAction(new TypeError('cannot read properties of undefined'), first, request);
    expect(decided).toEqual({
      action: 'fail',
      tell: {
        to: 'requester',
        text: 'Referrals · last month could not be made: something went wrong on our side while making this report; please try again in a minute. (ref r-4kq2x9aa)',
      },
    });
  });

  it('tells the requester by direct message when their conversation is gone', () => {
    expect(failureAction(archived(), first, request)).toEqual({
      action: 'fail',
      tell: { to: 'requester-dm', text: 'Referrals · last month could not be posted: Slack says the channel is archived. (ref r-4kq2x9aa)' },
    });
  });
});

describe('failureAction for a firing', () => {
  it('retries a retryable failure before the last try', () => {
    expect(failureAction(unavailable(), first, firing)).toEqual({ action: 'retry' });
  });

  it('at the last try tells the channel the report was due in, naming the subscription', () => {
    const decided = failureAction(unavailable(), last, firing);
    expect(decided).toMatchObject({ action: 'fail', tell: { to: 'channel' } });
    expect(decided.action === 'fail' && decided.tell.text).toMatch(
      /^The scheduled report Referrals · last month \(subscription `abc234`\) could not be made: .+ \(ref abc234-mhz2\)$/,
    );
  });

  it('tells the channel a message it refused could not be posted, without pausing anything', () => {
    const decided = failureAction(deliveryError(SLACK_DELIVERY_ERRORS, 'invalid_blocks'), first, firing);
    expect(decided).toMatchObject({ action: 'fail', tell: { to: 'channel' } });
    expect(decided.action === 'fail' && decided.tell.text).toMatch(
      /^The scheduled report Referrals · last month \(subscription `abc234`\) could not be posted: /,
    );
  });

  it('pauses the subscription of a conversation that is gone, at any try, and tells its creator by direct message', () => {
    for (const attempt of [first, last]) {
      const decided = failureAction(archived(), attempt, firing);
      expect(decided).toMatchObject({
        action: 'pause',
        subscriptionId: 'abc234',
        why: { reason: 'Slack says the channel is archived.', code: 'target_gone', platformCode: 'is_archived' },
        tell: { to: 'creator-dm' },
      });
      const text = decided.action === 'pause' ? decided.tell.text : '';
      expect(text).toMatch(
        /^I paused your subscription `abc234` \(Referrals · last month, .+\) because Slack says the channel is archived, so it will not post again/,
      );
      expect(text.endsWith('(ref abc234-mhz2)')).toBe(true);
    }
  });
});
