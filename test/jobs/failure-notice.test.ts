import { describe, expect, it } from 'vitest';
import { deliveryError } from '../../jobs/deliverer.js';
import { stalledError } from '../../jobs/abandoned.js';
import { failureText } from '../../jobs/failure-action.js';
import { ApiError, type ApiErrorCode } from '../../src/api/errors.js';
import { SLACK_DELIVERY_ERRORS } from '../../adapters/slack/errors.js';
import { TEAMS_DELIVERY_ERRORS } from '../../adapters/teams/errors.js';
import { query } from './harness.js';

const work = { query: query('referrals last-month'), correlationId: 'r-4kq2x9aa', firing: undefined };
const CODES: ApiErrorCode[] = ['unauthorized', 'bad_request', 'not_found', 'rate_limited', 'unavailable', 'bad_response', 'aborted'];

/** Full stops that end a sentence: a period followed by a space or the end (not "1.5"). */
const sentenceEnds = (text: string) => (text.match(/\.(\s|$)/g) ?? []).length;

describe('a failure notice', () => {
  it('is one sentence and then the reference, for every error the service can cause', () => {
    for (const code of CODES) {
      const text = failureText(work, new ApiError(code, { operation: 'sponsorReferrals' }));
      expect(text, code).toMatch(/^Referrals · last month could not be made: [a-z].*\. \(ref r-4kq2x9aa\)$/);
      expect(sentenceEnds(text.replace(/ \(ref r-4kq2x9aa\)$/, '')), text).toBe(1);
    }
  });

  it('reads the same way for a delivery failure and keeps the name of the platform capitalised', () => {
    const slack = failureText(work, deliveryError(SLACK_DELIVERY_ERRORS, 'is_archived'));
    expect(slack).toBe('Referrals · last month could not be posted: Slack says the channel is archived. (ref r-4kq2x9aa)');
    const teams = failureText(work, deliveryError(TEAMS_DELIVERY_ERRORS, '403', { status: 403 }));
    expect(teams).toBe('Referrals · last month could not be posted: Teams says I was removed from the conversation or blocked. (ref r-4kq2x9aa)');
    expect(sentenceEnds(failureText(work, new Error('boom')).replace(/ \(ref .*$/, ''))).toBe(1);
    expect(failureText(work, new Error('boom'))).not.toContain('boom');
  });

  it('says so in one sentence when the worker kept stopping under the job', () => {
    expect(failureText(work, stalledError(2))).toBe(
      'Referrals · last month could not be made: the worker making it stopped 2 times in a row, so it was given up. (ref r-4kq2x9aa)',
    );
  });
});
