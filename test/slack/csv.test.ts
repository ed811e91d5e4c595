/**
 * Download CSV in Slack, end to end: a signed click on the report's button through real Bolt,
 * the BullMQ worker on Redis recomputing the report from the sandbox, and the file uploaded
 * to the fake Slack Web API into the report's thread. The CSV is checked line by line against
 * the fixture's figures, worked out by hand in test/helpers/fixture-csv.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_TABLE_SENTENCE } from '../../adapters/slack/csv.js';
import { OCTOBER_BY_CHANNEL_CSV, csvBytes } from '../helpers/fixture-csv.js';
import type { RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, buttonPress, blocksOf, capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
});
afterAll(() => h?.close());

function click(message: RecordedCall, channel: string, value: string, responseId: string) {
  return postSigned(
    h.eventsUrl,
    actionBody(
      buttonPress({ message, ts: h.fake.tsOf(message), channel, actionId: 'report_csv', value, responseUrl: h.fake.responseUrl(responseId) }),
    ),
  );
}

/** The report's buttons as Slack got them. */
function buttons(message: RecordedCall): { action_id: string; value?: string; text: { text: string } }[] {
  const actions = blocksOf(message).find((b) => b.type === 'actions') as unknown as {
    elements: { action_id: string; value?: string; text: { text: string } }[];
  };
  return actions.elements;
}

async function postReport(text: string, channel: string): Promise<RecordedCall> {
  const res = await postSigned(h.eventsUrl, commandBody({ text, channel, responseUrl: h.fake.responseUrl() }));
  expect(res.status).toBe(200);
  return h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel);
}

describe('Download CSV in Slack', () => {
  it("uploads the report's CSV into its thread, once, with the figures worked out by hand", async () => {
    const report = await postReport('referrals last-month by channel', 'C0CSV');
    await h.drained();
    const csvButton = buttons(report).find((b) => b.action_id === 'report_csv');
    expect(csvButton?.text.text).toBe('Download CSV');
    const posts = h.fake.callsOf('chat.postMessage').length;
    // The chart was written into the report after its figures: one update, before the click.
    const updates = h.fake.callsOf('chat.update', 'C0CSV').length;
    expect(updates).toBe(1);
    const replies = h.fake.callsOf('response_url').length + h.fake.callsOf('chat.postEphemeral').length;

    const res = await click(report, 'C0CSV', csvButton!.value!, 'csv-click');
    expect(res.status).toBe(200);
    const completed = await h.fake.waitFor((c) => c.method === 'files.completeUploadExternal' && c.ok && c.params.channel_id === 'C0CSV');
    expect(completed.params.thread_ts).toBe(h.fake.tsOf(report));
    const files = (typeof completed.params.files === 'string' ? JSON.parse(completed.params.files) : completed.params.files) as {
      id: string;
      title: string;
    }[];
    expect(files).toHaveLength(1);
    expect(files[0]!.title).toBe('Referrals by channel · Last month · Oct 1–31, 2026');

    const asked = h.fake.callsOf('files.getUploadURLExternal').find((c) => c.params.filename === OCTOBER_BY_CHANNEL_CSV.filename);
    expect(asked).toBeDefined();
    const upload = h.fake.callsOf('upload').find((c) => c.params.file_id === files[0]!.id)!;
    // The rows worked out by hand in test/helpers/fixture-csv.ts.
    const expected = csvBytes(OCTOBER_BY_CHANNEL_CSV.lines);
    expect(Number(asked!.params.length)).toBe(expected.length);
    expect(upload.bytes!.includes(expected)).toBe(true);

    // The file is the one answer: no new message, no ephemeral reply, the report untouched.
    await h.drained();
    expect(h.fake.callsOf('chat.postMessage')).toHaveLength(posts);
    expect(h.fake.callsOf('response_url').length + h.fake.callsOf('chat.postEphemeral').length).toBe(replies);
    expect(h.fake.callsOf('chat.update', 'C0CSV')).toHaveLength(updates);
  });

  it('a report without a table has no Download CSV button; a forged click gets one sentence', async () => {
    // The digest shows sections, no table.
    const digest = await postReport('digest', 'C0NOCSV');
    await h.drained();
    expect(buttons(digest).map((b) => b.action_id)).not.toContain('report_csv');
    const forged = JSON.stringify({ a: 'csv', q: { report: 'digest', range: 'last-week', timeZone: 'UTC' } });
    await click(digest, 'C0NOCSV', forged, 'forged-csv');
    // The job's one failure notice, to the person who clicked only.
    const reply = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0NOCSV');
    expect(reply.params.user).toBe('U0ANA');
    expect(String(reply.params.text)).toMatch(
      /^Weekly digest · last week could not be posted: this report has no table to download for that period\. \(ref r-[a-z0-9]+\)$/,
    );
    expect(NO_TABLE_SENTENCE).toBe('This report has no table to download for that period.');
    expect(h.fake.callsOf('files.completeUploadExternal', 'C0NOCSV')).toHaveLength(0);
  });
});
