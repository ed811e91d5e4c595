/**
 * The Teams receiver's part of the warm start (issue 33): the bot's own token, which its replies
 * in a turn (the typing indicator, the answer) are signed with, got before the first message.
 * The real botbuilder stack with authentication on, through the local OpenID issuer. In a file
 * of its own: botbuilder keeps tokens for the process, so no other test here may have got one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { warmReceivers } from '../../adapters/ops/warm-up.js';
import { createFrontDoor } from '../../src/commands/index.js';
import { LogCapture } from '../jobs/harness.js';
import { messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const open: TeamsHarness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) await h.close();
});

describe("the Teams receiver's warm start", () => {
  it('gets the token its replies are signed with before the first message, sending nothing to Teams; the first reply does not ask for one', async () => {
    const log = new LogCapture();
    const h = await startTeamsHarness({ logger: log.logger, worker: false });
    open.push(h);
    const issuer = h.issuer!;
    const asked = issuer.tokenRequests.length;
    const door = createFrontDoor({ jobs: h.jobs, logger: log.logger, timeZone: h.config.reports.timeZone });
    const receiver = h.teams.receive({ door, jobs: h.jobs });
    await warmReceivers({ door, receivers: [receiver], origin: h.baseUrl, logger: log.logger }).done;
    expect(log.events('warm_up_receivers_incomplete')).toEqual([]);
    expect(issuer.tokenRequests.slice(asked)).toEqual([{ clientId: issuer.appId, scope: 'https://api.botframework.com/.default', ok: true }]);
    expect(h.fake.calls).toEqual([]);
    expect(await h.jobCount()).toBe(0);

    const conversationId = 'a:1warm-receiver';
    expect((await h.post(h.activity({ id: messageId(), text: 'referrals last-month', conversationId }))).status).toBe(200);
    await h.fake.waitFor((c) => c.conversationId === conversationId && c.activity.type === 'typing', 20_000, 'the typing indicator');
    expect(issuer.tokenRequests.slice(asked)).toHaveLength(1);
  });
});
