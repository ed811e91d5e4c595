/**
 * Download CSV on the preview page: the report's button is a link to the bot's own `GET /csv`
 * (signed, as in Teams), drawn as a link in the Slack look and as `Action.OpenUrl` in the
 * Teams look; following it over real HTTP gives the CSV worked out by hand
 * (test/helpers/fixture-csv.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTOBER_BY_CHANNEL_CSV, csvBytes } from '../helpers/fixture-csv.js';
import { startPreviewServer, type PreviewServer } from './server.js';

let s: PreviewServer;
beforeAll(async () => {
  s = await startPreviewServer();
});
afterAll(async () => {
  await s?.close();
});

const SESSION = '5d0e7c2a-1b3f-4e6d-9a8c-7b2e1f0d3c4a';

describe('Download CSV on the preview page', () => {
  it('is a signed link in both looks, and the link downloads the CSV worked out by hand', async () => {
    const res = await fetch(`${s.url}/preview/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: SESSION, text: '/report referrals last-month by channel' }),
    });
    expect(res.status).toBe(200);
    const until = Date.now() + 15_000;
    while (s.preview.messages(SESSION).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const [message] = s.preview.messages(SESSION);
    expect(message?.kind).toBe('report');

    const link = /<a class="rb-button" href="([^"]+)" data-action-id="link_csv" download rel="noopener noreferrer">Download CSV<\/a>/.exec(
      message!.html,
    );
    expect(link).not.toBeNull();
    const href = link![1]!.replace(/&amp;|&#38;/g, '&');
    expect(href.startsWith(`${s.url}/csv?`)).toBe(true);
    // The page's other buttons still talk to the bot; only Download CSV is a link.
    expect(message!.html).toContain('data-action-id="report_refresh"');
    expect(message!.html).not.toContain('data-action-id="report_csv"');
    expect(message!.teams?.actions).toContainEqual({ type: 'Action.OpenUrl', title: 'Download CSV', url: href });

    const file = await fetch(href);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${OCTOBER_BY_CHANNEL_CSV.filename}"`);
    expect(Buffer.from(await file.arrayBuffer()).equals(csvBytes(OCTOBER_BY_CHANNEL_CSV.lines))).toBe(true);
  });
});
