/**
 * Breakdowns in a thread through the preview page's front door (issue 26, item 3): asked in
 * words, changed by a follow-up ("and by region?"), and left out, with a sentence, where the
 * next report cannot make it. The session's last report is kept in Redis, as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const say = async (sessionId: string, text: string) =>
  (await (
    await fetch(`${s.url}/preview/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, text }),
    })
  ).json()) as { kind: string; text: string };

describe('breakdowns in a thread on the preview page', () => {
  it('are asked, changed by a follow-up, and dropped where the next report has no such field', async () => {
    // NOW is Saturday 2026-11-21: last week is Nov 8–14.
    expect((await say('breakdown-1', 'how many signups last week by country?')).text).toMatch(/^Working on \*Signups by country · last week\*/);
    expect((await say('breakdown-1', 'and by region?')).text).toMatch(/^Working on \*Signups by region · last week\*/);
    const optouts = await say('breakdown-1', 'and opt-outs?');
    expect(optouts.text).toMatch(/^Working on \*Opt-outs · last week\*/);
    expect(optouts.text).toContain('Left out by region: optouts has no such option.');
    expect((await say('breakdown-1', 'by property')).text).toMatch(/^Working on \*Opt-outs by property · last week\*/);
  });

  it('a breakdown the report cannot make is one sentence naming those it can', async () => {
    const reply = await say('breakdown-2', 'occupancy next month by country');
    expect(reply.kind).toBe('ephemeral');
    expect(reply.text).toContain('Occupancy can be broken down by property type, not by country.');
  });
});
