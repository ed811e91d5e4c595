/**
 * A property-scoped channel never causes a service call outside its scope: commands, buttons
 * (tampered or not), subscription firings and the digest, checked at the sandbox's request
 * log. Real parts: Redis under a fresh prefix, the sandbox over HTTP, the real jobs runtime
 * and front door; a recording deliverer stands for the chat platform. Expected request
 * parameters and sentences are written by hand.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { createFrontDoor, NOT_ADMIN, type Conversation, type FrontDoor, type Voice } from '../../src/commands/index.js';
import { encodeActionValue } from '../../src/render/actions.js';
import type { SlackTarget } from '../../adapters/slack/target.js';
import { NOW, jobWhen, query, slackTarget, startHarness, type Harness } from '../jobs/harness.js';
import { createMetrics } from '../../adapters/ops/index.js';
import { sample } from '../ops/helpers.js';
import { companyRequests, expectRequestsWithinScope } from './scope-log.js';

/** Slack's way of writing commands, without its escaping: sentences compare as written. */
const VOICE: Voice = { help: '/report help', emphasis: (t) => t, quote: (t) => t, finish: (t) => t };
const ADMIN = 'UADMIN';
const HARBOR_SCOPE = { properties: ['harbor-view-inn'], discoveries: [] };

let h: Harness;
let door: FrontDoor;
const metrics = createMetrics({ defaultMetrics: false });
const counted = async (name: string, labels: Record<string, string>) => sample(await metrics.registry.metrics(), name, labels);

function conversation(userId = ADMIN, channelId = 'CHARBOR'): Conversation<SlackTarget> {
  return { target: slackTarget(channelId, userId), requester: { userId }, voice: VOICE };
}

/** A command handled as a receiver hands it in; the reply is what the person reads. */
async function run(text: string, conv = conversation()) {
  const handled = await door.handle({ text }, conv);
  if (!handled) throw new Error(`not answered: ${text}`);
  return { answer: handled.answer, reply: handled.followUp.say ?? handled.answer.say, correlationId: handled.followUp.correlationId };
}

/** The report delivered for a queued request. */
async function delivered(correlationId: string) {
  const [d] = await h.deliverer.waitFor(1, 15_000, (x) => x.message.correlationId === correlationId);
  if (d!.message.kind !== 'report') throw new Error(`expected a report, got ${JSON.stringify(d!.message)}`);
  return d!.message.report;
}

async function report(text: string, conv = conversation()) {
  const { answer, correlationId } = await run(text, conv);
  expect(answer.then.kind, answer.say ?? '').toBe('report');
  return delivered(correlationId!);
}

beforeAll(async () => {
  // No shared answers: every report asks the sandbox, so its log shows every request.
  h = await startHarness({ env: { SHARED_FETCH_TTL_SECONDS: '0' }, observer: metrics.jobs });
  door = createFrontDoor({
    jobs: h.jobs,
    logger: h.log.logger,
    timeZone: 'UTC',
    now: () => NOW,
    adminUsers: [ADMIN],
    onAccessRefused: metrics.recordAccessRefused,
    onAccessChanged: metrics.recordAccessChange,
  });
  const granted = await run('access grant reports signups stories optouts planners digest occupancy referrals properties harbor-view-inn people');
  expect(granted.reply).toBe(
    [
      'Done. This channel can see:',
      '• Reports: signups, stories, optouts, planners, digest, occupancy and referrals',
      '• Properties: Harbor View Inn (harbor-view-inn)',
      '• Discoveries: none',
      '• People-level reports (stories and planners): yes',
    ].join('\n'),
  );
}, 30_000);
afterAll(() => h?.close());
beforeEach(() => {
  h.sandbox.stats.reset();
  h.deliverer.clear();
});

describe('a property-scoped channel', () => {
  it('narrows commands to its property and refuses others before any request', async () => {
    const signups = await report('signups last-week');
    expect(signups.query.properties).toEqual(['harbor-view-inn']);
    expect(signups.filters).toEqual(['Harbor View Inn']);
    await report('optouts last-week');
    await report('stories last-week');

    const outside = await run('signups last-week property seaside-grand-resort');
    expect(outside.answer.then).toEqual({ kind: 'none' });
    expect(outside.reply).toBe(
      'This channel can see Harbor View Inn only; ask an admin to widen it with `/report access grant properties seaside-grand-resort`.',
    );
    const planners = await run('planners last-week');
    expect(planners.reply).toBe('This channel can see no discovery yet; ask an admin to run `/report access grant discoveries …`.');
    const bookings = await run('bookings');
    expect(bookings.reply).toBe(
      'This channel can see signups, stories, optouts, planners, digest, occupancy and referrals, not bookings; ask an admin to widen it with `/report access grant reports bookings`.',
    );
    expect(await counted('report_bot_access_refused_total', { reason: 'property' })).toBe(1);
    expect(await counted('report_bot_access_refused_total', { reason: 'discovery' })).toBe(1);
    expect(await counted('report_bot_access_refused_total', { reason: 'report' })).toBe(1);
    expect(h.log.events('access_refused')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ where: 'command', reason: 'property', report: 'signups', conversation: 'slack:T0001:CHARBOR', userId: ADMIN }),
      ]),
    );

    // Last week (Nov 8–14) and the week before (Nov 1–7), each with Harbor View Inn only; no discovery request.
    const requests = companyRequests(h.sandbox);
    const harbor = (path: string, startdate: string, enddate: string) => ({
      path: `/v1/company/data/advocacy/${path}`,
      properties: ['harbor-view-inn'],
      startdate,
      enddate,
    });
    for (const path of ['signups', 'optouts', 'stories']) {
      expect(requests).toContainEqual(harbor(path, '2026-11-08', '2026-11-14'));
      expect(requests).toContainEqual(harbor(path, '2026-11-01', '2026-11-07'));
    }
    expect(new Set(requests.map((r) => r.path))).toEqual(
      new Set(['/v1/company/data/advocacy/signups', '/v1/company/data/advocacy/optouts', '/v1/company/data/advocacy/stories']),
    );
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);
  });

  it('checks buttons the same way, a tampered one included', async () => {
    const tampered = encodeActionValue({
      id: 'refresh',
      label: 'Refresh',
      query: { ...query('signups last-week'), properties: ['seaside-grand-resort'] },
    });
    const conv = conversation();
    const click = (await door.handle({ button: tampered, messageId: 'm-1' }, conv))!.answer;
    expect(click.then).toEqual({ kind: 'none' });
    expect(click.say).toBe(
      'This channel can see Harbor View Inn only; ask an admin to widen it with `/report access grant properties seaside-grand-resort`.',
    );

    // A button without a property filter (one from before the channel was limited) is narrowed.
    const plain = (await door.handle(
      { button: encodeActionValue({ id: 'refresh', label: 'Refresh', query: query('signups last-week') }), messageId: 'm-2' },
      conv,
    ))!;
    expect(plain.answer.then).toMatchObject({
      kind: 'report',
      replaceMessageId: 'm-2',
      query: { report: 'signups', properties: ['harbor-view-inn'] },
    });
    await delivered(plain.followUp.correlationId!);
    expect(companyRequests(h.sandbox).length).toBeGreaterThan(0);
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);
  });

  it('runs the digest under its scope: sections narrowed, people left out when not allowed', async () => {
    const digest = await report('digest last-week');
    expect(digest.sections.map((s) => s.kind)).toEqual(['occupancy', 'signups', 'stories', 'referrals']);
    expect(companyRequests(h.sandbox)).toContainEqual({
      path: '/v1/company/data/advocacy/stories',
      properties: ['harbor-view-inn'],
      startdate: '2026-11-08',
      enddate: '2026-11-14',
    });
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);

    expect((await run('access revoke people')).reply).toContain('• People-level reports (stories and planners): no');
    h.sandbox.stats.reset();
    const withoutPeople = await report('digest last-week');
    expect(withoutPeople.sections.map((s) => s.kind)).toEqual(['occupancy', 'signups', 'referrals']);
    expect(withoutPeople.notes).toContain("Guest photo stories is left out: this channel's access does not include it.");
    expect(new Set(companyRequests(h.sandbox).map((r) => r.path))).toEqual(new Set(['/v1/company/data/advocacy/signups']));
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);
    await run('access grant people');
  });

  it('re-checks a subscription at each firing, and posts one sentence instead of a refused one', async () => {
    const subscribed = await run('subscribe signups last-week every monday at 09:00');
    expect(subscribed.reply).toMatch(/^Subscribed: Signups · last week, every Monday at 09:00 \(UTC\)/);
    const [subscription] = await h.jobs.subscriptions!.list('slack:T0001:CHARBOR');
    // Stored as typed: the scope is applied when it fires, not frozen at creation.
    expect(subscription!.query.properties).toEqual([]);

    const monday = new Date('2026-11-23T09:00:00Z');
    const first = await enqueueFiring(h.jobs.queue!, subscription!.id, monday);
    await jobWhen(h.jobs.queue!, first, 'completed', 15_000);
    expect(h.deliverer.reports().map((d) => d.message.report.query.properties)).toEqual([['harbor-view-inn']]);
    expect(companyRequests(h.sandbox)).toContainEqual({
      path: '/v1/company/data/advocacy/signups',
      properties: ['harbor-view-inn'],
      startdate: '2026-11-15',
      enddate: '2026-11-21',
    });
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);

    // The admin takes signups away; the next firing posts why, once, and asks the service nothing.
    await run('access revoke reports signups');
    h.sandbox.stats.reset();
    h.deliverer.clear();
    const next = new Date('2026-11-30T09:00:00Z');
    const second = await enqueueFiring(h.jobs.queue!, subscription!.id, next);
    const job = await jobWhen(h.jobs.queue!, second, 'completed', 15_000);
    expect(job.returnvalue).toMatchObject({ status: 'skipped', reason: 'refused' });
    expect(h.deliverer.deliveries.map((d) => d.message)).toEqual([
      {
        kind: 'notice',
        audience: 'channel',
        correlationId: expect.any(String),
        text: `The scheduled report Signups · last week (subscription \`${subscription!.id}\`) was not posted: this channel can see stories, optouts, planners, digest, occupancy and referrals, not signups; ask an admin to widen it with \`/report access grant reports signups\`.`,
      },
    ]);
    expect(h.sandbox.stats.log).toEqual([]);
    expect(h.log.events('access_refused')).toContainEqual(
      expect.objectContaining({ where: 'firing', reason: 'report', subscriptionId: subscription!.id }),
    );
    expect(await counted('report_bot_jobs_total', { job: 'subscription', report: 'signups', outcome: 'skipped' })).toBe(1);
    // The bookings command of the first test, then this firing.
    expect(await counted('report_bot_access_refused_total', { reason: 'report' })).toBe(2);

    // The same firing tried again (a retry, a second job) finds it recorded and posts nothing more.
    const again = await enqueueFiring(h.jobs.queue!, subscription!.id, next);
    if (again !== second) {
      const repeat = await jobWhen(h.jobs.queue!, again, 'completed', 15_000);
      expect(repeat.returnvalue).toMatchObject({ status: 'duplicate' });
    }
    expect(h.deliverer.deliveries).toHaveLength(1);
    await run('access grant reports signups');
  });

  it('checks an alert when it is made and narrows every check of it to the scope', async () => {
    // Bookings were never granted here: the alert is refused before anything is kept.
    const refused = await run('alert bookings revenue below 5000 last-week');
    expect(refused.reply).toBe(
      // Signups last: the test before revoked and granted them again.
      'This channel can see stories, optouts, planners, digest, occupancy, referrals and signups, not bookings; ask an admin to widen it with `/report access grant reports bookings`.',
    );
    expect((await h.jobs.subscriptions!.list('slack:T0001:CHARBOR')).filter((s) => s.alert)).toEqual([]);

    const made = await run('alert signups signups above 0 last-week every monday at 09:00');
    expect(made.answer.then.kind).toBe('subscription');
    const [alert] = (await h.jobs.subscriptions!.list('slack:T0001:CHARBOR')).filter((s) => s.alert);
    expect(alert!.query.properties).toEqual([]);
    h.sandbox.stats.reset();
    const firing = await enqueueFiring(h.jobs.queue!, alert!.id, new Date('2026-12-07T09:00:00Z'));
    await jobWhen(h.jobs.queue!, firing, 'completed', 15_000);
    // Its check asked for Harbor View Inn's signups of Nov 29 – Dec 5 only (and the week before).
    expect(companyRequests(h.sandbox)).toContainEqual({
      path: '/v1/company/data/advocacy/signups',
      properties: ['harbor-view-inn'],
      startdate: '2026-11-29',
      enddate: '2026-12-05',
    });
    expectRequestsWithinScope(h.sandbox, HARBOR_SCOPE);
    await run(`unsubscribe ${alert!.id}`);
  });

  it('lets only admins change it; a non-admin gets one sentence and nothing changes', async () => {
    const before = await run('access');
    const attempt = await run('access grant properties seaside-grand-resort', conversation('UOTHER'));
    expect(attempt.reply).toBe(NOT_ADMIN);
    expect(NOT_ADMIN).toBe('Only an admin can change what this channel may see; ask a workspace admin (or one listed in ADMIN_USERS) to do it.');
    expect((await run('access')).reply).toBe(before.reply);
    expect(await counted('report_bot_access_refused_total', { reason: 'not_admin' })).toBe(1);
    expect(h.log.events('access_refused')).toContainEqual(
      expect.objectContaining({ where: 'access_change', reason: 'not_admin', userId: 'UOTHER', conversation: 'slack:T0001:CHARBOR' }),
    );
    expect(await counted('report_bot_access_changes_total', { action: 'grant' })).toBeGreaterThanOrEqual(1);
    expect(h.log.events('access_changed')[0]).toMatchObject({
      action: 'grant',
      userId: ADMIN,
      conversation: 'slack:T0001:CHARBOR',
      change: { properties: ['harbor-view-inn'] },
    });
  });

  it('leaves other channels to the default, and access reset brings a channel back to it', async () => {
    const other = conversation(ADMIN, 'COTHER');
    expect((await run('access', other)).reply).toContain('no access settings of its own, so it sees everything');
    const bookings = await run('bookings', other);
    expect(bookings.answer.then.kind).toBe('report');
    await delivered(bookings.correlationId!);
    await run('access grant reports digest', other);
    expect((await run('access reset', other)).reply).toMatch(/^Done: this channel follows the default again\./);
    expect((await run('access', other)).reply).toContain('no access settings of its own');
  });
});
