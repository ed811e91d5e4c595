/**
 * The Slack App Home as the preview's Block Kit renderer (src/render/html.ts) draws it, in
 * Chromium: an admin in two channels, one subscription running and one paused, and what each
 * channel may see (the section only admins get). With
 * UPDATE_README_SCREENSHOT=1 the screenshot goes to docs/ for README's "App Home" section.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHtml } from '../../src/render/html.js';
import { QUICK_REPORTS, homeView } from '../../src/render/slack-home.js';

const CHROMIUM = '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}, 60_000);
afterAll(() => browser?.close());

describe('the App Home in the preview renderer', () => {
  it('shows each subscription with its state and its three buttons, and the quick reports', async () => {
    const view = homeView(
      [
        {
          channelId: 'C0SALES',
          subscriptions: [
            {
              id: 'k3x9',
              kind: 'subscription',
              what: 'Weekly digest · last week',
              schedule: 'every Monday at 09:00 (Europe/Berlin)',
              nextRun: 'Monday, Nov 30 at 09:00 (Europe/Berlin)',
              lastResult: 'last posted Monday, Nov 23 at 09:00 (Europe/Berlin)',
              paused: false,
            },
          ],
        },
        {
          channelId: 'C0MARKETING',
          subscriptions: [
            {
              id: 'p7q2',
              kind: 'subscription',
              what: 'Referrals by channel · last month',
              schedule: 'every month on the 1st at 08:00 (UTC)',
              nextRun: null,
              lastResult: 'paused from the App Home; press Resume there to start it again',
              paused: true,
            },
          ],
        },
      ],
      QUICK_REPORTS,
      {
        policy: 'A channel without settings of its own sees everything (`ACCESS_DEFAULT=all`).',
        channels: [
          { channelId: 'C0SALES', scope: 'This channel has no access settings of its own, so it sees everything (the default):\n• Reports: all' },
          {
            channelId: 'C0MARKETING',
            scope: 'This channel can see:\n• Reports: referrals and signups\n• People-level reports (stories and planners): no',
          },
        ],
      },
    );
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><body style="margin:24px;font-family:sans-serif">${toHtml({ text: 'App Home', blocks: view.blocks })}</body>`,
    );
    const buttons = await page.locator('button.rb-button').allTextContents();
    // Four quick reports, New subscription… and New alert…, then Pause/Run now/Remove and Resume/Run now/Remove.
    expect(buttons).toEqual([
      'Digest',
      'Occupancy next 30 days',
      'Referrals last month',
      'Bookings last week',
      'New subscription…',
      'New alert…',
      'Pause',
      'Run now',
      'Remove',
      'Resume',
      'Run now',
      'Remove',
    ]);
    const text = (await page.textContent('body')) ?? '';
    expect(text).toContain('Next run Monday, Nov 30 at 09:00 (Europe/Berlin)');
    expect(text).toContain('Paused');
    expect(text).toContain('What each of your channels may see (admins only)');
    expect(text).toContain('Reports: referrals and signups');
    expect(await page.locator('.rb-placeholder').count()).toBe(0);
    await mkdir('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/slack-home.png', fullPage: true });
    if (process.env.UPDATE_README_SCREENSHOT) await copyFile('test-artifacts/slack-home.png', 'docs/slack-home.png');
    await page.close();
  }, 60_000);
});
