/**
 * Teams authentication, end to end, through the bot's own validation against the local
 * OpenID issuer (test/helpers/openid-issuer.ts): a correctly signed Bot Framework token is
 * accepted and runs the report; every kind of bad token is refused with 401 before anything
 * happens: no turn, no job, no call to the Reporting Data Service (the sandbox counts every
 * request), nothing posted. With authentication off, only loopback service URLs are accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botFrameworkCloud } from '../../adapters/teams/bot-adapter.js';
import { parseConfig } from '../../src/config.js';
import { TEAMS_HELP_INTRO } from '../../adapters/teams/message.js';
import { cardOf, cardText } from './fake-connector.js';
import { APP_ID, capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';
import type { ChannelTokenOptions } from '../helpers/openid-issuer.js';
import { OCTOBER } from '../helpers/fixtures.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger });
});
afterAll(() => h?.close());

/**
 * POSTs `activity` to `harness` carrying `authorization`; answers the status and whether anything
 * at all happened: jobs queued, service requests, connector calls, a conversation reference saved.
 */
async function attemptOn(harness: TeamsHarness, activity: Record<string, unknown>, authorization?: string) {
  const conversationId = String((activity.conversation as { id: string }).id);
  const before = { jobs: await harness.jobCount(), api: harness.sandbox.stats.requests, calls: harness.fake.calls.length };
  const res = await harness.post(activity, authorization === undefined ? {} : { authorization });
  return {
    status: res.status,
    body: res.text,
    jobs: (await harness.jobCount()) - before.jobs,
    apiRequests: harness.sandbox.stats.requests - before.api,
    connectorCalls: harness.fake.calls.length - before.calls,
    saved: await harness.teams.references.get(conversationId),
  };
}

/** POSTs a report request carrying `authorization` to the authenticated harness. */
const attempt = (conversationId: string, authorization: string) =>
  attemptOn(h, h.activity({ text: 'referrals last-month', conversationId }), authorization);

describe('with MICROSOFT_APP_ID set, against the local issuer', () => {
  it('is authenticated, and does not warn that authentication is off', () => {
    expect(h.teams.authenticated).toBe(true);
    expect(log.events('teams_auth_disabled')).toEqual([]);
    expect(log.events('teams_started')[0]).toMatchObject({ authenticated: true, appType: 'MultiTenant', cloud: 'public' });
  });

  it('runs a report for a correctly signed token, and posts it with the token the bot got for itself', async () => {
    const id = messageId();
    const conversationId = 'a:1signed';
    const token = h.issuer!.channelToken({ serviceUrl: h.fake.serviceUrl });
    const res = await h.post(h.activity({ id, text: 'referrals last-month', conversationId }), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const card = await h.fake.waitFor(
      (c) => c.conversationId === conversationId && c.activityId === id && Array.isArray(c.activity.attachments),
      10_000,
      'the report card',
    );
    expect(card.status).toBe(201);
    expect(cardText(cardOf(card))).toContain(OCTOBER.periodLabel);
    expect(h.sandbox.stats.requests).toBeGreaterThan(0);
    // Every call carried a token from the issuer's token endpoint, asked for with the app's id and secret.
    expect(h.fake.callsIn(conversationId).every((c) => h.issuer!.verifyBotToken(c.authorization))).toBe(true);
    expect(h.issuer!.tokenRequests.filter((r) => r.ok)).not.toEqual([]);
    expect(h.issuer!.tokenRequests.every((r) => r.clientId === APP_ID && r.scope === 'https://api.botframework.com/.default')).toBe(true);
  });

  it('rejects a request without a token with 401, before its body is read', async () => {
    const r = await attempt('a:1anon', '');
    expect(r).toMatchObject({ status: 401, jobs: 0, apiRequests: 0, connectorCalls: 0, saved: null });
    expect(JSON.parse(r.body)).toEqual({ error: 'unauthorized' });
    expect(log.events('teams_request_rejected').at(-1)).toMatchObject({ reason: 'no_token' });
  });

  const bad: [string, (serviceUrl: string) => ChannelTokenOptions | string][] = [
    ['not a JWT at all', () => 'not-a-jwt'],
    ['for another audience (another bot)', (serviceUrl) => ({ serviceUrl, audience: '99999999-0000-0000-0000-000000000000' })],
    ['from another issuer', (serviceUrl) => ({ serviceUrl, issuer: 'https://api.botframework.com' })],
    ['expired (beyond five minutes of clock skew)', (serviceUrl) => ({ serviceUrl, expiresIn: -600 })],
    ['not valid yet (beyond the clock skew)', (serviceUrl) => ({ serviceUrl, notBefore: 900 })],
    ['unsigned (alg none, no signature)', (serviceUrl) => ({ serviceUrl, signing: 'none' })],
    ['signed by a key the issuer does not publish', (serviceUrl) => ({ serviceUrl, signing: 'unknown-key' })],
    ['signed by another key under the published key id', (serviceUrl) => ({ serviceUrl, signing: 'forged-with-published-kid' })],
    ['signed by a published key endorsed for another channel only', (serviceUrl) => ({ serviceUrl, signing: 'other-channel-key' })],
    ['for another service URL than the activity names', () => ({ serviceUrl: 'https://smba.trafficmanager.net/amer/' })],
  ];
  it.each(bad)('rejects a token %s with 401: no turn, no job, no service call, nothing posted', async (_what, make) => {
    const made = make(h.fake.serviceUrl);
    const token = typeof made === 'string' ? made : h.issuer!.channelToken(made);
    const conversationId = `a:1bad-${messageId()}`;
    const r = await attempt(conversationId, `Bearer ${token}`);
    expect(r).toMatchObject({ status: 401, jobs: 0, apiRequests: 0, connectorCalls: 0, saved: null });
    expect(JSON.parse(r.body)).toEqual({ error: 'unauthorized' });
    expect(log.events('teams_request_rejected').at(-1)).toMatchObject({ reason: 'invalid_token' });
  });

  it('never logs a token or the app secret', () => {
    const all = log.lines.join('\n');
    expect(all).not.toContain('a-test-client-secret');
    expect(all).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });
});

describe('with authentication off (no MICROSOFT_APP_ID)', () => {
  const offLog = capturingLogger();
  let off: TeamsHarness;
  beforeAll(async () => {
    off = await startTeamsHarness({ logger: offLog.logger, auth: 'off', worker: false });
  });
  afterAll(() => off?.close());

  it('says loudly that authentication is off', () => {
    expect(off.teams.authenticated).toBe(false);
    expect(offLog.events('teams_auth_disabled')).toHaveLength(1);
  });

  it('answers an activity for a service URL on this machine, and queues its report', async () => {
    const helpId = messageId();
    const help = await attemptOn(off, off.activity({ id: helpId, text: 'help', conversationId: 'a:1local' }));
    expect(help).toMatchObject({ status: 200, jobs: 0 });
    const reply = await off.fake.waitFor((c) => c.activityId === helpId && typeof c.activity.text === 'string', 10_000, 'the help reply');
    expect(String(reply.activity.text).startsWith(TEAMS_HELP_INTRO)).toBe(true);
    // A report is queued (the worker is off here) and the conversation remembered: what the refusal below must not do.
    const report = await attemptOn(off, off.activity({ text: 'referrals last-month', conversationId: 'a:1local-report' }));
    expect(report).toMatchObject({ status: 200, jobs: 1 });
    expect(report.saved).not.toBeNull();
  });

  it('refuses a service URL that is not on this machine: no turn, no job, no reference saved', async () => {
    const r = await attemptOn(
      off,
      off.activity({ text: 'referrals last-month', conversationId: 'a:1remote', serviceUrl: 'https://smba.trafficmanager.net/amer/' }),
    );
    expect(r).toMatchObject({ status: 401, jobs: 0, apiRequests: 0, connectorCalls: 0, saved: null });
    expect(JSON.parse(r.body)).toEqual({ error: 'unauthorized' });
    expect(off.sandbox.stats.requests).toBe(0);
    expect(offLog.events('teams_request_rejected').some((e) => e.reason === 'remote_service_url_without_auth')).toBe(true);
  });
});

describe('MICROSOFT_CLOUD: the endpoints the bot authenticates against', () => {
  const cloud = (env: Record<string, string>) =>
    botFrameworkCloud(parseConfig({ MICROSOFT_APP_ID: APP_ID, MICROSOFT_APP_PASSWORD: 'p', ...env }).teams!);

  it("public (the default): Azure's Bot Framework endpoints, tokens from the botframework.com tenant", () => {
    expect(cloud({})).toMatchObject({
      ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.com/v1/.well-known/openidconfiguration',
      ToBotFromChannelTokenIssuer: 'https://api.botframework.com',
      ToChannelFromBotLoginUrl: 'https://login.microsoftonline.com/botframework.com',
      ToChannelFromBotOAuthScope: 'https://api.botframework.com',
    });
  });

  it("usgov: Azure Government's; a Single Tenant bot gets its tokens from its own tenant", () => {
    expect(cloud({ MICROSOFT_CLOUD: 'usgov', MICROSOFT_APP_TYPE: 'SingleTenant', MICROSOFT_APP_TENANT_ID: 'tenant-1' })).toMatchObject({
      ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.us/v1/.well-known/openidconfiguration',
      ToBotFromChannelTokenIssuer: 'https://api.botframework.us',
      ToChannelFromBotLoginUrl: 'https://login.microsoftonline.us/tenant-1',
      ToChannelFromBotOAuthScope: 'https://api.botframework.us',
    });
  });

  it('china: the endpoints Microsoft publishes for Azure operated by 21Vianet', () => {
    expect(cloud({ MICROSOFT_CLOUD: 'china' })).toMatchObject({
      ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.cn/v1/.well-known/openidconfiguration',
      ToBotFromChannelTokenIssuer: 'https://api.botframework.azure.cn',
      ToChannelFromBotLoginUrl: 'https://login.partner.microsoftonline.cn/microsoftservices.partner.onmschina.cn',
      ToChannelFromBotOAuthScope: 'https://api.botframework.azure.cn',
    });
  });

  it("the three overrides replace the cloud's own, one by one", () => {
    expect(cloud({ MICROSOFT_CLOUD: 'usgov', MICROSOFT_TOKEN_ISSUER: 'https://issuer.example.net' })).toMatchObject({
      ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.us/v1/.well-known/openidconfiguration',
      ToBotFromChannelTokenIssuer: 'https://issuer.example.net',
      ToChannelFromBotLoginUrl: 'https://login.microsoftonline.us/MicrosoftServices.onmicrosoft.us',
    });
  });
});
