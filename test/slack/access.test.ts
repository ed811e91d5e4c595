/**
 * Access in Slack, end to end through the real Bolt app: who may change a channel's access is
 * asked of Slack itself (`users.info` on the fake Web API: workspace admins and owners), and a
 * command outside the channel's scope is refused in the ack, before anything is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN } from '../../src/commands/index.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger, lines } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
});
afterAll(() => h?.close());

const command = (text: string, user: string, responseId: string) =>
  postSigned(h.eventsUrl, commandBody({ text, channel: 'C0HARBOR', user, responseUrl: h.fake.responseUrl(responseId) }));
const reply = async (responseId: string) =>
  String((await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === responseId)).params.text);

describe('/report access in Slack', () => {
  it('refuses a change by a member who is not a workspace admin, as users.info says, and changes nothing', async () => {
    const res = await command('access grant properties harbor-view-inn', 'U0ANA', 'member');
    expect(res.status).toBe(200);
    expect(await reply('member')).toBe(NOT_ADMIN);
    expect(h.fake.callsOf('users.info').map((c) => c.params.user)).toEqual(['U0ANA']);
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === 'access_refused');
    expect(events).toEqual([expect.objectContaining({ reason: 'not_admin', userId: 'U0ANA', conversation: 'slack:T0FAKE:C0HARBOR' })]);

    await command('access', 'U0ANA', 'show');
    expect(await reply('show')).toContain('no access settings of its own, so it sees everything');
  });

  it('lets a workspace admin limit the channel; a command outside it is refused in the ack and nothing is queued', async () => {
    h.fake.admins.add('U0BOSS');
    await command('access grant reports signups properties harbor-view-inn', 'U0BOSS', 'admin');
    expect(await reply('admin')).toBe(
      [
        'Done. This channel can see:',
        '• Reports: signups',
        '• Properties: Harbor View Inn (harbor-view-inn)',
        '• Discoveries: none',
        '• People-level reports (stories and planners): no',
      ].join('\n'),
    );

    const before = await h.jobCount();
    const res = await command('signups last-week property seaside-grand-resort', 'U0ANA', 'outside');
    expect(res.json).toEqual({
      response_type: 'ephemeral',
      text: 'This channel can see Harbor View Inn only; ask an admin to widen it with `/report access grant properties seaside-grand-resort`.',
    });
    const referrals = await command('referrals last-month', 'U0ANA', 'report');
    expect(referrals.json).toEqual({
      response_type: 'ephemeral',
      text: 'This channel can see signups, not referrals; ask an admin to widen it with `/report access grant reports referrals`.',
    });
    expect(await h.jobCount()).toBe(before);
  });
});
