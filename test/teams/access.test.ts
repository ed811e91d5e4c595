/**
 * Access in Teams through the real bot: only the people listed in TEAMS_ADMIN_IDS (by AAD
 * object id) may change a conversation's access; a report outside the scope is refused with
 * one sentence and nothing is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN } from '../../src/commands/index.js';
import { ANA, capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
const BOSS = { id: '29:boss', name: 'Bo Boss', aadObjectId: '00000000-0000-0000-0000-0000000000b0' };
const CHAT = '19:harbor-chat@thread.v2';
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger, adminIds: [BOSS.aadObjectId] });
});
afterAll(() => h?.close());

/** Sends a message in the group chat as `from`; resolves with the bot's text reply. */
async function say(text: string, from: typeof ANA = ANA): Promise<string> {
  const id = messageId();
  const res = await h.post({ ...h.activity({ id, text, conversationId: CHAT, conversationType: 'groupChat' }), from });
  expect(res.status).toBe(200);
  const reply = h.fake.calls.find((c) => c.activityId === id && typeof c.activity.text === 'string' && c.activity.type === 'message');
  if (!reply) throw new Error(`no reply to "${text}"`);
  return String(reply.activity.text);
}

describe('access in Teams', () => {
  it('refuses a change by someone not in TEAMS_ADMIN_IDS, and changes nothing', async () => {
    expect(await say('access grant properties harbor-view-inn')).toBe(NOT_ADMIN);
    expect(log.events('access_refused')).toEqual([
      expect.objectContaining({ reason: 'not_admin', userId: ANA.aadObjectId, conversation: `teams:${CHAT}` }),
    ]);
    expect(await say('access')).toContain('no access settings of its own, so it sees everything');
  });

  it('lets a listed admin limit the conversation; a report outside it is refused and nothing is queued', async () => {
    expect(await say('access grant reports signups properties harbor-view-inn', BOSS)).toContain('Done. This channel can see:');
    const before = await h.jobCount();
    expect(await say('referrals last-month')).toBe(
      'This channel can see signups, not referrals; ask an admin to widen it with `access grant reports referrals`.',
    );
    expect(await h.jobCount()).toBe(before);
  });
});
