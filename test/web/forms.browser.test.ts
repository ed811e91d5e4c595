/**
 * The alert form as the preview's Block Kit renderer (src/render/html.ts) draws a modal, in
 * Chromium: every field with its label, where it starts and its hint. With
 * UPDATE_README_SCREENSHOT=1 the screenshot goes to docs/ for README's "App Home and the
 * forms" section.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFigureGroups } from '../../src/commands/index.js';
import { toHtml } from '../../src/render/html.js';
import type { SlackBlock } from '../../src/render/block-kit.js';
import { alertFormView } from '../../src/render/slack-alert-form.js';

const CHROMIUM = '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}, 60_000);
afterAll(() => browser?.close());

describe('the alert form in the preview renderer', () => {
  it('shows each field with its label, where it starts and its hint', async () => {
    const view = alertFormView(alertFigureGroups(), 'Europe/Berlin', 'C0SALES');
    // The modal's frame as Slack draws it: its title above the fields, its buttons below.
    const blocks: SlackBlock[] = [
      { type: 'header', text: view.title },
      ...view.blocks,
      {
        type: 'actions',
        elements: [
          { type: 'button', action_id: 'cancel', text: view.close! },
          { type: 'button', action_id: 'submit', text: view.submit! },
        ],
      },
    ];
    const page = await browser.newPage({ viewport: { width: 640, height: 900 } });
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><body style="margin:24px;font-family:sans-serif">${toHtml({ text: 'New alert', blocks })}</body>`,
    );
    expect(await page.locator('.rb-input label').allTextContents()).toEqual([
      'Figure to watch',
      'Condition',
      'Value',
      'Range',
      'Options (optional)',
      'How often',
      'Day of the week (weekly only) (optional)',
      'Check at',
      'Time zone',
      'Post in',
    ]);
    const controls = await page.locator('.rb-control').allTextContents();
    expect(controls.slice(1)).toEqual(['Falls below', '5000', 'Yesterday', '', 'Every weekday', 'Monday', '08:00', 'Europe/Berlin', '#C0SALES']);
    expect(await page.locator('button.rb-button').allTextContents()).toEqual(['Cancel', 'Preview']);
    expect(await page.locator('.rb-placeholder').count()).toBe(0);
    await mkdir('test-artifacts', { recursive: true });
    await page.screenshot({ path: 'test-artifacts/slack-alert-form.png', fullPage: true });
    if (process.env.UPDATE_README_SCREENSHOT) await copyFile('test-artifacts/slack-alert-form.png', 'docs/slack-alert-form.png');
    await page.close();
  }, 60_000);
});
