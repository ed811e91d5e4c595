/**
 * With an app id configured, `/api/messages` needs a Bot Framework token. Requests without
 * one, or with one that is not even a JWT, are refused with 401 locally: no call to
 * Microsoft's login or key endpoints (there is no network here, and a refusal must not
 * depend on one), no turn, no job, nothing posted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger, appId: '11111111-2222-3333-4444-555555555555' });
});
afterAll(() => h?.close());

describe('with MICROSOFT_APP_ID set', () => {
  it('is authenticated, and does not warn that authentication is off', () => {
    expect(h.teams.authenticated).toBe(true);
    expect(log.events('teams_auth_disabled')).toEqual([]);
    expect(log.events('teams_started')[0]).toMatchObject({ authenticated: true, appType: 'MultiTenant' });
  });

  it('rejects a request without a token with 401, before anything else happens', async () => {
    const before = await h.jobCount();
    const res = await h.post(h.activity({ text: 'referrals last-month', conversationId: 'a:1anon' }));
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toEqual({ error: 'unauthorized' });
    expect(await h.jobCount()).toBe(before);
    expect(h.fake.calls).toEqual([]);
    expect(await h.teams.references.get('a:1anon')).toBeNull();
    expect(log.events('teams_request_rejected').at(-1)).toMatchObject({ reason: 'no_token' });
  });

  it('rejects a token that is not a valid JWT with 401 (checked by botbuilder)', async () => {
    const res = await h.post(h.activity({ text: 'referrals last-month', conversationId: 'a:1forged' }), { authorization: 'Bearer not-a-jwt' });
    expect(res.status).toBe(401);
    expect(h.fake.calls).toEqual([]);
    expect(log.events('teams_request_rejected').at(-1)).toMatchObject({ reason: 'invalid_token' });
  });
});
