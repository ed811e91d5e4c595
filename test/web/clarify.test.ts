/**
 * A question with two readings on the preview page, through its routes: the answer carries the
 * question's buttons (drawn as Slack draws them, and as the Teams card), a press of one runs
 * that reading as if typed, and a changed value gets one sentence. In the browser:
 * clarify.browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandAnswer } from '../../adapters/web/receiver.js';
import { startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const post = async (path: string, body: object) =>
  (await (
    await fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as CommandAnswer;

const SIGNUPS_VALUE = '{"a":"reading","v":1,"c":"signups last week"}';
const STORIES_VALUE = '{"a":"reading","v":1,"c":"stories last week"}';

describe('a question with two readings on the preview page', () => {
  it('is asked back with a button per reading, in the Slack view and as the Teams card, before any call to the service', async () => {
    const requests = s.sandbox.stats.requests;
    const a = await post('/preview/command', { sessionId: 'ask-1', text: 'signups and stories last week' });
    expect(a.kind).toBe('ephemeral');
    expect(a.text).toBe(
      'Which did you mean: Signups or Guest photo stories?\n1. Signups: `/report signups last week`\n2. Guest photo stories: `/report stories last week`',
    );
    expect(a.html).toContain('data-value="{&#34;a&#34;:&#34;reading&#34;,&#34;v&#34;:1,&#34;c&#34;:&#34;signups last week&#34;}">Signups</button>');
    expect(a.html).toContain(
      'data-value="{&#34;a&#34;:&#34;reading&#34;,&#34;v&#34;:1,&#34;c&#34;:&#34;stories last week&#34;}">Guest photo stories</button>',
    );
    expect(a.kind === 'ephemeral' && a.teams?.actions).toEqual([
      { type: 'Action.Submit', title: 'Signups', data: { action: 'report', value: SIGNUPS_VALUE } },
      { type: 'Action.Submit', title: 'Guest photo stories', data: { action: 'report', value: STORIES_VALUE } },
    ]);
    expect(s.sandbox.stats.requests).toBe(requests);
  });

  it('a press runs that reading as if typed, and a follow-up then builds on it', async () => {
    const pressed = await post('/preview/action', { sessionId: 'ask-1', value: SIGNUPS_VALUE });
    expect(pressed).toMatchObject({ kind: 'queued', text: 'Working on *Signups · last week*…' });
    // The reading is the session's last report now: "and the week before?" changes it.
    const next = await post('/preview/command', { sessionId: 'ask-1', text: 'and the week before?' });
    expect(next.text).toMatch(/^Working on \*Signups · Nov 1–7, 2026\*/);
  });

  it('a changed value gets one sentence', async () => {
    const a = await post('/preview/action', { sessionId: 'ask-1', value: SIGNUPS_VALUE.replace('signups', 'payroll') });
    expect(a).toMatchObject({ kind: 'ephemeral', text: 'That button is out of date; type the question again.' });
  });
});
