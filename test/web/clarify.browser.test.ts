/**
 * A question with two readings on the preview page in a real browser (playwright-core driving
 * Debian's Chromium, /usr/bin/chromium): the question back shows a button per reading in the
 * Slack view and in the Teams view, and a click runs that reading: "Working on…", then its
 * report. Waits are generous but bounded; nothing here asserts on timing. With
 * UPDATE_README_SCREENSHOT=1 the question's screenshot goes to docs/ for README's "Questions in
 * your own words".
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { startPreviewServer, type PreviewServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const WAIT = { timeout: 30_000 };

let s: PreviewServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  s = await startPreviewServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
}, 60_000);

describe('a question back on the preview page', () => {
  it('shows a button per reading in both views; a click runs that reading and its report arrives', async () => {
    await page.goto(s.url);
    await page.fill('#command', 'signups and stories last week');
    await page.press('#command', 'Enter');
    const question = page.locator('.item.ephemeral', { hasText: 'Which did you mean' }).first();
    await question.waitFor(WAIT);
    expect(await question.locator('.slack-view button').allTextContents()).toEqual(['Signups', 'Guest photo stories']);

    await page.click('#view-teams');
    expect(await question.locator('.teams-card .tc-text').first().textContent()).toBe('Which did you mean: Signups or Guest photo stories?');
    expect(await question.locator('.teams-card .tc-actions button').allTextContents()).toEqual(['Signups', 'Guest photo stories']);
    await page.screenshot({ path: 'test-artifacts/preview-clarify-teams.png' });
    await page.click('#view-slack');
    await page.screenshot({ path: 'test-artifacts/preview-clarify.png' });
    // README's screenshot is refreshed on request only, so a test run leaves the tree clean.
    // Only the conversation's top, where the question is: the rest of the page is empty.
    if (process.env.UPDATE_README_SCREENSHOT)
      await page.screenshot({ path: 'docs/preview-clarify.png', clip: { x: 0, y: 0, width: 1280, height: 300 } });

    await question.locator('.slack-view button', { hasText: 'Signups' }).click();
    await page.locator('.item.ephemeral', { hasText: 'Working on Signups · last week' }).first().waitFor(WAIT);
    const report = page.locator('.item.bot[data-message-id]').first();
    await report.locator('.rb-header', { hasText: 'Signups' }).waitFor(WAIT);
    // Three sign-ups on Nov 9, 10 and 12, against one on Nov 3 (test/helpers/fixtures.ts).
    expect(await report.locator('.slack-view .rb-context').first().textContent()).toContain(SIGNUPS_LAST_WEEK.periodLabel);
    expect(await report.locator('.slack-view').textContent()).toContain(SIGNUPS_LAST_WEEK.signupsChange);
    await page.screenshot({ path: 'test-artifacts/preview-clarify-answered.png' });
  }, 120_000);
});
