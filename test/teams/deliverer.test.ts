/**
 * The Teams deliverer with the real Agents SDK CloudAdapter, authentication on (its own token
 * from the local OpenID issuer, checked by the fake connector on every call), against the
 * fake connector: where each kind of message goes (reply, new post, update), charts inline or
 * by URL, the fallbacks, and how Bot Framework failures map onto DeliveryError.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBotAdapter } from '../../adapters/teams/bot-adapter.js';
import { createTeamsDeliverer } from '../../adapters/teams/deliverer.js';
import { toTeamsDeliveryError } from '../../adapters/teams/errors.js';
import { createMemoryReferenceStore } from '../../adapters/teams/reference-store.js';
import type { TeamsReference } from '../../adapters/teams/reference.js';
import { DeliveryError, type Deliverer, type OutgoingMessage } from '../../jobs/deliverer.js';
import type { DeliveryTarget } from '../helpers/recording-deliverer.js';
import { CHART_ERROR_LINE, CHART_UNATTACHED_LINE, type Chart } from '../../src/render/charts.js';
import { chartConfigs, createLocalChartRenderer } from '../../src/render/charts.js';
import type { Report } from '../../src/catalogue/types.js';
import { HAND_REPORT_TEXT, handReport } from '../helpers/hand-report.js';
import { cardImages, cardOf, cardText, FakeConnector } from './fake-connector.js';
import { APP_ID, BOT, capturingLogger } from './harness.js';
import { parseConfig } from '../../src/config.js';
import { OpenIdIssuer } from '../helpers/openid-issuer.js';

const issuer = new OpenIdIssuer(APP_ID, 'deliverer-test-secret');
const fake = new FakeConnector((authorization) => issuer.verifyBotToken(authorization));
const log = capturingLogger();
const references = createMemoryReferenceStore();
let deliverer: Deliverer;
let report: Report;
let charts: Chart[];

const CHAT = 'a:1chat';
const ref = (over: Partial<TeamsReference> = {}): TeamsReference => ({
  bot: { id: BOT.id, name: BOT.name },
  user: { id: '29:ana' },
  conversation: { id: CHAT, conversationType: 'personal' },
  channelId: 'msteams',
  serviceUrl: fake.serviceUrl,
  ...over,
});
const target = (r: TeamsReference = ref()): DeliveryTarget => ({ platform: 'teams', conversationReference: { ...r } });
const reportMessage = (over: Partial<Extract<OutgoingMessage, { kind: 'report' }>> = {}): OutgoingMessage => ({
  kind: 'report',
  report,
  charts,
  chartError: false,
  correlationId: 'r-teams001',
  ...over,
});
const failureOf = async (p: Promise<unknown>): Promise<DeliveryError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
};

beforeAll(async () => {
  await issuer.start();
  await fake.start();
  deliverer = createTeamsDeliverer({ adapter: createBotAdapter(parseConfig(issuer.env()).teams), appId: APP_ID, logger: log.logger, references });
  report = handReport();
  const renderer = createLocalChartRenderer({ width: 400, height: 200 });
  charts = await Promise.all(chartConfigs(report).map(async (s) => ({ key: s.key, title: s.title, alt: s.alt, image: await renderer.render(s) })));
});
afterAll(async () => {
  await fake.close();
  await issuer.close();
});
beforeEach(() => fake.reset());

describe('reports', () => {
  it('answers a command as a reply to its message, the PNG chart inline as a data URI', async () => {
    const receipt = await deliverer.deliver(target(ref({ activityId: '1700000000001' })), reportMessage());
    const [call] = fake.calls;
    expect(call).toMatchObject({ kind: 'reply', conversationId: CHAT, activityId: '1700000000001', status: 201 });
    expect(receipt.messageId).toBe(call!.id);
    const card = cardOf(call!);
    expect(cardText(card)).toContain(HAND_REPORT_TEXT.referralRevenue);
    const [image] = cardImages(card);
    expect(
      Buffer.from(image!.url.replace(/^data:image\/png;base64,/, ''), 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(image!.altText).toBe(charts[0]!.alt);
  });

  it('posts a standing reference (a subscription) as a new message, naming the subscription', async () => {
    await deliverer.deliver(target(), reportMessage({ subscriptionId: 'sub-abc123' }));
    const [call] = fake.calls;
    expect(call).toMatchObject({ kind: 'post', conversationId: CHAT });
    expect(cardText(cardOf(call!))).toContain('type `unsubscribe sub-abc123` to stop it');
  });

  it("delivers a reference saved in botbuilder's shape and one in the Agents SDK's (the bot's account as `agent`) alike", async () => {
    const { bot, ...rest } = ref();
    await deliverer.deliver(target(), reportMessage({ subscriptionId: 'sub-bot' }));
    // The Agents SDK's shape is not our type: what a store holds is read as plain data.
    await deliverer.deliver(target({ ...rest, agent: bot } as unknown as TeamsReference), reportMessage({ subscriptionId: 'sub-agent' }));
    expect(fake.calls.map((c) => [c.kind, c.conversationId, c.status, c.activity.from])).toEqual([
      ['post', CHAT, 201, { id: BOT.id, name: BOT.name }],
      ['post', CHAT, 201, { id: BOT.id, name: BOT.name }],
    ]);
  });

  it('shows a URL chart by its URL (CHARTS=quickchart)', async () => {
    const url = 'https://quickchart.io/chart/render/zm-abc';
    await deliverer.deliver(target(), reportMessage({ charts: [{ ...charts[0]!, image: { kind: 'url', url, width: 800, height: 400 } }] }));
    expect(cardImages(cardOf(fake.calls[0]!)).map((i) => i.url)).toEqual([url]);
  });

  it('updates the card in place for a button', async () => {
    const receipt = await deliverer.deliver(target(ref({ activityId: 'click-1' })), reportMessage({ replaceMessageId: 'act-card' }));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ kind: 'update', method: 'PUT', activityId: 'act-card', status: 200 });
    expect(receipt.messageId).toBe('act-card');
  });

  it.each([400, 404])('posts a reply instead when Teams will not update the card (%i)', async (status) => {
    fake.fail(status, { kind: 'update' });
    await deliverer.deliver(target(ref({ activityId: 'click-2' })), reportMessage({ replaceMessageId: 'act-gone' }));
    expect(fake.calls.map((c) => `${c.kind} ${c.status}`)).toEqual([`update ${status}`, 'reply 201']);
    expect(log.events('teams_update_refused').length).toBeGreaterThan(0);
  });

  it('does not post instead when the update fails because the bot was removed (403)', async () => {
    fake.fail(403, { kind: 'update' });
    const err = await failureOf(deliverer.deliver(target(ref({ activityId: 'click-3' })), reportMessage({ replaceMessageId: 'act-card' })));
    expect(err).toMatchObject({ code: 'target_gone', permanent: true, platformCode: '403' });
    expect(fake.calls).toHaveLength(1);
  });

  it('posts again without the inline chart when Teams says the card is too large (413)', async () => {
    fake.fail(413, { kind: 'post' });
    await deliverer.deliver(target(), reportMessage());
    expect(fake.calls.map((c) => `${c.kind} ${c.status}`)).toEqual(['post 413', 'post 201']);
    const card = cardOf(fake.calls[1]!);
    expect(cardImages(card)).toEqual([]);
    // The chart was made; only the message could not carry it.
    expect(cardText(card)).toContain(CHART_UNATTACHED_LINE);
    expect(cardText(card)).not.toContain(CHART_ERROR_LINE);
    expect(log.events('teams_card_too_large')).toHaveLength(1);
  });
});

describe('notices', () => {
  it('are text messages, one paragraph per line', async () => {
    await deliverer.deliver(target(ref({ activityId: 'm-9' })), {
      kind: 'notice',
      text: 'First line.\nSecond line.',
      correlationId: 'r-n1',
      audience: 'requester',
    });
    expect(fake.calls[0]).toMatchObject({
      kind: 'reply',
      activity: { type: 'message', text: 'First line.\n\nSecond line.', textFormat: 'markdown' },
    });
  });

  it('write commands as one types them in Teams, without /report', async () => {
    const text =
      'The scheduled report Signups · last week (subscription `k7m2qd`) was not posted: ask an admin to widen it with `/report access grant reports signups`.';
    await deliverer.deliver(target(ref({ activityId: 'm-10' })), { kind: 'notice', text, correlationId: 'r-n2', audience: 'channel' });
    expect(fake.calls[0]!.activity.text).toBe(
      'The scheduled report Signups · last week (subscription `k7m2qd`) was not posted: ask an admin to widen it with `access grant reports signups`.',
    );
  });
});

describe('failures', () => {
  it('403 and 404 are permanent (the subscription is paused)', async () => {
    for (const status of [403, 404]) {
      fake.fail(status);
      const err = await failureOf(deliverer.deliver(target(), reportMessage()));
      expect(err).toMatchObject({ code: 'target_gone', permanent: true, retryable: false, platformCode: String(status) });
    }
  });

  it('429 without Retry-After is retryable at once, by the job', async () => {
    fake.fail(429);
    const err = await failureOf(deliverer.deliver(target(), reportMessage()));
    expect(err).toMatchObject({ code: 'rate_limited', retryable: true, permanent: false });
    expect(fake.calls).toHaveLength(1);
  });

  it('429 with Retry-After: one call, then the job waits the Retry-After (the connector client does not retry on top of it)', async () => {
    fake.fail(429, { times: 1, retryAfter: '7' });
    const err = await failureOf(deliverer.deliver(target(), reportMessage()));
    expect(err).toMatchObject({ code: 'rate_limited', retryable: true, retryAfterMs: 7000 });
    expect(fake.calls).toHaveLength(1);
  });

  it('412 is retryable (Teams asks to retry it with backoff)', async () => {
    fake.fail(412);
    const err = await failureOf(deliverer.deliver(target(), reportMessage()));
    expect(err).toMatchObject({ code: 'unavailable', retryable: true, permanent: false, platformCode: '412' });
  });

  it('a 502 is one call, retryable: the job retries it with backoff, and the next try is delivered', async () => {
    fake.fail(502);
    const err = await failureOf(deliverer.deliver(target(), reportMessage()));
    expect(err).toMatchObject({ code: 'unavailable', retryable: true, platformCode: '502' });
    await deliverer.deliver(target(), reportMessage());
    expect(fake.calls.map((c) => c.status)).toEqual([502, 201]);
  });

  it('maps what reaches it: 5xx retryable, 401 a configuration problem, no status retryable', () => {
    for (const status of [500, 502, 503, 504])
      expect(toTeamsDeliveryError({ statusCode: status })).toMatchObject({ code: 'unavailable', retryable: true });
    expect(toTeamsDeliveryError({ statusCode: 401 })).toMatchObject({ code: 'rejected', retryable: false, permanent: false });
    expect(toTeamsDeliveryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toMatchObject({
      code: 'unavailable',
      retryable: true,
    });
  });

  it('refuses other platforms and references that do not validate, without a call', async () => {
    const slack: DeliveryTarget = { platform: 'slack', teamId: 'T1', channelId: 'C1', userId: 'U1' };
    expect(await failureOf(deliverer.deliver(slack, reportMessage()))).toMatchObject({ code: 'rejected', platformCode: 'wrong_platform' });
    const broken: DeliveryTarget = { platform: 'teams', conversationReference: { conversation: { id: CHAT } } };
    expect(await failureOf(deliverer.deliver(broken, reportMessage()))).toMatchObject({ code: 'rejected', platformCode: 'bad_reference' });
    expect(fake.calls).toEqual([]);
  });

  it('with authentication off, never calls a service URL off this machine', async () => {
    const unauthenticated: Deliverer = createTeamsDeliverer({ adapter: createBotAdapter(null), appId: '', logger: log.logger, references });
    const remote = target(ref({ serviceUrl: 'https://smba.trafficmanager.net/emea/' }));
    expect(await failureOf(unauthenticated.deliver(remote, reportMessage()))).toMatchObject({
      code: 'rejected',
      platformCode: 'untrusted_service_url',
    });
  });

  it('a bot whose credentials the login authority refuses fails as a configuration problem, before any call to Teams', async () => {
    // Another app id: the bot keeps a token per app id, and this one must never have had one.
    const other = parseConfig({ ...issuer.env(), MICROSOFT_APP_ID: '99999999-8888-7777-6666-555555555555' }).teams;
    const unsigned: Deliverer = createTeamsDeliverer({ adapter: createBotAdapter(other), appId: other!.appId, logger: log.logger, references });
    const err = await failureOf(unsigned.deliver(target(), reportMessage()));
    expect(err).toMatchObject({ code: 'rejected', retryable: false, permanent: false, platformCode: '401' });
    expect(err.userMessage).toBe('The bot cannot sign in to Teams; an administrator needs to check its app id and password.');
    expect(issuer.tokenRequests.at(-1)).toMatchObject({ clientId: '99999999-8888-7777-6666-555555555555', ok: false });
    expect(fake.calls).toEqual([]);
  });

  it('every call it made carried a token from the issuer', () => {
    expect(issuer.tokenRequests.filter((r) => r.ok).length).toBeGreaterThan(0);
  });
});

describe('saved references', () => {
  it('give an old target the conversation’s newest service URL', async () => {
    const conversation = { id: '19:moved@thread.tacv2', conversationType: 'channel' };
    await references.save(ref({ conversation, activityId: 'm-1' }));
    // The subscription was made when the conversation lived on another (now dead) service URL.
    await deliverer.deliver(target(ref({ conversation, serviceUrl: 'http://127.0.0.1:9/' })), reportMessage());
    expect(fake.calls[0]).toMatchObject({ kind: 'post', conversationId: conversation.id, status: 201 });
    expect(log.events('teams_reference_refreshed')).toHaveLength(1);
  });
});

describe('a conversation Teams throttled (429)', () => {
  it('is held before the next delivery to it, while other conversations go on', async () => {
    const held = { id: 'a:1throttled', conversationType: 'personal' };
    const free = { id: 'a:1unthrottled', conversationType: 'personal' };
    // No Retry-After: the connector client does not retry it, the job would; the conversation is held 1 s.
    fake.fail(429, { conversationId: held.id });
    expect(await failureOf(deliverer.deliver(target(ref({ conversation: held })), reportMessage()))).toMatchObject({ code: 'rate_limited' });
    // Started first, the held conversation's next message reaches Teams after the other one's.
    const again = deliverer.deliver(target(ref({ conversation: held })), reportMessage());
    await deliverer.deliver(target(ref({ conversation: free })), reportMessage());
    await again;
    expect(fake.calls.map((c) => [c.conversationId.split(';')[0], c.status])).toEqual([
      [held.id, 429],
      [free.id, 201],
      [held.id, 201],
    ]);
  });
});
